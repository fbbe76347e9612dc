import type { AuthLimitSettings } from '../config.ts';
import type { CounterStore } from './counter-store.ts';
import { mailboxKey } from './mailbox.ts';
import { RESET_LINK_LIFETIME_MS } from './one-time-tokens.ts';

/** The mails a stranger can make us send to someone's address, each capped on its own. */
export type AuthMail = 'reset-link' | 'sign-up' | 'records-link';

const BAD_LINK_WINDOW_MS = 15 * 60_000;
/**
 * No longer than a reset link lives: while an address gets no more reset mails, the last one it
 * got was mailed within the window and still works.
 */
const MAILBOX_WINDOW_MS = RESET_LINK_LIFETIME_MS;

/**
 * The auth limits that only an operation can count, as they depend on what happened. Neither is
 * keyed on an account the request names, so no stranger can spend one for its owner:
 * - reset links that open nothing count against the client address that sent them (a genuine
 *   link is never refused: it is checked before this limit is);
 * - mails to one mailbox, per kind and per hour: past the cap the request is answered as ever
 *   and nothing more is mailed, so the owner keeps the links already sent.
 */
export class AuthLimits {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: AuthLimitSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a reset link that opened nothing: the milliseconds the address must wait, or 0. */
  async badResetLink(address: string): Promise<number> {
    const window = await this.store.hit(`reset-link-failures:${address}`, BAD_LINK_WINDOW_MS);
    return window.count > this.limits.perIp ? window.resetsAt - this.now() : 0;
  }

  /** Counts a mail of this kind to the address: false once it has had its share this hour. */
  async mayMail(kind: AuthMail, address: string): Promise<boolean> {
    const window = await this.store.hit(
      `mail:${kind}:${mailboxKey(address.trim())}`,
      MAILBOX_WINDOW_MS,
    );
    return window.count <= this.limits.mailsPerAddressPerHour;
  }
}
