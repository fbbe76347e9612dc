import type { SignInLimits } from '../config.ts';
import type { CounterStore } from './counter-store.ts';

const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Slows password guessing without letting anyone lock an owner out. Failed sign-ins are counted
 * for an account (whichever spelling named it: username or e-mail) only ever per client address,
 * so an address is slowed by its own failures and never by failures made elsewhere:
 * - per account and client address, tightly: 5 in 15 minutes, and 20 in a day;
 * - per client address over every account, generously: one address cannot spray many accounts.
 * Every attempt from an address also counts against a far larger ceiling, successes included.
 *
 * Nothing is counted per account from anywhere: any such count is one strangers can fill for the
 * owner. A guesser spreading over many addresses is held instead by what each address gets (20
 * guesses a day on one account, 100 failures in 15 minutes over all accounts); by IPv6 clients
 * counting as their /64 network and `X-Forwarded-For` being read only through trusted proxies
 * (`client-address.ts`), so addresses cost real networks; and by a password hash per guess.
 *
 * An attempt counts from its start, so parallel guesses cannot all slip past a limit, and is
 * taken back if it succeeds: successes never count, and people behind one address (a school, an
 * office) do not lock each other out. A success also clears its address's count on the account.
 */
export class SignInThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Admits an attempt on the account from the address (0), or answers the milliseconds to wait. */
  async admit(account: string, address: string): Promise<number> {
    const keys = this.keys(account, address);
    const limits: [key: string, windowMs: number, max: number][] = [
      [keys.allFromAddress, WINDOW_MS, this.limits.attemptsPerIp],
      [keys.pair, WINDOW_MS, this.limits.failuresPerAccountAndIp],
      [keys.pairToday, DAY_MS, this.limits.failuresPerAccountAndIpPerDay],
      [keys.address, WINDOW_MS, this.limits.failuresPerIp],
    ];
    const counted: string[] = [];
    for (const [key, windowMs, max] of limits) {
      const window = await this.store.hit(key, windowMs);
      counted.push(key);
      if (window.count > max) {
        await Promise.all(counted.map((hit) => this.store.undo(hit)));
        return window.resetsAt - this.now();
      }
    }
    return 0;
  }

  /** The admitted attempt succeeded: it is taken back and the address starts afresh on the account. */
  async succeeded(account: string, address: string) {
    const keys = this.keys(account, address);
    await Promise.all([
      this.store.reset(keys.pair),
      this.store.reset(keys.pairToday),
      this.store.undo(keys.address),
    ]);
  }

  private keys(account: string, address: string) {
    return {
      pair: `sign-in:pair:${account}:${address}`,
      pairToday: `sign-in:pair-day:${account}:${address}`,
      address: `sign-in:address:${address}`,
      allFromAddress: `sign-in:all:${address}`,
    };
  }
}
