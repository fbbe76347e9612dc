import { and, eq, gt, isNull } from 'drizzle-orm';
import { authorSubscriptions } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import {
  CONFIRMATION_LINK_LIFETIME_MS,
  hashConfirmationToken,
} from '../donations/case-update-confirmation.ts';
import { confirmCaseUpdates } from '../donations/confirm-case-updates.ts';

/**
 * The owner of an address follows its confirmation link: it receives the author's new posts, or
 * the case's updates, from now on (again, after an unsubscribe). The link works once, for its own
 * address and target only; any other answers 400.
 */
export async function confirmSubscription({ db }: Pick<Services, 'db'>, token: string) {
  const [author] = await db
    .update(authorSubscriptions)
    .set({ confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null })
    .where(
      and(
        eq(authorSubscriptions.confirmTokenHash, hashConfirmationToken(token)),
        isNull(authorSubscriptions.confirmedAt),
        gt(
          authorSubscriptions.confirmationSentAt,
          new Date(Date.now() - CONFIRMATION_LINK_LIFETIME_MS),
        ),
      ),
    )
    .returning({ id: authorSubscriptions.id });
  if (!author) await confirmCaseUpdates({ db }, token);
}
