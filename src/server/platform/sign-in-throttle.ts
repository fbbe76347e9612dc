import type { SignInLimits } from '../config.ts';
import type { CounterStore, WindowCount } from './counter-store.ts';

const WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 1_000;

/**
 * Slows password guessing without locking owners out. Failed sign-ins are counted for an account
 * (whichever spelling named it: username or e-mail) in three ways:
 * - per account and client address, tightly: the guesser's address is stopped for the window;
 * - per account from anywhere, loosely: past a threshold, an address that has already tried the
 *   account waits a delay that doubles with every further failure. An address that has not tried
 *   it is still let through, so the owner signs in while someone else guesses elsewhere;
 * - per client address over every account, generously: one address cannot spray many accounts.
 * Every attempt from an address also counts against a far larger ceiling, successes included.
 *
 * An attempt counts from its start, so parallel guesses cannot all slip past a limit, and is
 * taken back if it succeeds: successes never count, and people behind one address (a school, an
 * office) do not lock each other out. A success also clears the account's count.
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
    const [accountFailures, pairAttempts] = await Promise.all([
      this.store.peek(keys.account),
      this.store.peek(keys.pair),
    ]);
    const now = this.now();
    const delayEnds = this.delayEnds(accountFailures, pairAttempts);
    if (delayEnds > now) return delayEnds - now;

    const all = await this.store.hit(keys.allFromAddress, WINDOW_MS);
    if (all.count > this.limits.attemptsPerIp) {
      await this.store.undo(keys.allFromAddress);
      return all.resetsAt - now;
    }
    const pair = await this.store.hit(keys.pair, WINDOW_MS);
    if (pair.count > this.limits.failuresPerAccountAndIp) {
      await Promise.all([this.store.undo(keys.pair), this.store.undo(keys.allFromAddress)]);
      return pair.resetsAt - now;
    }
    const ip = await this.store.hit(keys.address, WINDOW_MS);
    if (ip.count > this.limits.failuresPerIp) {
      await Promise.all([
        this.store.undo(keys.pair),
        this.store.undo(keys.address),
        this.store.undo(keys.allFromAddress),
      ]);
      return ip.resetsAt - now;
    }
    return 0;
  }

  /** The admitted attempt failed: it stays counted, and the account's failures grow. */
  async failed(account: string, address: string) {
    await this.store.hit(this.keys(account, address).account, WINDOW_MS);
  }

  /** The admitted attempt succeeded: it is taken back and the account starts afresh. */
  async succeeded(account: string, address: string) {
    const keys = this.keys(account, address);
    await Promise.all([
      this.store.reset(keys.account),
      this.store.reset(keys.pair),
      this.store.undo(keys.address),
    ]);
  }

  /** When an address that has tried the account may try again, once it has failed often. */
  private delayEnds(accountFailures: WindowCount | null, pairAttempts: WindowCount | null) {
    const excess = (accountFailures?.count ?? 0) - this.limits.failuresBeforeDelay;
    if (!pairAttempts?.count || excess < 0) return 0;
    return pairAttempts.lastHitAt + Math.min(FIRST_DELAY_MS * 2 ** excess, WINDOW_MS);
  }

  private keys(account: string, address: string) {
    return {
      account: `sign-in:account:${account}`,
      pair: `sign-in:pair:${account}:${address}`,
      address: `sign-in:address:${address}`,
      allFromAddress: `sign-in:all:${address}`,
    };
  }
}
