import { sql } from 'drizzle-orm';
import type { Currency } from '#contracts/currency.constants.ts';
import { mailboxOf } from '../platform/mailbox.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  jsonb,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Money as an integer of its currency's minor unit, 64-bit in the database: cents for USD, whole
 * yen for JPY, fils for KWD (`#contracts/currency.constants.ts`). The `*_cents` columns keep
 * their names; their currency is their case's `currency`. Read as a JavaScript number, exact up
 * to 2^53 minor units: far above any total that gifts capped at MAX_DONATION can reach, so no
 * total is ever rounded.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

/** A moment, with its time zone. */
const moment = (name: string) => timestamp(name, { withTimezone: true });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () =>
  moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a row was made and when it last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A row that is part of another (a comment of a post, a like of a comment), deleted with it. */
const partOf = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row that belongs to a user and goes with their account. */
const ownerId = (name = 'user_id') => partOf(name, () => users.id);

/** A user's own row: its id, and the owner it goes with. */
const ownedRow = () => ({ id: id(), userId: ownerId() });

/** A user the row names (who made or decided it), let go when their account is deleted. */
const personId = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** A row of one donation case: kept back (`restrict`) or deleted with the case (`cascade`). */
const caseId = (onDelete: 'restrict' | 'cascade') =>
  uuid('donation_case_id')
    .notNull()
    .references(() => donationCases.id, { onDelete });

/** A request an admin decides once: its status, who decided it and when. */
const decision = () => ({
  status: text('status').notNull().default('pending'),
  decidedById: personId('decided_by_id'),
  decidedAt: moment('decided_at'),
});

/** What a log entry records: the action, on what, and its details. */
const logEntry = () => ({
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: uuid('target_id').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Where a cover's crop centres, in percent of the image across and down (its `object-position`):
 * the middle unless the author chose (decision 030).
 */
const coverFocus = () => ({
  coverFocusX: smallint('cover_focus_x').notNull().default(50),
  coverFocusY: smallint('cover_focus_y').notNull().default(50),
});

/** The cover's focal point lies on the image. */
const coverFocusInRange = (
  name: string,
  t: { coverFocusX: AnyPgColumn; coverFocusY: AnyPgColumn },
) => check(name, sql`${t.coverFocusX} between 0 and 100 and ${t.coverFocusY} between 0 and 100`);

/**
 * An address's double opt-in to an object's mails: it receives them once its owner follows the
 * mailed confirmation link, and an unsubscribe lasts until the owner confirms a new link.
 */
const mailSubscription = () => ({
  email: text('email').notNull(),
  /** Set when the owner follows a confirmation link; cleared by an unsubscribe. */
  confirmedAt: moment('confirmed_at'),
  unsubscribedAt: moment('unsubscribed_at'),
  /** SHA-256 of the one pending confirmation link's token; cleared once used or unsubscribed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  /** When the last confirmation link was mailed: it expires, and limits how often one goes. */
  confirmationSentAt: moment('confirmation_sent_at'),
  /** The language its owner asked in: the mails' and the confirmation's. */
  locale: text('locale'),
  createdAt: createdAt(),
});

/**
 * A subscription's indexes: one per object and address (any case), and the confirmation mails
 * an address got lately (the per-address limit).
 */
const mailSubscriptionIndexes = (
  table: string,
  object: string,
  t: { email: AnyPgColumn; confirmationSentAt: AnyPgColumn },
  objectId: AnyPgColumn,
) => [
  uniqueIndex(`${table}_${object}_email_key`).on(objectId, sql`lower(${t.email})`),
  index(`${table}_mailbox_sent_idx`).on(mailboxOf(t.email), t.confirmationSentAt),
];

/** Weighted full-text document: the title ranks above the (tag-stripped) body. */
const searchDocument = (title: string, body: string) =>
  sql`setweight(to_tsvector('english', coalesce(${sql.raw(title)}, '')), 'A') || setweight(to_tsvector('english', regexp_replace(coalesce(${sql.raw(body)}, ''), '<[^>]*>', ' ', 'g')), 'B')`;

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    dateOfBirth: date('date_of_birth'),
    profilePicture: text('profile_picture').notNull().default('/default-avatar.svg'),
    /** What the author says about themself on their profile and under their posts (plain text). */
    bio: text('bio').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPublisher: boolean('is_publisher').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpiresAt: moment('ban_expires_at'),
    /** Bumped on sign-out, password reset and ban: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    pushEnabled: boolean('push_enabled').notNull().default(false),
    /** The interface language the member chose (`LOCALES`); null until they choose one. */
    locale: text('locale'),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** A new address asked for and not yet confirmed from the link mailed to it. */
    pendingEmail: text('pending_email'),
    /** The address before the last confirmed change: its owner may undo the change until then. */
    previousEmail: text('previous_email'),
    previousEmailUntil: moment('previous_email_until'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_previous_email_lower_idx')
      .on(sql`lower(${t.previousEmail})`)
      .where(sql`${t.previousEmail} is not null`),
    // The admins' list of members, newest first, the id breaking ties (decision 041).
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** Accounts at identity providers (Google, Facebook) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('user_identities_user_idx').on(t.userId),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: ownerId('follower_id'),
    followingId: ownerId('following_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_following_idx').on(t.followingId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

export const posts = pgTable(
  'posts',
  {
    ...ownedRow(),
    /**
     * Unique among published posts only: a draft or scheduled post holds no address others can
     * notice; it gets its own (or a free one) when it goes out.
     */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    image: text('image').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    ...coverFocus(),
    category: text('category').notNull().default('uncategorized'),
    views: integer('views').notNull().default(0),
    /** The writer's own excerpt; empty: the first characters of the text stand in. */
    excerpt: text('excerpt').notNull().default(''),
    /** The language the post is written in: a canonical BCP 47 tag. */
    language: text('language').notNull().default('en'),
    /** draft | scheduled | published: only published posts are public. */
    status: text('status').notNull().default('published'),
    /** When a scheduled post goes out, or when a published one went out. */
    publishAt: moment('publish_at'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument('title', 'content')),
    /** When it was published (set again when a draft or a scheduled post goes out): lists' order. */
    ...timestamps(),
  },
  (t) => [
    check('posts_status_known', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    coverFocusInRange('posts_cover_focus_in_range', t),
    uniqueIndex('posts_published_slug_idx')
      .on(t.slug)
      .where(sql`${t.status} = 'published'`),
    index('posts_slug_idx').on(t.slug),
    // Each list order ends with the id in the same direction, so an index serves it (either way).
    index('posts_created_at_idx').on(t.createdAt, t.id),
    // The writer's own list by status, and an admin's list of every draft or scheduled post.
    index('posts_user_status_created_at_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('posts_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // The scheduler's claim: the due scheduled posts only.
    index('posts_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('posts_category_created_at_idx').on(t.category, t.createdAt, t.id),
    // A category's newest published posts (the candidates of "Related").
    index('posts_status_category_idx').on(t.status, t.category, t.createdAt, t.id),
    // Most read first among the published (deep pages seek in it: decision 041).
    index('posts_views_idx').on(t.status, t.views, t.createdAt, t.id),
    index('posts_user_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('posts_updated_at_idx').on(t.updatedAt),
    index('posts_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * Every word of the public posts' and narratives' titles and texts (lower case, as written), for
 * correcting a search's misspelt words by trigram similarity (decision 040). Filled by triggers
 * (migration `search_words`); words are never removed, a stale one only corrects to no match.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** A post as it was at each publish and each later change (the last 50 are kept). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: id(),
    postId: partOf('post_id', () => posts.id),
    /** Who saved this version (the post's author or an admin); null once their account is gone. */
    editorId: personId('editor_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull(),
    ...coverFocus(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_revisions_post_created_at_idx').on(t.postId, t.createdAt, t.id)],
);

/** The addresses a post had before its slug changed: they answer 301 to its address now. */
export const postSlugRedirects = pgTable('post_slug_redirects', {
  slug: text('slug').primaryKey(),
  postId: partOf('post_id', () => posts.id),
});

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: partOf('post_id', () => posts.id),
    userId: ownerId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    numberOfLikes: integer('number_of_likes').notNull().default(0),
    /**
     * published | pending: a new account's comment with a link waits for an admin, seen by its
     * author and admins only, until it is approved (published) or rejected (deleted).
     */
    status: text('status').notNull().default('published'),
    ...timestamps(),
  },
  (t) => [
    check('comments_status_known', sql`${t.status} in ('published', 'pending')`),
    // The admins' review queue, oldest first.
    index('comments_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('comments_post_created_at_idx').on(t.postId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
    // The admins' list of published comments, newest first, and their count (decision 041).
    index('comments_published_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: partOf('comment_id', () => comments.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId),
  ],
);

/** Users named with `@username` in a comment, kept so they can be notified. */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: partOf('comment_id', () => comments.id),
    userId: ownerId(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_mentions_user_idx').on(t.userId),
  ],
);

export const stories = pgTable(
  'stories',
  {
    ...ownedRow(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    country: text('country').notNull(),
    category: text('category').notNull().default('general'),
    contactPlatform: text('contact_platform').notNull().default('email'),
    contactUsername: text('contact_username').notNull(),
    /** `public` or `on_request`: then only `GET /api/story/{id}/contact` answers the contact. */
    contactVisibility: text('contact_visibility').notNull().default('public'),
    image: text('image').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    ...coverFocus(),
    /** The language the narrative is written in: a canonical BCP 47 tag. */
    language: text('language').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    /** An admin's optional word on a rejection, for the author; approval and edits clear it. */
    rejectionReason: text('rejection_reason'),
    views: integer('views').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(searchDocument('title', 'body')),
    ...timestamps(),
  },
  (t) => [
    coverFocusInRange('stories_cover_focus_in_range', t),
    // Each list order ends with the id in the same direction, so an index serves it.
    index('stories_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('stories_status_views_idx').on(t.status, t.views, t.createdAt, t.id),
    index('stories_status_category_idx').on(t.status, t.category, t.createdAt, t.id),
    index('stories_status_country_idx').on(t.status, t.country, t.createdAt, t.id),
    index('stories_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('stories_search_idx').using('gin', t.searchVector),
  ],
);

/** Anyone's request to take a narrative down, for admins to unpublish it or dismiss them. */
export const storyTakedowns = pgTable(
  'story_takedowns',
  {
    id: id(),
    storyId: partOf('story_id', () => stories.id),
    reason: text('reason').notNull(),
    /** The requester's, for admins only; null when they gave none. */
    email: text('email'),
    ...decision(),
    createdAt: createdAt(),
  },
  (t) => [
    index('story_takedowns_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('story_takedowns_story_status_idx').on(t.storyId, t.status),
  ],
);

export const donationCases = pgTable(
  'donation_cases',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    /** ISO 4217; every amount of the case, its gifts and its ledger is in its minor units. */
    currency: text('currency').$type<Currency>().notNull().default('USD'),
    goalAmountCents: cents('goal_amount_cents'),
    raisedAmountCents: cents('raised_amount_cents').notNull().default(0),
    /** The payment provider's fees on the case's gifts, from the ledger. */
    feesAmountCents: cents('fees_amount_cents').notNull().default(0),
    /** Money paid out to the person helped, net of reversals, from the ledger. */
    disbursedAmountCents: cents('disbursed_amount_cents').notNull().default(0),
    amountOptionsCents: cents('amount_options_cents')
      .array()
      .notNull()
      .default(sql`'{1000,2500,5000,10000}'::bigint[]`),
    active: boolean('active').notNull().default(true),
    /** Set instead of deleting a case that has transactions, so no record is lost. */
    archivedAt: moment('archived_at'),
    /** The approved narrative the case serves; a narrative has at most one case. */
    storyId: uuid('story_id')
      .unique()
      .references(() => stories.id, { onDelete: 'set null' }),
    /** Whether the public supporters list shows each gift's amount. */
    showAmounts: boolean('show_amounts').notNull().default(true),
    /** After this moment the case takes no more gifts, and its monthly gifts end. */
    endsAt: moment('ends_at'),
    /** What the case hopes to receive each month from monthly gifts, if it says. */
    monthlyTargetCents: cents('monthly_target_cents'),
    createdById: personId('created_by_id'),
    ...timestamps(),
  },
  (t) => [
    index('donation_cases_active_created_at_idx').on(t.active, t.createdAt),
    check('donation_cases_raised_nonnegative', sql`${t.raisedAmountCents} >= 0`),
    // The last guard against paying out more than the case holds.
    check(
      'donation_cases_held_nonnegative',
      sql`${t.raisedAmountCents} - ${t.feesAmountCents} - ${t.disbursedAmountCents} >= 0`,
    ),
  ],
);

/** Receipt numbers: one per completed donation, in the order they complete, never reused. */
export const donationReceiptNumbers = pgSequence('donation_receipt_numbers', { startWith: 1 });

export const donationTransactions = pgTable(
  'donation_transactions',
  {
    id: id(),
    donationCaseId: caseId('restrict'),
    amountCents: cents('amount_cents').notNull(),
    donorName: text('donor_name').notNull().default('Anonymous'),
    donorEmail: text('donor_email'),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull().default('none'),
    /** The payment provider's reference (for Stripe, the Checkout session id). */
    providerReference: text('provider_reference').unique(),
    /** The Idempotency-Key hashed with the client that sent it (`record-donation.ts`). */
    idempotencyKey: text('idempotency_key').unique(),
    /**
     * The donor ticked "Send me updates about this case": in-app updates for a signed-in donor;
     * e-mail ones only once the address confirms (`caseUpdateSubscriptions`). An unsubscribe clears it.
     */
    wantsUpdates: boolean('wants_updates').notNull().default(false),
    /** The signed-in donor, for in-app case updates; never shown to anyone. */
    donorUserId: personId('donor_user_id'),
    /** The donor chose to show their name and message on the supporters list. */
    showPublicly: boolean('show_publicly').notNull().default(false),
    /** The language the donor gave in (`LOCALES`): their receipt's and mails'; null is the default. */
    locale: text('locale'),
    /** An admin hid the public message (`hide-supporter-message.ts`). */
    messageHiddenAt: moment('message_hidden_at'),
    /** From `donation_receipt_numbers`, given when the donation completes. */
    receiptNumber: bigint('receipt_number', { mode: 'number' }).unique(),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
    /**
     * A pledge an admin recorded as received (`receive-pledge.ts`): what was pledged, when
     * `amount_cents` became the amount that arrived; how and with what reference it came.
     */
    pledgedAmountCents: cents('pledged_amount_cents'),
    receivedMethod: text('received_method'),
    receivedReference: text('received_reference'),
    /** A pledge an admin marked as never paid (`lapse-pledge.ts`); the row is kept. */
    lapsedAt: moment('lapsed_at'),
    lapseReason: text('lapse_reason'),
    /** The payment provider's fee on this gift (Stripe's balance transaction), once known. */
    feeCents: cents('fee_cents'),
    /** The provider's payment (Stripe's payment intent) that paid this gift, for reconciliation. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** The monthly gift whose paid invoice this is (`provider_reference` is the invoice id). */
    monthlyGiftId: uuid('monthly_gift_id').references((): AnyPgColumn => monthlyGifts.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    // The supporters list: a case's completed gifts, newest first.
    index('donation_transactions_case_status_completed_idx').on(
      t.donationCaseId,
      t.status,
      t.completedAt,
      t.id,
    ),
    // The admins' list of a case's transactions, newest first.
    index('donation_transactions_case_created_at_idx').on(t.donationCaseId, t.createdAt, t.id),
    // Who hears of a case's updates.
    index('donation_transactions_update_recipients_idx')
      .on(t.donationCaseId)
      .where(sql`${t.wantsUpdates} and ${t.status} = 'completed'`),
    // Receipts mailed to one mailbox lately (the per-mailbox receipt limit).
    index('donation_transactions_donor_mailbox_idx').on(mailboxOf(t.donorEmail), t.completedAt),
    // The gifts paid through Stripe lately, compared with Stripe's balance (the reconciliation).
    index('donation_transactions_stripe_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.provider} = 'stripe' and ${t.status} = 'completed'`),
    // A donor's own record: the gifts made while signed in, and those left with an address.
    index('donation_transactions_donor_user_created_at_idx').on(t.donorUserId, t.createdAt),
    index('donation_transactions_donor_email_created_at_idx').on(
      sql`lower(${t.donorEmail})`,
      t.createdAt,
    ),
    // The addresses January's annual statements go to: a year's completed gifts with an address.
    index('donation_transactions_completed_with_email_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed' and ${t.donorEmail} is not null`),
    // A monthly gift's paid invoices.
    index('donation_transactions_monthly_gift_idx')
      .on(t.monthlyGiftId, t.completedAt)
      .where(sql`${t.monthlyGiftId} is not null`),
    check('donation_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Numbers of the donors' annual statements, in the order they are first made. */
export const donorStatementNumbers = pgSequence('donor_statement_numbers', { startWith: 1 });

/**
 * A donor's annual statement (`annual-statement.ts`): numbered once, the first time it is read or
 * mailed, and mailed in January at most once (`mailed_at`). The donor is an account, or for gifts
 * left with an address and no account, that address, kept only as a hash (`donor_key`).
 */
export const donorStatements = pgTable(
  'donor_statements',
  {
    id: id(),
    year: integer('year').notNull(),
    /** `account:{user id}` or `address:{SHA-256 of the lower-cased address}`. */
    donorKey: text('donor_key').notNull(),
    /** An account's statement goes with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `2026-000123`: the year and a number from `donor_statement_numbers`. */
    number: text('number').notNull().unique(),
    mailedAt: moment('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('donor_statements_year_donor_key').on(t.year, t.donorKey)],
);

/**
 * A case's money trail, append-only: each gift received and its fee, each disbursement to the
 * person helped, and each reversal correcting a mistaken disbursement (both stay). Amounts are
 * positive cents; the type says which way they go.
 */
export const donationLedgerEntries = pgTable(
  'donation_ledger_entries',
  {
    id: id(),
    donationCaseId: caseId('restrict'),
    type: text('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    occurredAt: moment('occurred_at').notNull(),
    /** The gift a `gift` or `fee` entry records. */
    transactionId: uuid('transaction_id').references(() => donationTransactions.id, {
      onDelete: 'restrict',
    }),
    /** A disbursement's payee, as a pseudonym or role ("the family"), never a contact. */
    payee: text('payee'),
    purpose: text('purpose'),
    method: text('method'),
    /** URLs of the stored evidence files (images, PDFs). */
    evidence: text('evidence')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The disbursement a `reversal` corrects; each is reversed at most once. */
    reversesEntryId: uuid('reverses_entry_id')
      .unique()
      .references((): AnyPgColumn => donationLedgerEntries.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdById: personId('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('donation_ledger_entries_case_occurred_at_idx').on(t.donationCaseId, t.occurredAt, t.id),
    // The admins' "Updates due": disbursements by age, for every case at once.
    index('donation_ledger_entries_disbursed_at_idx')
      .on(t.occurredAt, t.donationCaseId)
      .where(sql`${t.type} = 'disbursement'`),
    uniqueIndex('donation_ledger_entries_transaction_type_idx').on(t.transactionId, t.type),
    check('donation_ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What the last reconciliation with Stripe found wrong (`reconcile-stripe-ledger.ts`): open
 * while it is still found, resolved (kept, with its time) once a later run no longer finds it.
 */
export const ledgerReconciliationItems = pgTable(
  'ledger_reconciliation_items',
  {
    id: id(),
    /** What disagrees, e.g. the fee; one open item per kind and payment (`key`). */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    transactionId: uuid('transaction_id').references(() => donationTransactions.id, {
      onDelete: 'restrict',
    }),
    /** Stripe's payment intent, when Stripe knows the payment. */
    providerPaymentId: text('provider_payment_id'),
    /**
     * What the ledger says and what Stripe says, in minor units of the gift's case's currency;
     * null where one side has nothing.
     */
    ledgerCents: cents('ledger_cents'),
    stripeCents: cents('stripe_cents'),
    /** Stripe's currency of a payment no gift records (with a gift, its case's applies). */
    currency: text('currency').$type<Currency>(),
    foundAt: moment('found_at').notNull(),
    resolvedAt: moment('resolved_at'),
  },
  (t) => [
    uniqueIndex('ledger_reconciliation_items_open_key_idx')
      .on(t.key)
      .where(sql`${t.resolvedAt} is null`),
    index('ledger_reconciliation_items_found_at_idx').on(t.foundAt, t.id),
  ],
);

/**
 * A donor's monthly gift to a case: a Stripe subscription. `pending` until its checkout is paid,
 * then `active` or `paused` (by the donor), until `cancelled` (by the donor) or `ended` (its case
 * closed or reached its end, `ends_reason`). Each paid invoice is a completed gift of its own in
 * `donation_transactions`.
 */
export const monthlyGifts = pgTable(
  'monthly_gifts',
  {
    id: id(),
    donationCaseId: caseId('cascade'),
    /** The signed-in donor, for "My giving"; never shown to anyone else. */
    donorUserId: personId('donor_user_id'),
    donorName: text('donor_name').notNull().default('Anonymous'),
    donorEmail: text('donor_email'),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    /** The language the donor started the gift in: its receipts' and mails'. */
    locale: text('locale'),
    checkoutSessionId: text('checkout_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    /** Why it stopped: `donor`, `case-closed` or `case-ended`. */
    endsReason: text('ends_reason'),
    endedAt: moment('ended_at'),
    /** When its donor was told the case ends in a week (once). */
    endNoticeSentAt: moment('end_notice_sent_at'),
    /** The last invoice whose failure the donor was told of (one mail per failed invoice). */
    lastFailedInvoiceId: text('last_failed_invoice_id'),
    ...timestamps(),
  },
  (t) => [
    // A case's monthly supporters and income; the gifts to end with their case.
    index('monthly_gifts_case_status_idx').on(t.donationCaseId, t.status),
    // A donor's own monthly gifts ("My giving"), newest first.
    index('monthly_gifts_donor_user_idx').on(t.donorUserId, t.createdAt),
    index('monthly_gifts_donor_email_idx').on(sql`lower(${t.donorEmail})`, t.createdAt),
    check('monthly_gifts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** News an admin posts on a case, listed on its page and sent to the donors who asked. */
export const donationCaseUpdates = pgTable(
  'donation_case_updates',
  {
    id: id(),
    donationCaseId: caseId('cascade'),
    title: text('title').notNull(),
    /** Sanitized rich text (`platform/sanitize-html.ts`). */
    body: text('body').notNull(),
    /** The date the update is about, shown on the page; the moment of posting by default. */
    postedAt: moment('posted_at').notNull().defaultNow(),
    createdById: personId('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('donation_case_updates_case_posted_at_idx').on(t.donationCaseId, t.postedAt, t.id)],
);

/**
 * Who receives a case's updates by e-mail: one row per case and address (double opt-in). A gift
 * that asks for updates only mails a confirmation link.
 */
export const caseUpdateSubscriptions = pgTable(
  'case_update_subscriptions',
  { id: id(), donationCaseId: caseId('cascade'), ...mailSubscription() },
  (t) => mailSubscriptionIndexes('case_update_subscriptions', 'case', t, t.donationCaseId),
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: ownerId('reporter_id'),
    targetType: text('target_type').notNull(),
    /** Post or comment id; not a foreign key, so a report outlives its deleted target. */
    targetId: uuid('target_id').notNull(),
    contentOwnerId: personId('content_owner_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    reviewedById: personId('reviewed_by_id'),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // The admins' list of every report, newest first.
    index('reports_created_at_idx').on(t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    uniqueIndex('reports_one_pending_per_reporter_target')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const publisherRequests = pgTable(
  'publisher_requests',
  {
    ...ownedRow(),
    reason: text('reason').notNull(),
    ...decision(),
    /** The admin's reason for a rejection, given to the applicant; null when none was given. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('publisher_requests_status_created_at_idx').on(t.status, t.createdAt),
    uniqueIndex('publisher_requests_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: ownerId('recipient_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    postSlug: text('post_slug'),
    donationId: uuid('donation_id'),
    triggeredById: personId('triggered_by_id'),
    /** Identifies the event (for example a like of one comment by one user) so it notifies once. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_created_at_idx').on(t.recipientId, t.createdAt),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.read} = false`),
    uniqueIndex('notifications_recipient_dedupe_key').on(t.recipientId, t.dedupeKey),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRow(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One row per signed-in device: its token carries the row's id, and a token whose row is gone
 * (signed out there, or everywhere) is refused.
 */
export const sessions = pgTable(
  'sessions',
  {
    ...ownedRow(),
    /** The user agent summarized ("Android phone", "Firefox"): never the raw header. */
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    /** The client's network, not its address: /24 for IPv4, /64 for IPv6. */
    network: text('network').notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute. */
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    /** The last proof that the owner was present (a sign-in, the password, a second factor). */
    provenAt: moment('proven_at'),
  },
  (t) => [index('sessions_user_last_used_idx').on(t.userId, t.lastUsedAt)],
);

/** Single-use links sent by mail (e-mail verification, password reset); only hashes are kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...ownedRow(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/**
 * An account's authenticator app (TOTP). The secret is sealed with a key derived from the JWT
 * secret (`platform/secret-box.ts`); it counts as a second factor once `enabledAt` is set, after
 * a first valid code. `lastUsedStep` is the 30-second step of the last accepted code: a code is
 * accepted once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  enabledAt: moment('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, SHA-256 hashed; a used one keeps its row with `usedAt`. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    ...ownedRow(),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys and security keys), named by their owner. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    lastUsedAt: moment('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_passkeys_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use secrets of the second-factor flows: a sign-in ticket (after the
 * password, before the second factor) and the WebAuthn challenges. Only a SHA-256 hash of the
 * ticket or challenge is kept; a row is deleted when it is used.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    /** Null for a passkey sign-in, which names nobody until the passkey answers. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** A sign-in ticket's WebAuthn challenge, once asked for. */
    webauthnChallenge: text('webauthn_challenge'),
    failures: integer('failures').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_challenges_expires_at_idx').on(t.expiresAt)],
);

/** Who did what to whom and when, for every admin action (bans, roles, approvals, deletions). */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    actorId: personId('actor_id'),
    /** The actor's name at the time, kept when the account is gone. */
    actorUsername: text('actor_username').notNull(),
    ...logEntry(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_at_idx').on(t.createdAt, t.id),
    index('moderation_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * Sensitive reads and account-wide actions (`platform/audit-log.ts`): a contact shown on request,
 * an admin's view of donor details, a member's export or deletion of their account. Unlike the
 * moderation log, anyone may be the actor (a visitor too), and the client's network is kept.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for a visitor, or once the account is gone. */
    actorId: personId('actor_id'),
    /** The actor's name at the time; null for a visitor. */
    actorUsername: text('actor_username'),
    ...logEntry(),
    /** The client address cut to its network (`platform/address-network.ts`), never whole. */
    clientNetwork: text('client_network'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt, t.id),
  ],
);

/**
 * Mail and push waiting to go out. A message is written with the change that causes it, delivered
 * by whichever process claims it first, retried with growing delays, and deleted once delivered.
 * One that keeps failing stays with `failed_at` set, for the operator to look at.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** The last failure in a few words (never the payload). */
    lastError: text('last_error'),
    failedAt: moment('failed_at'),
    /** The process delivering it now (`platform/outbox.ts`); null while it waits. */
    claimedBy: uuid('claimed_by'),
    /** The mailing a mail belongs to (`new_post:<slug>`, `digest:daily:<day>`), for its status. */
    mailing: text('mailing'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.failedAt} is null`),
  ],
);

/**
 * The mails of each mailing handed to the mail server (`platform/outbox.ts`); those queued,
 * deferred or failed are still in `outbox_messages`, so the status is read from both.
 */
export const mailings = pgTable('mailings', {
  mailing: text('mailing').primaryKey(),
  sent: integer('sent').notNull().default(0),
  lastSentAt: moment('last_sent_at'),
});

/**
 * The rate limits' hit counters when the app runs on PostgreSQL, shared by every process
 * (`platform/database-counter-store.ts`). The table is UNLOGGED (in its migration): counts are
 * worth no WAL, and a crash may forget them. Times are epoch milliseconds.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
    lastHitAt: bigint('last_hit_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_windows_resets_at_idx').on(t.resetsAt)],
);

/**
 * Jobs that run on a schedule in every process but must run once across them: each run is
 * claimed by moving `next_run_at` on in one statement (`platform/job-claims.ts`).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: moment('next_run_at').notNull(),
  lastRunAt: moment('last_run_at'),
});

/**
 * A member's channels for one kind of notification (`NOTIFICATION_SETTING_TYPES`). A type
 * without a row takes the defaults (`defaultChannels`): no row is written until they choose.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: ownerId(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A member's digest choice (`DIGEST_CHOICES`): none until they choose, which reads as off. */
export const notificationDigests = pgTable('notification_digests', {
  userId: ownerId().primaryKey(),
  digest: text('digest').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Each member's digest of one period, once (`notifications/send-digests.ts`): the row is written
 * in the transaction that queues the mail, so of processes that build it at once one sends it.
 * A period with nothing new is kept too, with no items, and sends nothing.
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    userId: ownerId(),
    /** `daily:2026-11-27` or `weekly:2026-11-23`: the choice and the period's first day (UTC). */
    period: text('period').notNull(),
    items: integer('items').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    index('digest_sends_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Each event delivered once to each person, whatever channels carry it: the notification row is
 * not there to say so when the member turned in-app off (`notifications/notify.ts`).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    recipientId: ownerId('recipient_id'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.dedupeKey] }),
    index('notification_deliveries_created_at_idx').on(t.createdAt),
  ],
);

/** Visitors who get an author's new posts by e-mail: one row per author and address. */
export const authorSubscriptions = pgTable(
  'author_subscriptions',
  { id: id(), authorId: ownerId('author_id'), ...mailSubscription() },
  (t) => mailSubscriptionIndexes('author_subscriptions', 'author', t, t.authorId),
);

/**
 * Daily counts, one row per UTC day and subject, its counters added to in place (`stats/`): a
 * post's or narrative's views (from the views flush) and a post's comments and likes; an
 * author's new followers; a case's completed gifts and their money (in the case's currency);
 * the site's new members, posts and narratives (`subject_id` the nil uuid). No row per view.
 */
export const dailyStats = pgTable(
  'daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** post | story | author | case | site */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    followers: integer('followers').notNull().default(0),
    gifts: integer('gifts').notNull().default(0),
    giftsAmountCents: cents('gifts_amount_cents').notNull().default(0),
    members: integer('members').notNull().default(0),
    posts: integer('posts').notNull().default(0),
    narratives: integer('narratives').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId, t.day] }),
    index('daily_stats_type_day_idx').on(t.subjectType, t.day),
  ],
);
