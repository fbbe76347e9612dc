import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '#contracts/notification-settings.constants.ts';
import {
  authorSubscriptions,
  caseUpdateSubscriptions,
  notificationDigests,
  notificationSettings,
  users,
} from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { stopCaseUpdates } from '../donations/unsubscribe-from-case-updates.ts';
import type { SubscriptionLinks } from './subscription-links.ts';

/**
 * A one-click unsubscribe (RFC 8058), without sign-in: a member's e-mail of that kind turns off
 * (the app and push stay as they were), or their digest, a visitor's subscription ends. It lasts until the owner
 * chooses again: their settings, or a confirmation link they follow. Doing it twice changes
 * nothing; a link that is not ours answers 400.
 */
export async function unsubscribeByLink(
  services: Pick<Services, 'db'>,
  links: SubscriptionLinks,
  token: string,
) {
  const { db } = services;
  const target = links.verify(token);
  if (!target) throw badRequest(SUBSCRIPTION_MESSAGES.invalidUnsubscribe);
  if (target.kind === 'digest') {
    await db
      .update(notificationDigests)
      .set({ digest: 'off', updatedAt: new Date() })
      .where(eq(notificationDigests.userId, target.userId));
  } else if (target.kind === 'member') {
    const [member] = await db
      .select({ pushEnabled: users.pushEnabled })
      .from(users)
      .where(eq(users.id, target.userId));
    if (!member) return;
    await db
      .insert(notificationSettings)
      .values({
        userId: target.userId,
        type: target.type,
        inApp: true,
        email: false,
        push: member.pushEnabled,
      })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.type],
        set: { email: false, updatedAt: new Date() },
      });
  } else if (target.kind === 'author') {
    await db
      .update(authorSubscriptions)
      .set({ confirmedAt: null, unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(authorSubscriptions.id, target.subscriptionId));
  } else {
    const [subscription] = await db
      .select({
        caseId: caseUpdateSubscriptions.donationCaseId,
        email: caseUpdateSubscriptions.email,
      })
      .from(caseUpdateSubscriptions)
      .where(eq(caseUpdateSubscriptions.id, target.subscriptionId));
    if (subscription) await stopCaseUpdates(services, subscription);
  }
}
