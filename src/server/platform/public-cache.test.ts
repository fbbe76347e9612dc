import { describe, expect, it } from 'vitest';
import { createPublicCache, type FreshAnswer } from './public-cache.ts';

const answer = (body: string, ttl?: number): FreshAnswer => ({ body, tags: ['posts'], ttl });
const pastItsTime = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('an answer kept for a time (view counts)', () => {
  it('is answered once more after its time while a single load replaces it', async () => {
    const cache = createPublicCache();
    await cache.read('list', async () => answer('old', 1));
    await pastItsTime();

    let loads = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const refresh = async () => {
      loads += 1;
      await held;
      return answer('new', 60_000);
    };
    // Nobody waits for the held load: every reader gets the old answer at once.
    const readers = await Promise.all([1, 2, 3].map(() => cache.read('list', refresh)));
    expect(readers.map((read) => read!.body.toString())).toEqual(['old', 'old', 'old']);
    expect(loads).toBe(1);

    release();
    await pastItsTime();
    expect((await cache.read('list', refresh))!.body.toString()).toBe('new');
    expect(loads).toBe(1);
  });

  it('is never answered after a write dropped it', async () => {
    const cache = createPublicCache();
    await cache.read('list', async () => answer('old', 1));
    await pastItsTime();
    cache.invalidate(['posts']);
    expect((await cache.read('list', async () => answer('new')))!.body.toString()).toBe('new');
  });
});
