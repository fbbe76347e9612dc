import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ThrottledAction } from '../config.ts';
import { clientAddress } from './client-address.ts';
import { MemoryCounterStore, type CounterStore } from './counter-store.ts';
import { DatabaseCounterStore } from './database-counter-store.ts';
import { HttpError } from './errors.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up, reset and verification mail: limited by client address and by the account named. */
    authLimit: preHandlerAsyncHookHandler;
    /** Failed sign-ins, per account and per client address (`sign-in-throttle.ts`). */
    signInThrottle: SignInThrottle;
    /** Donations: limited by client address and by case, against card testing. */
    donationLimit: preHandlerAsyncHookHandler;
    /** Per signed-in user, so one account cannot flood a post or everyone's notifications. */
    userLimits: Record<ThrottledAction, preHandlerAsyncHookHandler>;
    /** Uploads per client address, over every account using it. */
    uploadAddressLimit: preHandlerAsyncHookHandler;
    /** Contacts shown on request, per client address: a scraper cannot harvest the numbers. */
    storyContactLimit: preHandlerAsyncHookHandler;
    /** Takedown requests per client address, signed in or not. */
    takedownLimit: preHandlerAsyncHookHandler;
    /** Downloads of a member's own data, per member: each one reads everything they have. */
    accountExportLimit: preHandlerAsyncHookHandler;
  }
}

const MINUTE = 60_000;

/** Contacts one client address may read in `STORY_CONTACT_WINDOW_MS`, and takedowns per hour. */
export const STORY_CONTACTS_PER_ADDRESS = 10;
export const STORY_CONTACT_WINDOW_MS = 15 * MINUTE;
export const TAKEDOWNS_PER_ADDRESS_PER_HOUR = 5;
export const ACCOUNT_EXPORTS_PER_HOUR = 5;

/** The answer to a request over a limit: 429 with when to try again. */
export function tooManyAttempts(waitMs: number, what = 'attempts') {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  const wait = minutes < 120 ? `${minutes} minute(s)` : `${Math.ceil(minutes / 60)} hour(s)`;
  return new HttpError(429, `Too many ${what}. Please try again in ${wait}.`);
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
  return async (request) => {
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

const field = (request: FastifyRequest, ...names: string[]): string | null => {
  const sources = [request.body, request.params] as (Record<string, unknown> | undefined)[];
  for (const source of sources) {
    for (const name of names) {
      const value = source?.[name];
      // Cut to the longest e-mail address (254): a key no longer than any account's name.
      if (typeof value === 'string' && value.trim())
        return value.trim().toLowerCase().slice(0, 254);
    }
  }
  return null;
};

/** The signed-in caller's id; a visitor counts against nothing (the route refuses them). */
const viewerId = async (request: FastifyRequest) => (await request.optionalViewer())?.id ?? null;

/**
 * Every limit of ours counts in one `CounterStore`: in the database when it is PostgreSQL, so
 * that N app processes allow what one does, else in this process's memory.
 */
function counterStoreFor(app: FastifyInstance): CounterStore {
  if (app.database.kind !== 'postgres') return new MemoryCounterStore();
  const store = new DatabaseCounterStore(app.db);
  app.addHook('onClose', async () => store.close());
  return store;
}

export function registerRateLimits(app: FastifyInstance) {
  const store = counterStoreFor(app);
  const { config } = app;

  const auth = config.authRateLimit;
  app.decorate(
    'authLimit',
    keyedLimit(store, 'auth', 15 * MINUTE, [
      { key: clientAddress, max: auth.perIp },
      { key: (request) => field(request, 'email', 'username', 'userId'), max: auth.perAccount },
    ]),
  );
  app.decorate('signInThrottle', new SignInThrottle(store, config.signInLimit));
  const donations = config.donationRateLimit;
  app.decorate(
    'donationLimit',
    keyedLimit(store, 'donation', 10 * MINUTE, [
      { key: clientAddress, max: donations.perIp },
      { key: (request) => field(request, 'donationCaseId'), max: donations.perCase },
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
