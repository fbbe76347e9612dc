import { describe, expect, it } from 'vitest';
import { createViewLedger, VIEW_WINDOW_MS } from './view-ledger.ts';

describe('view ledger', () => {
  it('counts a visitor again once the window has passed, and forgets items that do not exist', async () => {
    let now = 1_000;
    const ledger = createViewLedger({ clock: { now: () => now } });
    let views = 0;
    const item = {
      count: async () => ({ views: ++views }),
      read: async () => ({ views }),
    };
    await ledger.view('visitor', 'post', item);
    now += VIEW_WINDOW_MS - 1;
    await ledger.view('visitor', 'post', item);
    expect(views).toBe(1);
    now += 2;
    expect(await ledger.view('visitor', 'post', item)).toEqual({ views: 2 });

    const missing = { count: async () => undefined, read: async () => ({ views: -1 }) };
    expect(await ledger.view('visitor', 'gone', missing)).toBeUndefined();
    expect(await ledger.view('visitor', 'gone', missing)).toBeUndefined();
  });
});
