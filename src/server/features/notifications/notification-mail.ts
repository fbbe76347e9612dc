import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SETTING_OF_NOTIFICATION } from '#contracts/notification-settings.constants.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { notificationLink } from '#contracts/notifications.ts';
import { users } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';
import {
  notificationText,
  pageUrl,
  recipientLocale,
  say,
  signOff,
} from '../../platform/mail-language.ts';
import {
  oneClickHeaders,
  subscriptionLinks,
  type SubscriptionLinks,
} from '../subscriptions/subscription-links.ts';
import type { Alert } from './notification-hub.ts';
import { uuidArray } from './notification-channels.ts';

/**
 * A notification as mail, in its recipient's language: what happened, where to read it, and
 * where to choose what reaches one, with a one-click unsubscribe (RFC 8058) from this kind of mail.
 */
function notificationMessage(
  recipient: { email: string; isAdmin: boolean; locale: Locale },
  alert: Alert,
  site: { publicUrl: string; defaultLocale: Locale },
  links: SubscriptionLinks,
): MailMessage {
  const { locale } = recipient;
  const type = SETTING_OF_NOTIFICATION[alert.type];
  const unsubscribeUrl = type
    ? links.unsubscribeUrl({ kind: 'member', userId: alert.recipientId, type })
    : null;
  const message = notificationText(locale, alert.message);
  const readUrl = pageUrl(
    site.publicUrl,
    notificationLink(alert, recipient.isAdmin),
    locale,
    site.defaultLocale,
  );
  return {
    to: recipient.email,
    locale,
    subject: message,
    text: [
      message,
      `${say(locale, 'mail.readOnSite')}\n${readUrl}`,
      `${say(locale, 'mail.notification.choose')}\n${links.preferencesUrl}`,
      ...(unsubscribeUrl ? [`${say(locale, 'mail.notification.stop')}\n${unsubscribeUrl}`] : []),
      signOff(locale),
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
        .select({
          id: users.id,
          email: users.email,
          isAdmin: users.isAdmin,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.verified, true), sql`${users.id} = any(${uuidArray(recipientIds)})`));
      const byId = new Map(addresses.map((row) => [row.id, row]));
      await app.mailer.sendAll(
        alerts.flatMap((alert) => {
          const recipient = byId.get(alert.recipientId);
          if (!recipient) return [];
          const locale = recipientLocale(recipient.locale, app.config.defaultLocale);
          return [notificationMessage({ ...recipient, locale }, alert, app.config, links)];
        }),
      );
    },
  });
}
