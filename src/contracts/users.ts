import { z } from 'zod';
import { ageInYears, isEmail, MESSAGES, USERNAME_PATTERN } from './auth.ts';
import { LOCALES, UNSUPPORTED_LOCALE } from './i18n/locales.ts';
import { currentPasswordField } from './sessions.ts';
import {
  canSchema,
  idSchema,
  limitParam,
  listResponseSchema,
  messageResponseSchema,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  multilineText,
  optionalMultilineText,
  pageQuerySchema,
  startIndexParam,
  text,
} from './common.ts';
import type { BanDuration } from './users.constants.ts';
import {
  BAN_DURATIONS,
  BIO_MAX_LENGTH,
  BIO_TOO_LONG,
  DEFAULT_BAN_REASON,
  FOLLOW_LIST_PAGE_SIZE,
  USERS_PAGE_SIZE,
  isImageReference,
} from './users.constants.ts';

export * from './users.constants.ts';

/** The author or actor as lists embed them. */
export const userSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  profilePicture: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/**
 * What the signed-in viewer may do with the account (all false for a visitor); `moderate` is
 * banning it or changing its publisher flag.
 */
export const accountCanSchema = canSchema('edit', 'delete', 'moderate', 'follow');

/**
 * What anyone may read about an account: the spec's User without the private fields. `followers`
 * and `following` are id lists of at most ID_LIST_CAP (the caller's own id is in `followers`
 * whenever the caller follows the user, and in `following` whenever the user follows the
 * caller); the exact figures are `followersCount` and `followingCount`.
 */
export const publicUserSchema = userSummarySchema.extend({
  /** What the user says about themself, plain text; empty when they have said nothing. */
  bio: z.string(),
  isAdmin: z.boolean(),
  isPublisher: z.boolean(),
  verified: z.boolean(),
  followers: z.array(z.string()),
  following: z.array(z.string()),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  /** Whether the signed-in caller follows this user (false for visitors). */
  isFollowing: z.boolean(),
  createdAt: z.string(),
  can: accountCanSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What the user themself and admins may read. */
export const privateUserSchema = publicUserSchema.extend({
  email: z.string(),
  /** A new address waiting for the link mailed to it; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  banExpiresAt: z.string().nullable(),
  pushEnabled: z.boolean(),
  /** The interface language the user chose (`GET /api/site/locales`); null until they choose. */
  locale: z.enum(LOCALES).nullable(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

export const sessionUserSchema = privateUserSchema.extend({ token: z.string() });
export type SessionUserResponse = z.infer<typeof sessionUserSchema>;

/** The answer of a sign-in: the signed-in user with the token. */
export const signInResponseSchema = sessionUserSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Either shape: the server decides by who is asking. */
export const userResponseSchema = z.union([privateUserSchema, publicUserSchema]);

export const userListItemSchema = userSummarySchema.extend({
  isAdmin: z.boolean(),
  isPublisher: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** A HEAD answer: the status says it all. */
export const tokenCheckResponseSchema = z.void();

/** The member's own data, a zip of JSON files to download. */
export const accountExportSchema = z.unknown().describe('application/zip');

export const usernameParamsSchema = z.object({ username: text().min(1).max(50) });

/** The user search answers 5 by default (mention suggestions), at most 20. */
const USER_SEARCH_DEFAULT = 5;
const USER_SEARCH_MAX = 20;

export const userSearchQuerySchema = z.object({
  username: text().trim().max(50).default(''),
  limit: limitParam(USER_SEARCH_DEFAULT, USER_SEARCH_MAX),
});

export const followListQuerySchema = pageQuerySchema(FOLLOW_LIST_PAGE_SIZE).extend({
  username: text().trim().max(50).optional(),
});

/** A page of followers or followings, a bare array as the spec reads it. */
export const followListResponseSchema = z.array(userListItemSchema);

export const userSearchResponseSchema = listResponseSchema('users', userListItemSchema);
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/** The answer of a follow or an unfollow, with the followed account's new follower count. */
export const followResponseSchema = messageResponseSchema.extend({
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** A bio as sent: trimmed plain text (line breaks kept), empty to clear it. */
const bioField = () => multilineText().trim().max(BIO_MAX_LENGTH, BIO_TOO_LONG);

/** The profile tab's bio form. */
export const bioFormSchema = z.object({ bio: bioField() });
export type BioFormInput = z.input<typeof bioFormSchema>;

export const updateUserSchema = z
  .object({
    username: text().trim().optional(),
    email: text().trim().optional(),
    password: text().optional(),
    dateOfBirth: text().trim().optional(),
    profilePicture: text().trim().max(500).optional(),
    bio: bioField().optional(),
    /** The interface language, one of the shipped locales; null forgets the choice. */
    locale: z.enum(LOCALES, { message: UNSUPPORTED_LOCALE }).nullable().optional(),
    /** Proof of presence for a new e-mail or password (`assertRecentProof`); not a change. */
    currentPassword: currentPasswordField(),
  })
  .superRefine((body, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    const { currentPassword: _proof, ...fields } = body;
    const changed = Object.values(fields).filter((value) => value !== undefined);
    if (changed.length === 0) return fail('No changes made');
    if (body.username !== undefined && !USERNAME_PATTERN.test(body.username))
      return fail(MESSAGES.username);
    if (body.email !== undefined) {
      if (!body.email.includes('@')) return fail(MESSAGES.emailNeedsAt);
      if (!isEmail(body.email)) return fail(MESSAGES.invalidEmail);
    }
    if (body.password !== undefined && body.password.length < MIN_PASSWORD_LENGTH)
      return fail(MESSAGES.passwordTooShort);
    if (body.dateOfBirth !== undefined) {
      const age = ageInYears(body.dateOfBirth);
      if (Number.isNaN(age)) return fail(MESSAGES.invalidDate);
      if (age < MIN_AGE_YEARS) return fail(MESSAGES.tooYoungToUse);
    }
    if (body.profilePicture !== undefined && !isImageReference(body.profilePicture))
      return fail('Invalid profile picture');
  });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** The owner gets a fresh `token` with their account; an admin gets the account. */
export const updateUserResponseSchema = z.union([sessionUserSchema, userResponseSchema]);

export const getUsersQuerySchema = z.object({
  searchTerm: text().trim().max(100).optional(),
  role: z
    .enum(['all', 'admin', 'publisher', 'user'], {
      message: 'role must be all, admin, publisher or user',
    })
    .default('all'),
  status: z
    .enum(['all', 'active', 'banned'], { message: 'status must be all, active or banned' })
    .default('all'),
  verified: z
    .enum(['all', 'true', 'false'], { message: 'verified must be all, true or false' })
    .default('all'),
  startIndex: startIndexParam,
  limit: limitParam(USERS_PAGE_SIZE),
});
export type UsersQuery = z.output<typeof getUsersQuerySchema>;

export const usersPageResponseSchema = listResponseSchema('users', privateUserSchema, [
  'totalUsers',
  'lastMonthUsers',
]);
export type UsersPage = z.infer<typeof usersPageResponseSchema>;

export const updateRoleSchema = z.object({
  userId: z.uuid({ message: 'Invalid user id' }),
  isPublisher: z.boolean({ message: 'isPublisher must be true or false' }),
});
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;

export const unbanParamsSchema = z.object({ userId: idSchema });

export const banSchema = z.object({
  userId: z.uuid({ message: 'Invalid user id' }),
  duration: z.enum(Object.keys(BAN_DURATIONS) as [BanDuration, ...BanDuration[]], {
    message: 'Please choose a ban duration from the list',
  }),
  reason: optionalMultilineText(
    500,
    'The reason can be at most 500 characters',
    DEFAULT_BAN_REASON,
  ),
});
export type BanInput = z.input<typeof banSchema>;
