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

describe('an answer marked to be refreshed (a page after a views flush)', () => {
  const held = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    return { gate, release };
  };

  it('is answered to its next readers while one load replaces it', async () => {
    const cache = createPublicCache();
    await cache.read('page', async () => answer('old'));
    cache.refresh(['posts']);

    let loads = 0;
    const load = held();
    const refresh = async () => {
      loads += 1;
      await load.gate;
      return answer('new');
    };
    const readers = await Promise.all([1, 2].map(() => cache.read('page', refresh)));
    expect(readers.map((read) => read!.body.toString())).toEqual(['old', 'old']);
    load.release();
    await pastItsTime();
    expect((await cache.read('page', refresh))!.body.toString()).toBe('new');
    expect(loads).toBe(1);
  });

  it('is left alone when it shows none of the tags', async () => {
    const cache = createPublicCache();
    await cache.read('page', async () => answer('kept'));
    cache.refresh(['comments:1']);
    let loads = 0;
    await cache.read('page', async () => {
      loads += 1;
      return answer('new');
    });
    await pastItsTime();
    expect(loads).toBe(0);
  });

  it('is refreshed again when marked while its load was under way', async () => {
    const cache = createPublicCache();
    await cache.read('page', async () => answer('first'));
    cache.refresh(['posts']);
    const load = held();
    await cache.read('page', async () => {
      await load.gate;
      return answer('second');
    });
    // A flush lands while the load reads: what it read may predate it.
    cache.refresh(['posts']);
    load.release();
    await pastItsTime();
    expect((await cache.read('page', async () => answer('third')))!.body.toString()).toBe('second');
    await pastItsTime();
    expect((await cache.read('page', async () => answer('fourth')))!.body.toString()).toBe('third');
  });
});
