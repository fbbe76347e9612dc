import { describe, expect, it } from 'vitest';
import { counterStoreKinds, type CounterStoreKind } from '../test/counter-stores.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

/** A throttle counting in `kind`'s store, on a clock the test moves by hand. */
async function throttleWithClock({ create }: CounterStoreKind, attemptsPerIp = 1000) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const throttle = new SignInThrottle(
    await create(now),
    { attemptsPerIp, failuresPerIp: 100, failuresPerAccountAndIp: 5, failuresBeforeDelay: 3 },
    now,
  );
  /** One attempt that fails: what `admit` answered (0 when it was let through). */
  const fail = async (address: string) => {
    const wait = await throttle.admit('account', address);
    if (wait === 0) await throttle.failed('account', address);
    return wait;
  };
  return { clock, throttle, fail };
}

describe.each(counterStoreKinds().kinds)('SignInThrottle counting $name', (kind) => {
  it('makes an address that failed wait, twice as long after each further failure', async () => {
    const { clock, fail } = await throttleWithClock(kind);
    for (const address of ['a1', 'a2', 'a3']) expect(await fail(address)).toBe(0);

    expect(await fail('a3')).toBe(1_000);
    clock.now += 1_000;
    expect(await fail('a3')).toBe(0); // the 4th failure
    expect(await fail('a3')).toBe(2_000);
    clock.now += 2_000;
    expect(await fail('a3')).toBe(0); // the 5th
    expect(await fail('a3')).toBe(4_000);
  });

  it('lets an address that has not failed on the account through during the delay', async () => {
    const { throttle, fail } = await throttleWithClock(kind);
    for (let i = 0; i < 10; i++) await fail(`attacker${i}`);
    expect(await fail('attacker9')).toBeGreaterThan(0);
    expect(await throttle.admit('account', 'owner')).toBe(0);
    await throttle.succeeded('account', 'owner');
    expect(await fail('attacker9')).toBe(0);
  });

  it('counts attempts still in flight, so parallel guesses cannot pass the limit', async () => {
    const { throttle } = await throttleWithClock(kind);
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => throttle.admit('account', 'one-address')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('holds every attempt from one address, successes too, to a generous ceiling', async () => {
    const { clock, throttle } = await throttleWithClock(kind, 20);
    // An office of twenty signing in: each succeeds, and none stands in the next one's way.
    for (let i = 0; i < 20; i++) {
      expect(await throttle.admit(`colleague${i}`, 'office')).toBe(0);
      await throttle.succeeded(`colleague${i}`, 'office');
    }
    expect(await throttle.admit('colleague20', 'office')).toBeGreaterThan(0);
    expect(await throttle.admit('colleague20', 'elsewhere')).toBe(0);
    clock.now += 15 * 60_000;
    expect(await throttle.admit('colleague20', 'office')).toBe(0);
  });

  it('forgets failures when their 15-minute window ends', async () => {
    const { clock, fail } = await throttleWithClock(kind);
    for (let i = 0; i < 5; i++) await fail('a1');
    expect(await fail('a1')).toBeGreaterThan(0);
    clock.now += 15 * 60_000;
    expect(await fail('a1')).toBe(0);
  });
});
