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

describe('a cache trusted until a time (several processes, cache-broadcast.ts)', () => {
  it('answers nothing it kept once that time has passed, and keeps answers again when trusted again', async () => {
    const cache = createPublicCache();
    cache.trustUntil(performance.now() + 10);
    const kept = await cache.read('list', async () => answer('old'));
    expect(cache.holds(kept!)).toBe(true);
    await pastItsTime();

    // Neither a read nor the fast path gets the old answer, and nothing read now is kept.
    expect(cache.holds(kept!)).toBe(false);
    expect((await cache.read('list', async () => answer('new')))!.body.toString()).toBe('new');
    expect((await cache.read('list', async () => answer('newer')))!.body.toString()).toBe('newer');
    expect(cache.size).toBe(0);

    // A time already past changes nothing.
    cache.trustUntil(performance.now() - 1);
    expect((await cache.read('list', async () => answer('again')))!.body.toString()).toBe('again');
    expect(cache.size).toBe(0);

    cache.trustUntil(performance.now() + 60_000);
    await cache.read('list', async () => answer('latest'));
    expect((await cache.read('list', async () => answer('later')))!.body.toString()).toBe('latest');
  });

  it('does not keep a load that started before the time passed', async () => {
    const cache = createPublicCache();
    cache.trustUntil(performance.now() + 10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reading = cache.read('list', async () => {
      await held;
      return answer('read before');
    });
    await pastItsTime();
    // Past its time: the next lookup suspends it, and a new trust starts from empty.
    expect((await cache.read('other', async () => answer('x')))!.body.toString()).toBe('x');
    cache.trustUntil(performance.now() + 60_000);
    release();
    expect((await reading)!.body.toString()).toBe('read before');
    expect((await cache.read('list', async () => answer('after')))!.body.toString()).toBe('after');
  });
});
