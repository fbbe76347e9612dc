import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { runWithPresence } from './presence.ts';

const reauthentication = () =>
  new ApiError(403, 'Please confirm it is you', { code: 'reauthentication_required' });

describe('a change the server holds back for proof of presence', () => {
  it('asks for the password once, then is sent again', async () => {
    const run = vi.fn().mockRejectedValueOnce(reauthentication()).mockResolvedValueOnce('saved');
    const ask = vi.fn().mockResolvedValue(true);
    await expect(runWithPresence(run, ask)).resolves.toBe('saved');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("is not sent again when the dialog is cancelled: the server's answer stands", async () => {
    const first = reauthentication();
    const run = vi.fn().mockRejectedValue(first);
    await expect(runWithPresence(run, () => Promise.resolve(false))).rejects.toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for any other refusal', async () => {
    const forbidden = new ApiError(403, 'You can only update your own account');
    const ask = vi.fn();
    await expect(runWithPresence(() => Promise.reject(forbidden), ask)).rejects.toBe(forbidden);
    expect(ask).not.toHaveBeenCalled();
  });
});
