import { RECORDS_LINK_LIFETIME_DAYS } from '#contracts/giving-records.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

const PURPOSE = 'giving-record-link';
const DAY_MS = 86_400_000;

/** How long a requested link works; the January statement's link lasts the month. */
export const RECORDS_LINK_LIFETIME_MS = RECORDS_LINK_LIFETIME_DAYS * DAY_MS;
export const STATEMENT_LINK_LIFETIME_MS = 31 * DAY_MS;

/**
 * A giving-record link's token: the address and the link's end, sealed (AES-GCM under a key of
 * its own from the JWT secret, `secret-box.ts`). Nothing is stored, the address does not show in
 * the link, and a token changed in any way opens nothing.
 */
export function sealRecordsLink(secretBox: SecretBox, email: string, expiresAt: Date): string {
  return secretBox.seal(PURPOSE, JSON.stringify({ email, expiresAt: expiresAt.getTime() }));
}

export type OpenedRecordsLink =
  { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The address a genuine, unexpired token names. */
export function openRecordsLink(secretBox: SecretBox, token: string, now: Date): OpenedRecordsLink {
  const opened = secretBox.open(PURPOSE, token);
  if (opened === null) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(opened);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { email, expiresAt } = (claims ?? {}) as { email?: unknown; expiresAt?: unknown };
  if (typeof email !== 'string' || typeof expiresAt !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  return expiresAt > now.getTime() ? { ok: true, email } : { ok: false, reason: 'expired' };
}

/** The web page a link opens: the record, its statements, without an account. */
export const recordsPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/giving-record/${encodeURIComponent(token)}`;
