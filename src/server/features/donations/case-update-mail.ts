import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import type { Transaction } from '../../db/client.ts';
import { donationTransactions } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { htmlToText } from '../../platform/sanitize-html.ts';
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
 * One address per donor who asked for this case's updates and has not left: their earliest such
 * donation names them in the unsubscribe link.
 */
export async function updateMailRecipients(tx: Transaction, caseId: string) {
  return tx
    .selectDistinctOn([sql`lower(${donationTransactions.donorEmail})`], {
      transactionId: donationTransactions.id,
      email: donationTransactions.donorEmail,
    })
    .from(donationTransactions)
    .where(and(wantsUpdatesOf(caseId), isNotNull(donationTransactions.donorEmail)))
    .orderBy(sql`lower(${donationTransactions.donorEmail})`, asc(donationTransactions.createdAt));
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
 * mail programs show their own button for `List-Unsubscribe` and POST to it.
 */
export function caseUpdateMessage(
  to: string,
  unsubscribeUrl: string,
  caseTitle: string,
  caseUrl: string,
  update: PostedUpdate,
): MailMessage {
  const escape = escapeUTF8;
  const intro = `An update on "${caseTitle}", which you supported:`;
  const why = 'You get this because you asked for updates about this case when you gave.';
  const date = formatDate(update.postedAt);
  return {
    to,
    subject: `Update on "${caseTitle}": ${update.title}`,
    text: [
      intro,
      `${update.title} (${date})`,
      htmlToText(update.body),
      `Read it on the site: ${caseUrl}`,
      `${why} Stop these e-mails: ${unsubscribeUrl}`,
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
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
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
    recipients.map(({ transactionId, email }) =>
      caseUpdateMessage(
        email!,
        links.url(transactionId),
        donationCase.title,
        donationCase.url,
        update,
      ),
    ),
    tx,
  );
}
