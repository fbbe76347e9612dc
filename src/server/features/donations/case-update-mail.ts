import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { Transaction } from '../../db/client.ts';
import {
  caseUpdateSubscriptions,
  donationTransactions,
  notificationSettings,
  users,
} from '../../db/schema.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailDay, pageUrl, recipientLocale, say, signOff } from '../../platform/mail-language.ts';
import { htmlToText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { oneClickHeaders } from '../subscriptions/subscription-links.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

interface PostedUpdate {
  title: string;
  /** Sanitized HTML. */
  body: string;
  postedAt: Date;
}

const wantsUpdatesOf = (caseId: string) =>
  and(
    eq(donationTransactions.donationCaseId, caseId),
    eq(donationTransactions.wantsUpdates, true),
    eq(donationTransactions.status, 'completed'),
  );

/**
 * The addresses whose owners confirmed they want this case's updates and have not left since:
 * asking when giving is not enough (`case-update-confirmation.ts`).
 */
export async function updateMailRecipients(tx: Transaction, caseId: string) {
  return tx
    .select({
      subscriptionId: caseUpdateSubscriptions.id,
      email: caseUpdateSubscriptions.email,
      locale: caseUpdateSubscriptions.locale,
    })
    .from(caseUpdateSubscriptions)
    .where(
      and(
        eq(caseUpdateSubscriptions.donationCaseId, caseId),
        isNotNull(caseUpdateSubscriptions.confirmedAt),
        // A member who turned e-mail of case updates off gets none at their address.
        sql`not exists (select 1 from ${users} join ${notificationSettings}
          on ${notificationSettings.userId} = ${users.id} and ${notificationSettings.type} = 'case_update'
          and ${notificationSettings.email} = false
          where lower(${users.email}) = lower(${caseUpdateSubscriptions.email}))`,
      ),
    )
    .orderBy(asc(caseUpdateSubscriptions.createdAt));
}

/** Signed-in donors who asked for this case's updates: they also hear of them in the app. */
export async function updateNotificationRecipients(tx: Transaction, caseId: string) {
  const rows = await tx
    .selectDistinct({ userId: donationTransactions.donorUserId })
    .from(donationTransactions)
    .where(and(wantsUpdatesOf(caseId), isNotNull(donationTransactions.donorUserId)));
  return rows.map((row) => row.userId!);
}

/**
 * The update as mail to one donor, in text and HTML and in the language they asked in, with a
 * one-click unsubscribe (RFC 8058): mail programs show their own button for `List-Unsubscribe` and
 * POST to it; the text links to a page that asks first.
 */
export function caseUpdateMessage(
  to: string,
  locale: Locale,
  { unsubscribeUrl, oneClickUrl }: { unsubscribeUrl: string; oneClickUrl: string },
  caseTitle: string,
  caseUrl: string,
  update: PostedUpdate,
): MailMessage {
  const escape = escapeUTF8;
  const intro = say(locale, 'mail.caseUpdate.intro', { caseTitle });
  const why = say(locale, 'mail.caseUpdate.why');
  const readOnSite = say(locale, 'mail.readOnSite');
  const closing = signOff(locale);
  const date = mailDay(locale, update.postedAt);
  return {
    to,
    locale,
    subject: say(locale, 'mail.caseUpdate.subject', { caseTitle, title: update.title }),
    text: [
      intro,
      `${update.title} (${date})`,
      htmlToText(update.body),
      `${readOnSite}\n${caseUrl}`,
      `${why} ${say(locale, 'mail.caseUpdate.stop')}\n${unsubscribeUrl}`,
      closing,
    ].join('\n\n'),
    html: [
      `<p>${escape(intro)}</p>`,
      `<h2>${escape(update.title)}</h2>`,
      `<p><small>${escape(date)}</small></p>`,
      update.body,
      // The link's words without the colon that leads to a link in the text.
      `<p><a href="${escape(caseUrl)}">${escape(readOnSite.replace(/\s*:$/, ''))}</a></p>`,
      `<p><small>${escape(why)} <a href="${escape(unsubscribeUrl)}">${escape(say(locale, 'mail.unsubscribe'))}</a></small></p>`,
      `<p>${escape(closing)}</p>`,
    ].join(''),
    headers: oneClickHeaders(oneClickUrl),
  };
}

/** Queues the update's mail in the transaction that posts it: nothing goes out if it fails. */
export async function queueUpdateMail(
  { mailer, config }: Pick<Services, 'mailer' | 'config'>,
  tx: Transaction,
  links: UnsubscribeLinks,
  donationCase: { id: string; title: string },
  update: PostedUpdate,
) {
  const recipients = await updateMailRecipients(tx, donationCase.id);
  await mailer.sendAll(
    recipients.map(({ subscriptionId, email, locale: stored }) => {
      const locale = recipientLocale(stored, config.defaultLocale);
      return caseUpdateMessage(
        email,
        locale,
        {
          unsubscribeUrl: links.url(subscriptionId),
          oneClickUrl: links.oneClickUrl(subscriptionId),
        },
        donationCase.title,
        pageUrl(config.publicUrl, `/donate/${donationCase.id}`, locale, config.defaultLocale),
        update,
      );
    }),
    tx,
  );
}
