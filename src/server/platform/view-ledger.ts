import { LRUCache } from 'lru-cache';

/** One visitor's opens of one item within this window count as one view. */
export const VIEW_WINDOW_MS = 6 * 60 * 60 * 1000;
const REMEMBERED_VIEWS = 100_000;

/**
 * Remembers, in this process's memory, which visitor viewed which item in the last window, so
 * reloading a page (or calling the view route in a loop) counts once. The oldest entries give
 * way when more than `remembered` are kept.
 */
export function createViewLedger({
  windowMs = VIEW_WINDOW_MS,
  remembered = REMEMBERED_VIEWS,
  clock,
}: { windowMs?: number; remembered?: number; clock?: { now(): number } } = {}) {
  const seen = new LRUCache<string, true>({
    max: remembered,
    ttl: windowMs,
    ttlResolution: 0,
    ...(clock && { perf: clock }),
  });
  return {
    /** True for the visitor's first view of the item in the window, which it remembers. */
    firstView(visitor: string, itemId: string): boolean {
      const key = `${visitor}:${itemId}`;
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    },
  };
}

export type ViewLedger = ReturnType<typeof createViewLedger>;
