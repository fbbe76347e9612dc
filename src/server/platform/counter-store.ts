/** A key's hits in its current fixed window. */
export interface WindowCount {
  count: number;
  /** When the window ends (epoch ms); counting starts again from zero after it. */
  resetsAt: number;
  /** When the latest hit was counted (epoch ms). */
  lastHitAt: number;
}

/**
 * Hit counters in fixed windows, by key: what every limit of ours counts with. The memory store
 * serves one process; a store on PostgreSQL can implement the same four calls (one statement
 * each) so that several processes share the counts.
 */
export interface CounterStore {
  /** Counts a hit; a window of `windowMs` starts when the key has none running. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's running window, or null. */
  peek(key: string): Promise<WindowCount | null>;
  /** Takes one hit back (an attempt that, in the end, does not count). */
  undo(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

const FORGET_EXPIRED_ABOVE = 50_000;

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, WindowCount>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.running(key, now);
    if (!window) {
      if (this.windows.size > FORGET_EXPIRED_ABOVE) this.forgetExpired(now);
      window = { count: 0, resetsAt: now + windowMs, lastHitAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    window.lastHitAt = now;
    return { ...window };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const window = this.running(key, this.now());
    return window ? { ...window } : null;
  }

  async undo(key: string): Promise<void> {
    const window = this.running(key, this.now());
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private running(key: string, now: number) {
    const window = this.windows.get(key);
    return window && window.resetsAt > now ? window : undefined;
  }

  private forgetExpired(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(key);
    }
  }
}
