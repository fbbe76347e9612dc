import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ThrottledAction } from '../config.ts';
import { isNewAccount } from './account-trust.ts';
import { AuthLimits } from './auth-limits.ts';
import { clientAddress } from './client-address.ts';
import { MemoryCounterStore, type CounterStore } from './counter-store.ts';
import { DatabaseCounterStore } from './database-counter-store.ts';
import { errorResponses, HttpError } from './errors.ts';
import { mailboxKey } from './mailbox.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, reset and verification-mail requests, per client address. */
    authLimit: preHandlerAsyncHookHandler;
    /** Bad reset links per client address, and mails per mailbox (`auth-limits.ts`). */
    authLimits: AuthLimits;
    /** Failed sign-ins, per account and client address, and per address (`sign-in-throttle.ts`). */
    signInThrottle: SignInThrottle;
    /** Donations per client address: over every case, and to one case. */
    donationLimit: preHandlerAsyncHookHandler;
    /** Per signed-in user, so one account cannot flood a post or everyone's notifications. */
    userLimits: Record<ThrottledAction, preHandlerAsyncHookHandler>;
    /** Uploads per client address, over every account using it. */
    uploadAddressLimit: preHandlerAsyncHookHandler;
    /** Contacts shown on request, per client address: a scraper cannot harvest the numbers. */
    storyContactLimit: preHandlerAsyncHookHandler;
    /** Takedown requests per client address, signed in or not. */
    takedownLimit: preHandlerAsyncHookHandler;
    /** Comments and replies per hour of an account that has not earned trust yet. */
    newAccountCommentLimit: preHandlerAsyncHookHandler;
    /** Downloads of a member's own data, per member: each one reads everything they have. */
    accountExportLimit: preHandlerAsyncHookHandler;
    /** Giving-record links asked for, per client address, and per client address and mailbox. */
    recordsLinkLimit: preHandlerAsyncHookHandler;
    /** Visitors' e-mail subscriptions asked for, as giving-record links are. */
    subscriptionLimit: preHandlerAsyncHookHandler;
  }
}

const MINUTE = 60_000;

/** Contacts one client address may read in `STORY_CONTACT_WINDOW_MS`, and takedowns per hour. */
export const STORY_CONTACTS_PER_ADDRESS = 10;
export const STORY_CONTACT_WINDOW_MS = 15 * MINUTE;
export const TAKEDOWNS_PER_ADDRESS_PER_HOUR = 5;
export const ACCOUNT_EXPORTS_PER_HOUR = 5;
/** Giving-record links one client address may ask for in 15 minutes, and for one mailbox. */
export const RECORDS_LINKS_PER_ADDRESS = 10;
export const RECORDS_LINKS_PER_ADDRESS_AND_MAILBOX = 3;

/** What a 429 says there were too many of, as the catalog's message names it. */
const TOO_MANY_OF: Record<string, string> = {
  comments: 'comments',
  'contacts shown': 'contactsShown',
  'removal requests': 'removalRequests',
  requests: 'requests',
  downloads: 'downloads',
};

/** How long to wait, in minutes under two hours, else in hours. */
function waitOf(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return minutes < 120
    ? { text: `${minutes} minute(s)`, unit: 'minutes', count: minutes }
    : { text: `${Math.ceil(minutes / 60)} hour(s)`, unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** The answer to a request over a limit: 429 with when to try again. */
export function tooManyAttempts(waitMs: number, what = 'attempts') {
  const { text, unit, count } = waitOf(waitMs);
  return new HttpError(429, `Too many ${what}. Please try again in ${text}.`, undefined, {
    id: 'common.tooMany',
    values: { what: TOO_MANY_OF[what] ?? 'attempts', unit, count },
  });
}

interface KeyedLimit {
  /** The key this request counts against, or null when it names none. */
  key: (request: FastifyRequest) => string | null | Promise<string | null>;
  max: number;
}

/** A preHandler that counts the request against every limit and refuses it when any is over. */
export function keyedLimit(
  store: CounterStore,
  name: string,
  windowMs: number,
  limits: KeyedLimit[],
  /** What the 429 says there were too many of. */
  what?: string,
): preHandlerAsyncHookHandler {
  return async function rateLimit(request) {
    let resetsAt = 0;
    for (const limit of limits) {
      const key = await limit.key(request);
      if (!key) continue;
      const window = await store.hit(`${name}:${key}`, windowMs);
      if (window.count > limit.max) resetsAt = Math.max(resetsAt, window.resetsAt);
    }
    if (resetsAt > 0) throw tooManyAttempts(resetsAt - Date.now(), what);
  };
}

/** A field of the body or the path, as a key: trimmed, lower-cased, at most 254 characters. */
const field = (request: FastifyRequest, name: string): string | null => {
  const sources = [request.body, request.params] as (Record<string, unknown> | undefined)[];
  for (const source of sources) {
    const value = source?.[name];
    if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().slice(0, 254);
  }
  return null;
};

/** The mailbox a body's `email` reaches, from the client address: counted apart from others. */
const mailboxFromAddress = (request: FastifyRequest) => {
  const email = field(request, 'email');
  return email && `${clientAddress(request)}:${mailboxKey(email)}`;
};

/** The signed-in caller's id; a visitor counts against nothing (the route refuses them). */
const viewerId = async (request: FastifyRequest) => (await request.optionalViewer())?.id ?? null;

/** The case a donation names, from the client address: counted apart from other addresses. */
const caseFromAddress = (request: FastifyRequest) => {
  const caseId = field(request, 'donationCaseId');
  return caseId && `${caseId}:${clientAddress(request)}`;
};

/**
 * No limit here counts what the request names (an account, a case, an address) over every
 * client: strangers could fill such a count and lock out its owner. Each counts the client
 * (its address, or the signed-in caller), or the pair of the client and what it names.
 *
 * Every limit of ours counts in one `CounterStore`: in the database when it is PostgreSQL, so
 * that N app processes allow what one does, else in this process's memory.
 */
function counterStoreFor(app: FastifyInstance): CounterStore {
  if (app.database.kind !== 'postgres') return new MemoryCounterStore();
  const store = new DatabaseCounterStore(app.db);
  app.addHook('onClose', async () => store.close());
  return store;
}

/** A new account's comments in the last hour, counted only while it is new. */
function newAccountCommentLimit(app: FastifyInstance, store: CounterStore) {
  const limits = app.config.newAccounts;
  return async function rateLimit(request: FastifyRequest) {
    const viewer = await request.optionalViewer();
    if (!viewer || !(await isNewAccount(app.db, limits, viewer.id))) return;
    const window = await store.hit(`new-account-comment:${viewer.id}`, 60 * MINUTE);
    if (window.count <= limits.commentsPerHour) return;
    const { text, unit, count } = waitOf(window.resetsAt - Date.now());
    const max = limits.commentsPerHour;
    throw new HttpError(
      429,
      `New accounts can post ${max} comments an hour. Please try again in ${text}.`,
      undefined,
      { id: 'common.newAccountComments', values: { max, unit, count } },
    );
  };
}

/** A route whose pre-handlers count it against a limit says so in its OpenAPI answers (429). */
function documentRateLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const limited = preHandlers.some((hook) => hook.name === 'rateLimit');
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (limited && response) route.schema!.response = { ...response, ...errorResponses([429]) };
  });
}

export function registerRateLimits(app: FastifyInstance) {
  documentRateLimits(app);
  const store = counterStoreFor(app);
  const { config } = app;

  const auth = config.authRateLimit;
  app.decorate(
    'authLimit',
    keyedLimit(store, 'auth', 15 * MINUTE, [{ key: clientAddress, max: auth.perIp }]),
  );
  app.decorate('authLimits', new AuthLimits(store, auth));
  app.decorate('signInThrottle', new SignInThrottle(store, config.signInLimit));
  const donations = config.donationRateLimit;
  app.decorate(
    'donationLimit',
    keyedLimit(store, 'donation', 10 * MINUTE, [
      { key: clientAddress, max: donations.perIp },
      { key: caseFromAddress, max: donations.perCaseAndIp },
    ]),
  );
  const perUser = (action: ThrottledAction) => {
    const { max, windowMs } = config.userLimits[action];
    return keyedLimit(store, `user-${action}`, windowMs, [{ key: viewerId, max }]);
  };
  app.decorate('userLimits', {
    comment: perUser('comment'),
    like: perUser('like'),
    follow: perUser('follow'),
    report: perUser('report'),
    publisherRequest: perUser('publisherRequest'),
    upload: perUser('upload'),
  });
  app.decorate('newAccountCommentLimit', newAccountCommentLimit(app, store));
  app.decorate(
    'uploadAddressLimit',
    keyedLimit(store, 'upload-address', 15 * MINUTE, [{ key: clientAddress, max: 60 }]),
  );
  app.decorate(
    'storyContactLimit',
    keyedLimit(
      store,
      'story-contact',
      STORY_CONTACT_WINDOW_MS,
      [{ key: clientAddress, max: STORY_CONTACTS_PER_ADDRESS }],
      'contacts shown',
    ),
  );
  app.decorate(
    'takedownLimit',
    keyedLimit(
      store,
      'takedown',
      60 * MINUTE,
      [{ key: clientAddress, max: TAKEDOWNS_PER_ADDRESS_PER_HOUR }],
      'removal requests',
    ),
  );
  /** A mailed link asked for (records, updates): counted per address and per mailbox. */
  const mailedLinkLimit = (name: string) =>
    keyedLimit(
      store,
      name,
      15 * MINUTE,
      [
        { key: clientAddress, max: RECORDS_LINKS_PER_ADDRESS },
        { key: mailboxFromAddress, max: RECORDS_LINKS_PER_ADDRESS_AND_MAILBOX },
      ],
      'requests',
    );
  app.decorate('subscriptionLimit', mailedLinkLimit('subscription'));
  app.decorate('recordsLinkLimit', mailedLinkLimit('records-link'));
  app.decorate(
    'accountExportLimit',
    keyedLimit(
      store,
      'account-export',
      60 * MINUTE,
      [{ key: viewerId, max: ACCOUNT_EXPORTS_PER_HOUR }],
      'downloads',
    ),
  );
}
