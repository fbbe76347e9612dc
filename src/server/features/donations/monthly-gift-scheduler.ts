import type { FastifyInstance } from 'fastify';
import { endMonthlyGifts, noticeMonthlyGiftsEnding } from './end-monthly-gifts.ts';

/**
 * Monthly gifts stop with their case. Every `monthlyGiftsIntervalMs` (and at start) their donors
 * are told a week before a case's end, and the gifts of ended or closed cases end; an admin
 * closing a case ends its gifts at once. Rounds of one process never overlap; other processes
 * are kept apart by the claims in `end-monthly-gifts.ts`.
 */
export function registerMonthlyGiftScheduler(app: FastifyInstance) {
  const { services } = app;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runRound = (caseId?: string) => {
    round = round
      .then(async () => {
        const now = services.clock.now();
        if (!caseId) await noticeMonthlyGiftsEnding(services, now);
        await endMonthlyGifts(services, now, caseId);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'ending monthly gifts failed'));
    return round;
  };

  services.events.on('donation-case.updated', async ({ caseId }) => {
    await runRound(caseId);
  });
  services.events.on('donation-case.deleted', async ({ caseId }) => {
    await runRound(caseId);
  });

  app.addHook('onReady', async function startMonthlyGiftRounds() {
    await runRound();
    timer = setInterval(() => void runRound(), services.config.monthlyGiftsIntervalMs).unref();
  });
  app.addHook('onClose', async function stopMonthlyGiftRounds() {
    clearInterval(timer);
    await round;
  });
}
