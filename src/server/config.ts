import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '#contracts/i18n/locales.ts';
import type { DatabaseLocation } from './db/client.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const positiveCount = (fallback: number) =>
  z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(fallback);

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The push services of Chrome, Firefox, Safari and Edge. */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://hearth.example.org' }).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().default('Hearth <no-reply@hearth.local>'),
  MAIL_RATE_PER_SECOND: positiveCount(20),
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('hello@hearth.local'),
  DEFAULT_LOCALE: z
    .enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` })
    .default('en'),
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_SECOND_FACTOR: z
    .enum(['required', 'optional'], { message: 'must be required or optional' })
    .optional(),
  TRUST_PROXY: z.string().trim().default('false'),
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(5).max(31_536_000).default(604_800),
  AUTH_RATE_LIMIT_PER_IP: positiveCount(30),
  AUTH_MAILS_PER_ADDRESS_PER_HOUR: positiveCount(3),
  SIGN_IN_FAILURES_PER_IP: positiveCount(100),
  SIGN_IN_ATTEMPTS_PER_IP: positiveCount(1000),
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP: positiveCount(5),
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP_PER_DAY: positiveCount(20),
  COMMENT_RATE_LIMIT_PER_MINUTE: positiveCount(10),
  LIKE_RATE_LIMIT_PER_MINUTE: positiveCount(60),
  FOLLOW_RATE_LIMIT_PER_MINUTE: positiveCount(60),
  REPORT_RATE_LIMIT_PER_HOUR: positiveCount(10),
  PUBLISHER_REQUEST_RATE_LIMIT_PER_DAY: positiveCount(5),
  UPLOAD_RATE_LIMIT_PER_HOUR: positiveCount(30),
  NEW_ACCOUNT_HOURS: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(0)
    .default(24),
  NEW_ACCOUNT_COMMENTS_PER_HOUR: positiveCount(3),
  NEW_ACCOUNT_MENTIONS_PER_COMMENT: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(0)
    .default(5),
  NEW_ACCOUNT_HOLD_LINKS: booleanFlag.default(true),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/v19.0/me?fields=id,name,email,picture.type(large)'),
  PAYMENT_PROVIDER: z
    .enum(['none', 'stripe'], { message: 'must be none or stripe' })
    .default('none'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url().optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.url({ message: 'must be a URL such as https://s3.example.org' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.url({ message: 'must be a URL such as https://cdn.example.org' }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be an uncompressed P-256 public key in base64url (87 characters)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .transform((list) => {
      const hosts = (list ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      return hosts.length > 0 ? hosts : KNOWN_PUSH_SERVICE_HOSTS;
    }),
  DONATION_RATE_LIMIT_PER_IP: positiveCount(10),
  DONATION_RATE_LIMIT_PER_CASE: positiveCount(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: booleanFlag.default(false),
  PUBLIC_CACHE: booleanFlag.default(true),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65535, 'must be a port number')
      .optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: positiveCount(10_000),
  POST_SCHEDULER_INTERVAL_MS: positiveCount(5_000),
  LEDGER_RECONCILE_INTERVAL_MS: positiveCount(60 * 60 * 1000),
  MONTHLY_GIFTS_INTERVAL_MS: positiveCount(60_000),
  VIEWS_FLUSH_INTERVAL_MS: positiveCount(5_000),
  CDN_S_MAXAGE: z.coerce.number({ message: 'must be a whole number' }).int().min(0).default(60),
  CDN_STALE_WHILE_REVALIDATE: z.coerce
    .number({ message: 'must be a whole number' })
    .int()
    .min(0)
    .default(30),
  CDN_PURGE_URL: z
    .url({
      message: 'must be a URL such as https://api.cloudflare.com/client/v4/zones/…/purge_cache',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CDN_PURGE_FORMAT: z
    .enum(['cloudflare', 'fastly'], { message: 'must be cloudflare or fastly' })
    .default('cloudflare'),
  CDN_PURGE_TOKEN: optionalText,
  TEST_CLOCK: booleanFlag.optional(),
  STATEMENT_NOTE: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .refine((value) => !/[^\P{Cc}\n\r\t]/u.test(value), 'must not contain control characters')
    .optional()
    .transform((value) => value || undefined),
  STATEMENT_MAIL_INTERVAL_MS: positiveCount(10 * 60_000),
  DIGEST_INTERVAL_MS: positiveCount(60_000),
});

export interface AdminAccount {
  username: string;
  email: string;
  password: string;
}

export type OAuthProviderName = 'google' | 'facebook';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseLocation;
  /** Unset: generated once and kept in the data directory. */
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The most mails each process hands to the mail server in a second. */
  mailRatePerSecond: number;
  contactEmail: string;
  /**
   * The interface language of a reader who chose none and whose browser names none Hearth
   * speaks. The API's error messages are not in it: a client that asks for no language gets
   * English, as the spec's clients always have.
   */
  defaultLocale: Locale;
  admin?: AdminAccount;
  /** Seed demo content: on an empty embedded database by default, on PostgreSQL only when asked. */
  seedDemo: boolean;
  /**
   * `required`: an admin without a second factor is refused every admin power (403
   * `second_factor_required`) until they set one up. Default: required on PostgreSQL, optional
   * on the embedded demo.
   */
  adminSecondFactor: 'required' | 'optional';
  logLevel: string;
  /** A log line for each request and its answer (decision 018: off by default, for throughput). */
  logRequests: boolean;
  /**
   * Whether public answers are kept in this process's memory; off (for cold-read benches) every
   * read goes to the database.
   */
  publicCache: boolean;
  /** The proxies whose X-Forwarded-For entries are believed (see `TrustProxy`). */
  trustProxy: TrustProxy;
  tokenLifetimeSeconds: number;
  authRateLimit: AuthLimitSettings;
  /** Failed sign-ins allowed per client address (`platform/sign-in-throttle.ts`). */
  signInLimit: SignInLimits;
  /** What one signed-in user may do per window, against flooding. */
  userLimits: Record<ThrottledAction, WindowLimit>;
  /** What an account that has not earned trust yet may do (`platform/account-trust.ts`). */
  newAccounts: NewAccountLimits;
  /** Identity providers with a client id and secret; the others show no button. */
  oauth: Partial<Record<OAuthProviderName, OAuthClient>>;
  payments: PaymentsConfig;
  /**
   * Donation attempts allowed per 10 minutes from one client address: over every case, and to
   * one case (never counted over all addresses, which would let a few close a case to everyone).
   */
  donationRateLimit: { perIp: number; perCaseAndIp: number };
  /** Web push identity. Keys unset: generated once and kept in the data directory. */
  vapid: { keys?: VapidKeys; subject: string };
  /** The push services subscriptions may name (a host or its subdomains); no others are called. */
  pushServiceHosts: string[];
  /** Uploads go to this S3-compatible bucket when set, else to `DATA_DIR/uploads`. */
  objectStorage?: ObjectStorageConfig;
  /**
   * Prometheus metrics at `/metrics`: on the main port for requests bearing `token`, and on a
   * listener of their own at `port` (on `host`, no token). Neither set: not served.
   */
  metrics: { token?: string; port?: number };
  /** How long a SIGTERM or SIGINT waits for requests and work under way before forcing an exit. */
  shutdownTimeoutMs: number;
  /** How often due scheduled posts are looked for (and published). */
  postSchedulerIntervalMs: number;
  /** How often the ledger is compared with Stripe's balance (with Stripe; once across processes). */
  ledgerReconcileIntervalMs: number;
  /** How often monthly gifts of ended cases are ended, and their donors told a week before. */
  monthlyGiftsIntervalMs: number;
  /** How long counted views wait in memory before they are written, all in one statement. */
  viewsFlushIntervalMs: number;
  /** A CDN or caching proxy in front (`platform/cdn.ts`, decision 038). */
  cdn: CdnConfig;
  /**
   * `POST /api/test/clock` moves the app's clock forward (end-to-end tests of scheduling); never
   * in production.
   */
  testClock: boolean;
  /**
   * Added to every annual statement (HTML, PDF, mail): the operator's charity registration, where
   * gifts are tax-deductible. Unset: the statement only says that it records gifts.
   */
  statementNote?: string;
  /** How often, in January, the previous year's statements still to mail are looked for. */
  statementMailIntervalMs: number;
  /** How often due digests are looked for (by the app's clock). */
  digestIntervalMs: number;
}

export interface CdnConfig {
  /** Seconds a shared cache may keep a visitors' public answer (`s-maxage`). */
  sMaxAge: number;
  /** Seconds past that it may still send it while it fetches a fresh one. */
  staleWhileRevalidate: number;
  /** Where the tags each write drops are posted; unset, nothing is purged. */
  purge?: { url: string; format: 'cloudflare' | 'fastly'; token?: string };
}

export interface ObjectStorageConfig {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's objects are read by browsers, without a trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
}

/**
 * The client address comes from X-Forwarded-For only through proxies the operator names: false
 * (the connection's address), the number of proxies every request passes (the entry that many hops
 * from the right), or the proxies' addresses and ranges (entries added by them are believed).
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export interface AuthLimitSettings {
  /**
   * Per client address in 15 minutes: sign-up, reset and verification-mail requests, and apart
   * from them reset links that open nothing.
   */
  perIp: number;
  /** Reset links, and apart from them mails a sign-up sends, to one mailbox in an hour. */
  mailsPerAddressPerHour: number;
}

export interface SignInLimits {
  /**
   * Every attempt from one client address, successes too: a generous ceiling, far above what
   * the people behind one address (a school, an office) sign in, against a flood of attempts.
   */
  attemptsPerIp: number;
  /** From one client address over every account: a generous ceiling against spraying. */
  failuresPerIp: number;
  /** On one account from one client address in 15 minutes: the guesser is stopped. */
  failuresPerAccountAndIp: number;
  /** The same in 24 hours: what a guesser spreading over many addresses gets from each one. */
  failuresPerAccountAndIpPerDay: number;
}

/**
 * An account younger than `hours`, or whose e-mail is not verified, is new (admins and
 * publishers, whom an admin vouched for, never are).
 */
export interface NewAccountLimits {
  hours: number;
  /** Comments and replies per hour. */
  commentsPerHour: number;
  /** People one comment may mention; more is a 400. */
  mentionsPerComment: number;
  /** Whether its comments with links wait for an admin's review before anyone else sees them. */
  holdLinks: boolean;
}

export type ThrottledAction =
  'comment' | 'like' | 'follow' | 'report' | 'publisherRequest' | 'upload';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type PaymentsConfig =
  | { provider: 'none' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };

export class ConfigError extends Error {}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`). */
function isAddressOrRange(value: string) {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string): TrustProxy {
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true would believe X-Forwarded-For entries that clients write themselves; set the number of proxies in front of Hearth (such as 1) or their addresses (such as 10.0.0.2 or 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.find(
    (entry) => !PROXY_RANGE_NAMES.includes(entry) && !isAddressOrRange(entry),
  );
  if (wrong !== undefined) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses and ranges (${JSON.stringify(wrong)} is neither)`,
    );
  }
  return { addresses };
}

/** The bucket uploads go to, when `S3_BUCKET` names one. */
function readObjectStorage(
  env: z.infer<typeof environmentSchema>,
): ObjectStorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (!env.S3_PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET needs S3_PUBLIC_URL, the address browsers read it at',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL.replace(/\/$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Reads the environment into a typed config; an invalid variable stops the process. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const env = parsed.data;

  const adminVariables = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  const adminVariablesSet = adminVariables.filter(Boolean).length;
  if (adminVariablesSet > 0 && adminVariablesSet < 3) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }

  const oauth: Config['oauth'] = {};
  for (const [name, prefix] of [
    ['google', 'GOOGLE'],
    ['facebook', 'FACEBOOK'],
  ] as const) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (Boolean(clientId) !== Boolean(clientSecret)) {
      throw new ConfigError(
        `Invalid configuration: ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`,
      );
    }
    if (clientId && clientSecret) {
      oauth[name] = {
        clientId,
        clientSecret,
        authorizeUrl: env[`${prefix}_AUTHORIZE_URL`],
        tokenUrl: env[`${prefix}_TOKEN_URL`],
        userInfoUrl: env[`${prefix}_USERINFO_URL`],
      };
    }
  }

  let payments: PaymentsConfig = { provider: 'none' };
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      );
    }
    payments = {
      provider: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    };
  }

  const objectStorage = readObjectStorage(env);

  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }

  if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: TEST_CLOCK is for tests, not production');
  }

  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT');
  }

  const dataDir = resolve(env.DATA_DIR);
  const database: DatabaseLocation = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'embedded', dataDir };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    database,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailRatePerSecond: env.MAIL_RATE_PER_SECOND,
    contactEmail: env.CONTACT_EMAIL,
    defaultLocale: env.DEFAULT_LOCALE,
    admin:
      adminVariablesSet === 3
        ? { username: env.ADMIN_USERNAME!, email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! }
        : undefined,
    seedDemo: env.SEED_DEMO ?? database.kind === 'embedded',
    adminSecondFactor:
      env.ADMIN_SECOND_FACTOR ?? (database.kind === 'postgres' ? 'required' : 'optional'),
    logLevel: env.LOG_LEVEL,
    logRequests: env.LOG_REQUESTS,
    publicCache: env.PUBLIC_CACHE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tokenLifetimeSeconds: env.TOKEN_LIFETIME_SECONDS,
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      mailsPerAddressPerHour: env.AUTH_MAILS_PER_ADDRESS_PER_HOUR,
    },
    signInLimit: {
      attemptsPerIp: env.SIGN_IN_ATTEMPTS_PER_IP,
      failuresPerIp: env.SIGN_IN_FAILURES_PER_IP,
      failuresPerAccountAndIp: env.SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP,
      failuresPerAccountAndIpPerDay: env.SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP_PER_DAY,
    },
    userLimits: {
      comment: { max: env.COMMENT_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE },
      like: { max: env.LIKE_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE },
      follow: { max: env.FOLLOW_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE },
      report: { max: env.REPORT_RATE_LIMIT_PER_HOUR, windowMs: HOUR },
      publisherRequest: { max: env.PUBLISHER_REQUEST_RATE_LIMIT_PER_DAY, windowMs: 24 * HOUR },
      upload: { max: env.UPLOAD_RATE_LIMIT_PER_HOUR, windowMs: HOUR },
    },
    newAccounts: {
      hours: env.NEW_ACCOUNT_HOURS,
      commentsPerHour: env.NEW_ACCOUNT_COMMENTS_PER_HOUR,
      mentionsPerComment: env.NEW_ACCOUNT_MENTIONS_PER_COMMENT,
      holdLinks: env.NEW_ACCOUNT_HOLD_LINKS,
    },
    oauth,
    payments,
    donationRateLimit: {
      perIp: env.DONATION_RATE_LIMIT_PER_IP,
      perCaseAndIp: env.DONATION_RATE_LIMIT_PER_CASE,
    },
    vapid: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`,
    },
    pushServiceHosts: env.PUSH_SERVICE_HOSTS,
    objectStorage,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    postSchedulerIntervalMs: env.POST_SCHEDULER_INTERVAL_MS,
    ledgerReconcileIntervalMs: env.LEDGER_RECONCILE_INTERVAL_MS,
    monthlyGiftsIntervalMs: env.MONTHLY_GIFTS_INTERVAL_MS,
    viewsFlushIntervalMs: env.VIEWS_FLUSH_INTERVAL_MS,
    cdn: {
      sMaxAge: env.CDN_S_MAXAGE,
      staleWhileRevalidate: env.CDN_STALE_WHILE_REVALIDATE,
      purge: env.CDN_PURGE_URL
        ? { url: env.CDN_PURGE_URL, format: env.CDN_PURGE_FORMAT, token: env.CDN_PURGE_TOKEN }
        : undefined,
    },
    testClock: env.TEST_CLOCK ?? false,
    statementNote: env.STATEMENT_NOTE?.replace(/\\n/g, '\n'),
    statementMailIntervalMs: env.STATEMENT_MAIL_INTERVAL_MS,
    digestIntervalMs: env.DIGEST_INTERVAL_MS,
  };
}
