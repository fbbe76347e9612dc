import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { DomainEvents } from '../events.ts';
import type { PaymentProvider } from '../features/donations/payment-provider.ts';
import type { NotificationHub } from '../features/notifications/notification-hub.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mail.ts';
import type { PublicCache } from './public-cache.ts';
import type { SecretBox } from './secret-box.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { FileStorage } from './storage.ts';
import type { ViewCounts } from './view-counts.ts';

/**
 * Everything an operation may depend on. Each operation names the part it uses, as in
 * `createComment(services: Pick<Services, 'db' | 'events'>, viewer, input)`, so its needs read
 * from its signature and a test can hand it just those.
 */
export interface Services {
  db: Database;
  events: DomainEvents;
  mailer: Mailer;
  storage: FileStorage;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  notificationHub: NotificationHub;
  signInThrottle: SignInThrottle;
  /** Bad reset links per client address, and mails per mailbox, counted by the operations. */
  authLimits: AuthLimits;
  /** Public answers kept in memory; writes reach it only through their events. */
  publicCache: PublicCache;
  /** Post and narrative views counted in memory, written every few seconds. */
  views: ViewCounts;
  /** The time scheduled posts are compared with (a test moves it; see `platform/clock.ts`). */
  clock: Clock;
  /** Seals secrets kept in the database (TOTP keys) with a key derived from the JWT secret. */
  secretBox: SecretBox;
}
