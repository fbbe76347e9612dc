import { PERMANENT_BAN_UNTIL } from '#contracts/users.constants.ts';
import type { Formats } from '#web/lib/format.ts';

export type BanState = 'active' | 'banned' | 'expired';

/** A ban that has run out is Expired until the user's next request lifts it on the server. */
export function banState(
  user: { isBanned: boolean; banExpiresAt: string | null },
  now = Date.now(),
): BanState {
  if (!user.isBanned) return 'active';
  if (user.banExpiresAt && new Date(user.banExpiresAt).getTime() <= now) return 'expired';
  return 'banned';
}

const PERMANENT_YEAR = new Date(PERMANENT_BAN_UNTIL).getUTCFullYear();

/** When a ban ends, as the admin reads it: a date and time, or null when it is permanent (2100). */
export function banEndTime(format: Formats, banExpiresAt: string | null): string | null {
  if (!banExpiresAt) return null;
  const end = new Date(banExpiresAt);
  return end.getUTCFullYear() >= PERMANENT_YEAR ? null : format.dateTime(end);
}
