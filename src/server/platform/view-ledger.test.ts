import { describe, expect, it } from 'vitest';
import { createViewLedger, VIEW_WINDOW_MS } from './view-ledger.ts';

describe('view ledger', () => {
  it('counts a visitor again once the window has passed, and each visitor and item apart', () => {
    let now = 1_000;
    const ledger = createViewLedger({ clock: { now: () => now } });
    expect(ledger.firstView('visitor', 'post')).toBe(true);
    now += VIEW_WINDOW_MS - 1;
    expect(ledger.firstView('visitor', 'post')).toBe(false);
    expect(ledger.firstView('visitor', 'other post')).toBe(true);
    expect(ledger.firstView('other visitor', 'post')).toBe(true);
    now += 2;
    expect(ledger.firstView('visitor', 'post')).toBe(true);
  });
});
