import { describe, expect, it } from 'vitest';
import { counterStoreKinds } from '../test/counter-stores.ts';

const MINUTE = 60_000;
const { kinds, joinDatabase } = counterStoreKinds();

describe.each(kinds)('hit counters $name', ({ create }) => {
  const storeWithClock = async () => {
    const clock = { now: 1_000_000 };
    return { clock, store: await create(() => clock.now) };
  };

  it('counts hits in a window that starts with the first and ends on time', async () => {
    const { clock, store } = await storeWithClock();
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', MINUTE)).toEqual({
      count: 1,
      resetsAt: 1_000_000 + MINUTE,
      lastHitAt: 1_000_000,
    });
    clock.now += 10_000;
    expect(await store.hit('k', MINUTE)).toMatchObject({ count: 2, resetsAt: 1_000_000 + MINUTE });
    expect(await store.peek('k')).toMatchObject({ count: 2, lastHitAt: 1_010_000 });

    clock.now = 1_000_000 + MINUTE;
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', MINUTE)).toEqual({
      count: 1,
      resetsAt: clock.now + MINUTE,
      lastHitAt: clock.now,
    });
  });

  it('takes a hit back, never below zero, and forgets a key on reset', async () => {
    const { store } = await storeWithClock();
    await store.hit('k', MINUTE);
    await store.hit('k', MINUTE);
    await store.undo('k');
    expect((await store.peek('k'))?.count).toBe(1);
    await store.undo('k');
    await store.undo('k');
    expect((await store.peek('k'))?.count).toBe(0);
    await store.reset('k');
    expect(await store.peek('k')).toBeNull();
    expect((await store.hit('k', MINUTE)).count).toBe(1);
  });

  it('keeps keys apart', async () => {
    const { store } = await storeWithClock();
    await store.hit('a', MINUTE);
    await store.hit('a', MINUTE);
    expect((await store.hit('b', MINUTE)).count).toBe(1);
  });

  it('gives 100 simultaneous hits the counts 1 to 100, so no two pass as the same', async () => {
    const { store } = await storeWithClock();
    const counts = await Promise.all(
      Array.from({ length: 100 }, async () => (await store.hit('k', MINUTE)).count),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });
});

describe('hit counters in the database, across processes', () => {
  it('count two processes’ hits in one window', async () => {
    const [first, second] = [joinDatabase(), joinDatabase()];
    await first.reset('shared');
    const counts = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await (i % 2 ? first : second).hit('shared', MINUTE)).count,
      ),
    );
    expect(Math.max(...counts)).toBe(40);
    expect((await first.peek('shared'))?.count).toBe(40);
    expect((await second.peek('shared'))?.count).toBe(40);
  });

  it('sweeps the windows that have ended', async () => {
    const clock = { now: 5_000_000 };
    const store = joinDatabase(() => clock.now);
    await store.hit('short', 1_000);
    await store.hit('long', MINUTE);
    clock.now += 2_000;
    await store.sweep();
    clock.now -= 2_000;
    expect(await store.peek('short')).toBeNull();
    expect((await store.peek('long'))?.count).toBe(1);
  });
});
