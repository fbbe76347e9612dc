import { LRUCache } from 'lru-cache';
import type { DomainEvents } from '../../events.ts';

export interface PostCounts {
  totalPosts: number;
  lastMonthPosts: number;
}

/**
 * The totals that every page of a post list repeats. Counting is a scan that grows with the
 * table, so the totals of a filter are kept for 30 s. Every post published, updated or deleted
 * in this process clears them; with several processes another's write shows within the 30 s.
 */
export function createPostCountsCache(events: DomainEvents) {
  const cache = new LRUCache<string, PostCounts>({ max: 1000, ttl: 30_000 });
  const clear = () => cache.clear();
  events.on('post.published', clear);
  events.on('post.updated', clear);
  events.on('post.deleted', clear);
  return {
    async get(filter: object, count: () => Promise<PostCounts>): Promise<PostCounts> {
      const key = JSON.stringify(filter);
      const cached = cache.get(key);
      if (cached) return cached;
      const counted = await count();
      cache.set(key, counted);
      return counted;
    },
  };
}

export type PostCountsCache = ReturnType<typeof createPostCountsCache>;
