import type { FastifyInstance } from 'fastify';
import { mailAnnualStatements } from './mail-annual-statements.ts';

/**
 * Mails the previous year's annual statements in January: at start, then every
 * `statementMailIntervalMs`, by the app's clock (which tests move). Rounds of one process never
 * overlap; other processes are kept apart by the claim in `mailAnnualStatements`.
 */
export function registerStatementScheduler(app: FastifyInstance) {
  const { services } = app;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runRound = () => {
    round = round
      .then(() => mailAnnualStatements(services, services.clock.now()))
      .catch((error: unknown) => app.log.error({ err: error }, 'mailing annual statements failed'));
    return round;
  };

  app.addHook('onReady', async () => {
    await runRound();
    timer = setInterval(() => void runRound(), services.config.statementMailIntervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
