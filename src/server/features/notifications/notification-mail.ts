import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SETTING_OF_NOTIFICATION } from '#contracts/notification-settings.constants.ts';
import { notificationLink } from '#contracts/notifications.ts';
import { users } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import {
  oneClickHeaders,
  subscriptionLinks,
  type SubscriptionLinks,
} from '../subscriptions/subscription-links.ts';
import type { Alert } from './notification-hub.ts';
import { uuidArray } from './notification-channels.ts';

/**
 * A notification as mail: what happened, where to read it, and where to choose what reaches
 * one, with a one-click unsubscribe (RFC 8058) from this kind of mail.
 */
function notificationMessage(
  to: string,
  alert: Alert,
  isAdmin: boolean,
  publicUrl: string,
  links: SubscriptionLinks,
): MailMessage {
  const type = SETTING_OF_NOTIFICATION[alert.type];
  const unsubscribeUrl = type
    ? links.unsubscribeUrl({ kind: 'member', userId: alert.recipientId, type })
    : null;
  return {
    to,
    subject: alert.message,
    text: [
      alert.message,
      `Read it on the site:\n${publicUrl}${notificationLink(alert, isAdmin)}`,
      `Choose what reaches you, and how:\n${links.preferencesUrl}`,
      ...(unsubscribeUrl ? [`Stop e-mails of this kind:\n${unsubscribeUrl}`] : []),
      'The Hearth community',
    ].join('\n\n'),
    ...(unsubscribeUrl && { headers: oneClickHeaders(unsubscribeUrl) }),
    // A follower's news: one mailing per post or narrative, with the visitors' mail of it.
    ...((alert.type === 'new_post' || alert.type === 'new_narrative') && {
      mailing: `${alert.type}:${alert.postSlug}`,
    }),
  };
}

/**
 * Mails the notifications whose recipients chose e-mail for their kind (`notify.ts`), through the
 * outbox, and only to a confirmed address: an unconfirmed one may be someone else's.
 */
export function registerNotificationMail(app: FastifyInstance) {
  const links = subscriptionLinks(app.jwtSecret, app.config.publicUrl);
  app.notificationHub.subscribe({
    async email(given) {
      // A case update's mail is the update itself, sent to the addresses that confirmed they
      // want that case's (`donations/case-update-mail.ts`), which honours this choice too.
      const alerts = given.filter((alert) => alert.type !== 'donation_update');
      if (alerts.length === 0) return;
      const recipientIds = [...new Set(alerts.map((alert) => alert.recipientId))];
      const addresses = await app.db
        .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
        .from(users)
        .where(and(eq(users.verified, true), sql`${users.id} = any(${uuidArray(recipientIds)})`));
      const byId = new Map(addresses.map((row) => [row.id, row]));
      await app.mailer.sendAll(
        alerts.flatMap((alert) => {
          const recipient = byId.get(alert.recipientId);
          return recipient
            ? [
                notificationMessage(
                  recipient.email,
                  alert,
                  recipient.isAdmin,
                  app.config.publicUrl,
                  links,
                ),
              ]
            : [];
        }),
      );
    },
  });
}
