import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { Transaction } from '../../db/client.ts';
import {
  caseUpdateSubscriptions,
  donationTransactions,
  notificationSettings,
  users,
} from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { htmlToText } from '../../platform/sanitize-html.ts';
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
    .select({ subscriptionId: caseUpdateSubscriptions.id, email: caseUpdateSubscriptions.email })
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

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The update as mail to one donor, in text and HTML, with a one-click unsubscribe (RFC 8058):
 * mail programs show their own button for `List-Unsubscribe` and POST to it; the text links to
 * a page that asks first.
 */
export function caseUpdateMessage(
  to: string,
  { unsubscribeUrl, oneClickUrl }: { unsubscribeUrl: string; oneClickUrl: string },
  caseTitle: string,
  caseUrl: string,
  update: PostedUpdate,
): MailMessage {
  const escape = escapeUTF8;
  const intro = `An update on "${caseTitle}", which you supported:`;
  const why = 'You get this because you confirmed you wanted updates about this case.';
  const date = formatDate(update.postedAt);
  return {
    to,
    subject: `Update on "${caseTitle}": ${update.title}`,
    text: [
      intro,
      `${update.title} (${date})`,
      htmlToText(update.body),
      `Read it on the site:\n${caseUrl}`,
      `${why} Stop these e-mails:\n${unsubscribeUrl}`,
      'The Hearth community',
    ].join('\n\n'),
    html: [
      `<p>${escape(intro)}</p>`,
      `<h2>${escape(update.title)}</h2>`,
      `<p><small>${escape(date)}</small></p>`,
      update.body,
      `<p><a href="${escape(caseUrl)}">Read it on the site</a></p>`,
      `<p><small>${escape(why)} <a href="${escape(unsubscribeUrl)}">Unsubscribe</a></small></p>`,
      '<p>The Hearth community</p>',
    ].join(''),
    headers: oneClickHeaders(oneClickUrl),
  };
}

/** Queues the update's mail in the transaction that posts it: nothing goes out if it fails. */
export async function queueUpdateMail(
  mailer: Mailer,
  tx: Transaction,
  links: UnsubscribeLinks,
  donationCase: { id: string; title: string; url: string },
  update: PostedUpdate,
) {
  const recipients = await updateMailRecipients(tx, donationCase.id);
  await mailer.sendAll(
    recipients.map(({ subscriptionId, email }) =>
      caseUpdateMessage(
        email,
        {
          unsubscribeUrl: links.url(subscriptionId),
          oneClickUrl: links.oneClickUrl(subscriptionId),
        },
        donationCase.title,
        donationCase.url,
        update,
      ),
    ),
    tx,
  );
}
