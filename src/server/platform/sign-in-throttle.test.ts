import { describe, expect, it } from 'vitest';
import { counterStoreKinds, type CounterStoreKind } from '../test/counter-stores.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

const MINUTE = 60_000;

/** A throttle counting in `kind`'s store, on a clock the test moves by hand. */
async function throttleWithClock({ create }: CounterStoreKind, attemptsPerIp = 1000) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const throttle = new SignInThrottle(
    await create(now),
    {
      attemptsPerIp,
      failuresPerIp: 100,
      failuresPerAccountAndIp: 5,
      failuresPerAccountAndIpPerDay: 20,
    },
    now,
  );
  /** One attempt that fails: what `admit` answered (0 when it was let through). */
  const fail = async (address: string) => throttle.admit('account', address);
  return { clock, throttle, fail };
}

describe.each(counterStoreKinds().kinds)('SignInThrottle counting $name', (kind) => {
  it('stops an address after 5 failures on the account in 15 minutes, and no other', async () => {
    const { clock, fail } = await throttleWithClock(kind);
    for (let i = 0; i < 5; i++) expect(await fail('guesser')).toBe(0);
    expect(await fail('guesser')).toBe(15 * MINUTE);
    clock.now += 5 * MINUTE;
    expect(await fail('guesser')).toBe(10 * MINUTE);
    expect(await fail('owner')).toBe(0);
  });

  it('never makes an address wait for failures made on the account elsewhere', async () => {
    const { fail } = await throttleWithClock(kind);
    expect(await fail('owner')).toBe(0);
    for (let i = 0; i < 25; i++) expect(await fail(`stranger${i}`)).toBe(0);
    for (let i = 0; i < 4; i++) expect(await fail('owner')).toBe(0);
    expect(await fail('owner')).toBeGreaterThan(0);
  });

  it('holds an address to 20 failures on the account in a day, however they are spread', async () => {
    const { clock, fail } = await throttleWithClock(kind);
    const start = clock.now;
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) expect(await fail('patient')).toBe(0);
      clock.now += 15 * MINUTE;
    }
    expect(await fail('patient')).toBe(start + 24 * 60 * MINUTE - clock.now);
    expect(await fail('elsewhere')).toBe(0);
    clock.now = start + 24 * 60 * MINUTE;
    expect(await fail('patient')).toBe(0);
  });

  it('starts an address afresh on the account when it succeeds there, and no other', async () => {
    const { clock, throttle, fail } = await throttleWithClock(kind);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) await fail('owner');
      clock.now += 15 * MINUTE;
    }
    for (let i = 0; i < 4; i++) await fail('owner');
    for (let i = 0; i < 5; i++) await fail('other');
    // The 20th attempt today is the right password.
    expect(await throttle.admit('account', 'owner')).toBe(0);
    await throttle.succeeded('account', 'owner');
    for (let i = 0; i < 5; i++) expect(await fail('owner')).toBe(0);
    expect(await fail('other')).toBeGreaterThan(0);
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
