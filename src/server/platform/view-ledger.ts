import { LRUCache } from 'lru-cache';

/** One visitor's opens of one item within this window count as one view. */
export const VIEW_WINDOW_MS = 6 * 60 * 60 * 1000;
const REMEMBERED_VIEWS = 100_000;

interface ViewCount {
  views: number;
}

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
    /**
     * The visitor's first view of the item in the window runs `count`; any later one only
     * `read`s. Either answers undefined when the item cannot be viewed, which is not remembered.
     * The view is remembered before counting, so parallel calls count once too.
     */
    async view(
      visitor: string,
      itemId: string,
      {
        count,
        read,
      }: { count(): Promise<ViewCount | undefined>; read(): Promise<ViewCount | undefined> },
    ): Promise<ViewCount | undefined> {
      const key = `${visitor}:${itemId}`;
      if (seen.has(key)) return read();
      seen.set(key, true);
      let counted: ViewCount | undefined;
      try {
        counted = await count();
        return counted;
      } finally {
        if (!counted) seen.delete(key);
      }
    },
  };
}

export type ViewLedger = ReturnType<typeof createViewLedger>;
