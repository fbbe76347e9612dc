import { LRUCache } from 'lru-cache';

export interface PostCounts {
  totalPosts: number;
  lastMonthPosts: number;
}

/**
 * The totals that every page of a post list repeats. Counting is a scan that grows with the
 * table, so the totals of a filter are kept for 30 s. Every post write in this process clears
 * them; with several processes another's write shows within the 30 s.
 */
export function createPostCountsCache() {
  const cache = new LRUCache<string, PostCounts>({ max: 1000, ttl: 30_000 });
  return {
    async get(filter: object, count: () => Promise<PostCounts>): Promise<PostCounts> {
      const key = JSON.stringify(filter);
      const cached = cache.get(key);
      if (cached) return cached;
      const counted = await count();
      cache.set(key, counted);
      return counted;
    },
    clear: () => cache.clear(),
  };
}

export type PostCountsCache = ReturnType<typeof createPostCountsCache>;
