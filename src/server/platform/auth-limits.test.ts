import { describe, expect, it } from 'vitest';
import { counterStoreKinds, type CounterStoreKind } from '../test/counter-stores.ts';
import { AuthLimits } from './auth-limits.ts';

const MINUTE = 60_000;

/** Auth limits counting in `kind`'s store, on a clock the test moves by hand. */
async function limitsWithClock({ create }: CounterStoreKind) {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const limits = new AuthLimits(await create(now), { perIp: 3, mailsPerAddressPerHour: 2 }, now);
  return { clock, limits };
}

describe.each(counterStoreKinds().kinds)('AuthLimits counting $name', (kind) => {
  it('lets a mailbox have its share of each kind of mail an hour, however it is spelled', async () => {
    const { clock, limits } = await limitsWithClock(kind);
    expect(await limits.mayMail('reset-link', 'owner@example.org')).toBe(true);
    expect(await limits.mayMail('reset-link', ' Owner@Example.org ')).toBe(true);
    expect(await limits.mayMail('reset-link', 'OWNER@example.org')).toBe(false);
    expect(await limits.mayMail('sign-up', 'owner@example.org')).toBe(true);
    expect(await limits.mayMail('reset-link', 'someone.else@example.org')).toBe(true);

    clock.now += 59 * MINUTE;
    expect(await limits.mayMail('reset-link', 'owner@example.org')).toBe(false);
    clock.now += MINUTE;
    expect(await limits.mayMail('reset-link', 'owner@example.org')).toBe(true);
  });

  it('makes an address that sent too many bad reset links wait for its window, and no other', async () => {
    const { clock, limits } = await limitsWithClock(kind);
    for (let i = 0; i < 3; i++) expect(await limits.badResetLink('203.0.113.1')).toBe(0);
    expect(await limits.badResetLink('203.0.113.1')).toBe(15 * MINUTE);
    expect(await limits.badResetLink('203.0.113.2')).toBe(0);
    clock.now += 15 * MINUTE;
    expect(await limits.badResetLink('203.0.113.1')).toBe(0);
  });
});
