import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import { endMonthlyGifts, noticeMonthlyGiftsEnding } from './end-monthly-gifts.ts';

/**
 * Monthly gifts stop with their case. Every `monthlyGiftsIntervalMs` (and at start) their donors
 * are told a week before a case's end, and the gifts of ended or closed cases end; an admin
 * closing a case ends its gifts at once. Rounds of one process never overlap; other processes
 * are kept apart by the claims in `end-monthly-gifts.ts`.
 */
export function registerMonthlyGiftScheduler(app: FastifyInstance) {
  const { services } = app;
  const runRound = scheduleRounds(
    app,
    { intervalMs: services.config.monthlyGiftsIntervalMs, failure: 'ending monthly gifts failed' },
    async (caseId?: string) => {
      const now = services.clock.now();
      if (!caseId) await noticeMonthlyGiftsEnding(services, now);
      await endMonthlyGifts(services, now, caseId);
    },
  );

  services.events.on('donation-case.updated', async ({ caseId }) => {
    await runRound(caseId);
  });
  services.events.on('donation-case.deleted', async ({ caseId }) => {
    await runRound(caseId);
  });
}
