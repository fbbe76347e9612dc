import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import { subscriptionLinks } from '../subscriptions/subscription-links.ts';
import { forgetOldDigests, sendDueDigests } from './send-digests.ts';

/**
 * Looks for due digests every `digestIntervalMs`, by the app's clock (which tests move), and at
 * start. Rounds of one process never overlap; processes are kept apart by `digest_sends`.
 */
export function registerDigests(app: FastifyInstance) {
  const { services } = app;
  const links = subscriptionLinks(app.jwtSecret, services.config.publicUrl);
  scheduleRounds(
    app,
    {
      intervalMs: services.config.digestIntervalMs,
      failure: 'sending digests failed',
      startAfterFirstRound: false,
    },
    async () => {
      const now = services.clock.now();
      await sendDueDigests(services, links, now);
      await forgetOldDigests(services, now);
    },
  );
}
