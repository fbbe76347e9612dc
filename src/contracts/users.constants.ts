import type { Locale } from './i18n/locales.ts';

/**
 * The signed-in user as the web keeps it in its persisted state: the account fields and when the
 * session ends (the token's `exp` claim, in seconds since the epoch). The token itself stays in
 * the httpOnly cookie, out of reach of any script.
 */
export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  profilePicture: string;
  isAdmin: boolean;
  isPublisher: boolean;
  verified: boolean;
  tokenExpiresAt: number;
  createdAt: string;
  /** The interface language the member chose; null until they choose (absent in older copies). */
  locale?: Locale | null;
}

/** Profile picture a new account starts with, served by the web app. */
export const DEFAULT_PROFILE_PICTURE = '/default-avatar.svg';

export const FOLLOW_LIST_PAGE_SIZE = 50;

/** A bio is plain text of at most this many characters, once trimmed. */
export const BIO_MAX_LENGTH = 300;

export const BIO_TOO_LONG = `Your bio can be at most ${BIO_MAX_LENGTH} characters`;

/** The author's posts and narratives on their profile come this many at a time. */
export const PROFILE_LIST_PAGE_SIZE = 9;

/** Pictures are uploads of this site or https images. */
export const isImageReference = (value: string) =>
  value.startsWith('/uploads/') || value === DEFAULT_PROFILE_PICTURE || /^https:\/\//.test(value);

export const USERS_PAGE_SIZE = 9;

/** Ban lengths of the spec; `permanent` lasts until the year 2100. */
export const BAN_DURATIONS = {
  '30m': { label: '30 minutes', minutes: 30 },
  '1h': { label: '1 hour', minutes: 60 },
  '12h': { label: '12 hours', minutes: 12 * 60 },
  '1d': { label: '1 day', minutes: 24 * 60 },
  '3d': { label: '3 days', minutes: 3 * 24 * 60 },
  '1w': { label: '1 week', minutes: 7 * 24 * 60 },
  '2w': { label: '2 weeks', minutes: 14 * 24 * 60 },
  '1m': { label: '1 month', minutes: 30 * 24 * 60 },
  '3m': { label: '3 months', minutes: 90 * 24 * 60 },
  '6m': { label: '6 months', minutes: 180 * 24 * 60 },
  '1y': { label: '1 year', minutes: 365 * 24 * 60 },
  '2y': { label: '2 years', minutes: 730 * 24 * 60 },
  permanent: { label: 'Permanent', minutes: null },
} as const;

export type BanDuration = keyof typeof BAN_DURATIONS;

export const DEFAULT_BAN_DURATION: BanDuration = '1d';

export const DEFAULT_BAN_REASON = 'Violation of terms of service';

export const PERMANENT_BAN_UNTIL = '2100-01-01T00:00:00.000Z';

/** When a ban of that length, starting now, ends. */
export function banEndsAt(duration: BanDuration, now = new Date()): Date {
  const { minutes } = BAN_DURATIONS[duration];
  return minutes === null
    ? new Date(PERMANENT_BAN_UNTIL)
    : new Date(now.getTime() + minutes * 60_000);
}

/**
 * What deleting an account does to each kind of its data, as the owner reads it before they
 * confirm; `features/users/delete-user.ts` does exactly this.
 */
export const ACCOUNT_DELETION_STATEMENT = [
  {
    kind: 'Profile',
    what: 'Deleted: your username, e-mail, picture, bio, birth date, password and linked Google or Facebook sign-ins. Every session and device is signed out.',
  },
  {
    kind: 'Posts',
    what: 'Deleted, drafts and scheduled posts too, with every comment on them.',
  },
  { kind: 'Narratives', what: 'Deleted, whatever their status.' },
  { kind: 'Comments', what: 'Deleted, with the replies other people wrote to them.' },
  { kind: 'Likes', what: 'Removed; the comments you liked count one like fewer.' },
  { kind: 'Follows', what: 'Removed both ways; the counts others see drop.' },
  {
    kind: 'Notifications',
    what: 'Yours are deleted, and so are those you caused other people to receive.',
  },
  {
    kind: 'Gifts',
    what: 'Kept in the donation ledger under "Anonymous", so the totals do not change: your name, e-mail, message and the link to your account are removed.',
  },
  {
    kind: 'Records',
    what: "The admins' audit log keeps a line saying that your account was deleted, with your username and when.",
  },
] as const;
