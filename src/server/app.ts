import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { DomainEvents, HearthEvents } from './events.ts';
import { cacheTags, registerCacheInvalidation } from './cache-invalidation.ts';
import { SECRET_LINK_PAGES } from '#contracts/tokens.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { registerDigests } from './features/digests/digest-scheduler.ts';
import { mailingRoutes } from './features/mailings/mailings.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { oauthRoutes } from './features/auth/oauth.routes.ts';
import { secondFactorRoutes } from './features/second-factor/second-factor.routes.ts';
import { commentsRoutes } from './features/comments/comments.routes.ts';
import { discoveryRoutes } from './features/discovery/discovery.routes.ts';
import type { SitemapLimits } from './features/discovery/sitemap.ts';
import { donationsRoutes } from './features/donations/donations.routes.ts';
import { caseUpdatesRoutes } from './features/donations/case-updates.routes.ts';
import { ledgerRoutes } from './features/donations/ledger.routes.ts';
import { givingRecordsRoutes } from './features/donations/giving-records.routes.ts';
import { registerStatementScheduler } from './features/donations/statement-scheduler.ts';
import { monthlyGiftRoutes } from './features/donations/monthly-gift.routes.ts';
import { createPaymentProvider } from './features/donations/payment-provider.ts';
import { stripeWebhookRoutes } from './features/donations/stripe-webhook.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import {
  createNotificationHub,
  type NotificationHub,
} from './features/notifications/notification-hub.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { registerPushDelivery } from './features/notifications/push-delivery.ts';
import { registerNotificationMail } from './features/notifications/notification-mail.ts';
import { isKnownPushService } from './features/notifications/push-services.ts';
import { pushRoutes } from './features/notifications/push.routes.ts';
import { notificationSettingsRoutes } from './features/notifications/notification-settings.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { authorPostMail } from './features/subscriptions/author-post-mail.ts';
import { registerFollowerFanOut } from './features/notifications/follower-fan-out.ts';
import { registerDeliveryPruning } from './features/notifications/forget-old-deliveries.ts';
import { registerNotificationHandlers } from './features/notifications/notification-handlers.ts';
import { registerRealtime } from './features/notifications/realtime.ts';
import { postsRoutes } from './features/posts/posts.routes.ts';
import { registerMonthlyGiftScheduler } from './features/donations/monthly-gift-scheduler.ts';
import { registerPostScheduler } from './features/posts/post-scheduler.ts';
import { registerLedgerReconciler } from './features/donations/ledger-reconciler.ts';
import { countUnreconciledItems } from './features/donations/list-reconciliation-items.ts';
import { reconciliationRoutes } from './features/donations/reconciliation.routes.ts';
import { testClockRoutes } from './features/posts/test-clock.routes.ts';
import { registerStatsRollup } from './features/stats/stats-rollup.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { publisherRequestsRoutes } from './features/publisher-requests/publisher-requests.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { storiesRoutes } from './features/stories/stories.routes.ts';
import { storyPrivacyRoutes } from './features/stories/story-privacy.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { accountDataRoutes } from './features/users/account-data.routes.ts';
import { adminUsersRoutes } from './features/users/admin-users.routes.ts';
import { sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { registerAuthentication } from './platform/auth.ts';
import { trustProxyOption } from './platform/client-address.ts';
import { broadcastInvalidations, localInvalidations } from './platform/cache-broadcast.ts';
import { registerApiCacheControl } from './platform/cache-control.ts';
import { registerCdnPurge } from './platform/cdn-purge.ts';
import { registerErrorHandling, registerQueryGuard } from './platform/errors.ts';
import { createEventBus } from './platform/event-bus.ts';
import { fastReadsServer, registerFastReads } from './platform/fast-reads.ts';
import { refuseUndocumentedAnswers } from './platform/documented-answers.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { loggerOptions, type LogStream } from './platform/logging.ts';
import { pathRedaction } from './platform/path-redaction.ts';
import { createMailer, createMailTransport, type Mailer } from './platform/mail.ts';
import { createClock } from './platform/clock.ts';
import { createMetrics } from './platform/metrics.ts';
import { registerMetrics, servesMetrics } from './platform/metrics-endpoint.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerOutbox } from './platform/outbox.ts';
import { webDistDir, webServerEntry } from './platform/paths.ts';
import {
  loadBuiltRenderer,
  serverRenderedPages,
  type WebRenderer,
} from './platform/server-render.ts';
import type { PublicAddressAgent } from './platform/public-address-agent.ts';
import { createPublicCache } from './platform/public-cache.ts';
import { registerPublicReads } from './platform/public-read.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { builtPageScriptHashes, registerSecurityHeaders } from './platform/security.ts';
import { createObjectStorage } from './platform/object-storage.ts';
import type { Services } from './platform/services.ts';
import { registerWebApp } from './platform/spa.ts';
import { closeConnectionsWhenClosing } from './platform/shutdown.ts';
import { createDiskStorage, type FileStorage } from './platform/storage.ts';
import { createViewCounts } from './platform/view-counts.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { createWebPushSender } from './platform/web-push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Shorthand for `database.db`. */
    db: DatabaseHandle['db'];
    /** What writes announce once committed (`events.ts`). */
    events: DomainEvents;
    /** What operations are handed (`platform/services.ts`). */
    services: Services;
    jwtSecret: string;
    mailer: Mailer;
    notificationHub: NotificationHub;
    storage: FileStorage;
  }
}

export interface BuildOptions {
  /**
   * HTTPS agent for the web push services, which still connects to public addresses only
   * (tests trust their fake service through it, and let it reach 127.0.0.1).
   */
  pushAgent?: PublicAddressAgent;
  /** False: queued mail and push wait for `app.outbox.drain()` (a test holding them back). */
  deliverOutbox?: boolean;
  /** Where log lines go instead of stdout (tests read what the logs say). */
  logStream?: LogStream;
  /** Smaller sitemap files and reads than the defaults (tests of the sitemap index). */
  sitemapLimits?: Partial<SitemapLimits>;
  /** The web's server renderer; by default the built one, when there is a build. */
  webRenderer?: WebRenderer | null;
}

/** The whole HTTP application in boot order. Tests drive it through `app.inject`. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const secretPaths = pathRedaction(SECRET_LINK_PAGES);
  const metrics = servesMetrics(config.metrics) ? createMetrics() : undefined;
  const publicCache = createPublicCache({
    onLookup: metrics?.cacheLookup,
    enabled: config.publicCache,
  });
  // A visitor's repeated read of a cached answer cost a cached read's whole trip through
  // Fastify (routing, hooks, validation, serialization): the server Fastify is given answers it
  // first, with what Fastify sent the first time (decision 019). Logged requests all go through
  // Fastify.
  const fastReads = config.logRequests ? undefined : fastReadsServer(publicCache, metrics);
  const app = Fastify({
    logger: loggerOptions(config, { stream: options.logStream, paths: secretPaths }),
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Closing ends idle keep-alive connections at once and lets requests under way finish.
    forceCloseConnections: 'idle',
    ...fastReads?.fastifyOptions,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route whose parameters carry a secret, before any is registered.
  app.addHook('onRoute', (route) => secretPaths.add(route.url));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config.database);
  if (metrics) database.observeQueries(metrics.query);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const stored = config.jwtSecret && config.vapid.keys ? null : loadOrCreateSecrets(config.dataDir);
  app.decorate('jwtSecret', config.jwtSecret ?? stored!.jwtSecret);
  const vapidKeys = config.vapid.keys ?? {
    publicKey: stored!.vapidPublicKey,
    privateKey: stored!.vapidPrivateKey,
  };
  app.addHook('onClose', () => database.close());
  registerOutbox(app, {
    poll: options.deliverOutbox ?? true,
    ratePerSecond: { mail: config.mailRatePerSecond },
  });
  app.outbox.handle(
    'mail',
    createMailTransport(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      app.log,
    ),
  );
  app.decorate('mailer', createMailer(app.outbox));
  const uploadsDir = join(config.dataDir, 'uploads');
  app.decorate(
    'storage',
    config.objectStorage
      ? createObjectStorage(config.objectStorage, app.log)
      : createDiskStorage(uploadsDir),
  );
  app.decorate('notificationHub', createNotificationHub(app.log));
  app.decorate('events', createEventBus<HearthEvents>(app.log));
  const payments = createPaymentProvider(config.payments, config.publicUrl);
  const invalidations =
    config.database.kind === 'postgres'
      ? await broadcastInvalidations(config.database.url, database.pgPool!, publicCache, app.log)
      : localInvalidations(publicCache);
  registerCacheInvalidation(app.events, invalidations);
  registerCdnPurge(app);
  const clock = createClock();
  const views = createViewCounts(
    app.db,
    app.log,
    config.viewsFlushIntervalMs,
    async () => {
      await invalidations.invalidate([cacheTags.views]);
      await invalidations.refresh([cacheTags.pageViews]);
    },
    clock,
  );
  // Hooks run last-registered first: the views are written, then the listener and pool end.
  app.addHook('onClose', () => invalidations.close());
  app.addHook('onClose', () => views.close());

  registerErrorHandling(app);
  registerMetrics(app, metrics, {
    unreconciledItems: () => countUnreconciledItems(app.services),
  });
  closeConnectionsWhenClosing(app);
  // Start-up stops at a hook the fast path does not know of.
  if (fastReads) registerFastReads(app, fastReads);
  registerQueryGuard(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, {
    isHttps: config.publicUrl.startsWith('https://'),
    imageOrigins: config.objectStorage ? [new URL(config.objectStorage.publicUrl).origin] : [],
    scriptHashes: builtPageScriptHashes(webDistDir),
  });
  registerApiCacheControl(app);
  if (config.env === 'test') refuseUndocumentedAnswers(app);
  await app.register(compress);
  await app.register(cookie);
  registerRateLimits(app);
  app.decorate('services', {
    db: app.db,
    events: app.events,
    mailer: app.mailer,
    storage: app.storage,
    config,
    log: app.log,
    signInThrottle: app.signInThrottle,
    authLimits: app.authLimits,
    payments,
    notificationHub: app.notificationHub,
    publicCache,
    views,
    clock,
    secretBox: createSecretBox(app.jwtSecret),
  });
  registerPublicReads(app, publicCache);
  registerAuthentication(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(oauthRoutes);
  await app.register(secondFactorRoutes);
  await app.register(usersRoutes);
  await app.register(accountDataRoutes);
  await app.register(sessionsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(auditRoutes);
  await app.register(mailingRoutes);
  await app.register(publisherRequestsRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(uploadsRoutes);
  await app.register(postsRoutes);
  if (config.testClock) await app.register(testClockRoutes(clock));
  await app.register(commentsRoutes);
  await app.register(reportsRoutes);
  await app.register(storiesRoutes);
  await app.register(storyPrivacyRoutes);
  await app.register(donationsRoutes);
  await app.register(caseUpdatesRoutes);
  await app.register(ledgerRoutes);
  await app.register(reconciliationRoutes);
  await app.register(givingRecordsRoutes);
  if (payments.name === 'stripe') {
    await app.register(stripeWebhookRoutes(payments));
    registerLedgerReconciler(app, payments);
  }
  await app.register(monthlyGiftRoutes);
  await app.register(discoveryRoutes, { sitemapLimits: options.sitemapLimits });
  await app.register(statsRoutes);

  registerRealtime(app);
  registerNotificationHandlers(app);
  registerFollowerFanOut(app, [authorPostMail(app)]);
  registerDeliveryPruning(app);
  registerNotificationMail(app);
  registerPostScheduler(app);
  registerStatementScheduler(app);
  registerDigests(app);
  registerStatsRollup(app);
  registerMonthlyGiftScheduler(app);
  registerPushDelivery(
    app,
    createWebPushSender({
      keys: vapidKeys,
      subject: config.vapid.subject,
      accepts: (endpoint) => isKnownPushService(endpoint, config.pushServiceHosts),
      agent: options.pushAgent,
    }),
  );

  const webRenderer =
    options.webRenderer === undefined
      ? await loadBuiltRenderer(webDistDir, webServerEntry)
      : options.webRenderer;
  await registerWebApp(
    app,
    webDistDir,
    uploadsDir,
    webRenderer ? serverRenderedPages(app, webRenderer) : undefined,
  );
  return app;
}
