import type { FastifyInstance } from 'fastify';
import { claimJobRun } from '../../platform/job-claims.ts';
import { scheduleRounds } from '../../platform/scheduled-rounds.ts';
import type { Services } from '../../platform/services.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { reconcileStripeLedger } from './reconcile-stripe-ledger.ts';

type StripeProvider = Extract<PaymentProvider, { name: 'stripe' }>;

export const LEDGER_RECONCILIATION_JOB = 'ledger-reconciliation';

/**
 * One run of the reconciliation, if it is due: of all processes asking at once, one runs it
 * (the claim), the others answer null at once. Answers the open warnings after the run.
 */
export async function runDueReconciliation(
  services: Pick<Services, 'db' | 'clock' | 'config' | 'events'>,
  provider: Pick<StripeProvider, 'balancePayments' | 'referencePayment'>,
): Promise<number | null> {
  const now = services.clock.now();
  const next = new Date(now.getTime() + services.config.ledgerReconcileIntervalMs);
  if (!(await claimJobRun(services.db, LEDGER_RECONCILIATION_JOB, now, next))) return null;
  return reconcileStripeLedger(services, provider, now);
}

/**
 * With Stripe, compares the ledger with Stripe's balance at start and every
 * `ledgerReconcileIntervalMs`, once across processes.
 */
export function registerLedgerReconciler(app: FastifyInstance, provider: StripeProvider) {
  scheduleRounds(
    app,
    {
      intervalMs: app.services.config.ledgerReconcileIntervalMs,
      failure: 'reconciling the ledger with Stripe failed',
      startAfterFirstRound: false,
    },
    () => runDueReconciliation(app.services, provider),
  );
}
