import type { FastifyInstance } from 'fastify';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import { mailAnnualStatements } from './mail-annual-statements.ts';

/**
 * Mails the previous year's annual statements in January: at start, then every
 * `statementMailIntervalMs`, by the app's clock (which tests move). Rounds of one process never
 * overlap; other processes are kept apart by the claim in `mailAnnualStatements`.
 */
export function registerStatementScheduler(app: FastifyInstance) {
  const { services } = app;
  scheduleRounds(
    app,
    {
      intervalMs: services.config.statementMailIntervalMs,
      failure: 'mailing annual statements failed',
    },
    () => mailAnnualStatements(services, services.clock.now()),
  );
}
