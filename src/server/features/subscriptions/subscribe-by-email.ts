import { randomBytes } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Locale } from '#contracts/i18n/locales.ts';
import type { subscribeBodySchema } from '#contracts/notification-settings.ts';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { authorSubscriptions, caseUpdateSubscriptions, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { say, signOff } from '../../platform/mail-language.ts';
import { mailboxKey, mailboxOf } from '../../platform/mailbox.ts';
import type { Services } from '../../platform/services.ts';
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  hashConfirmationToken,
} from '../donations/case-update-confirmation.ts';
import { getDonationCase } from '../donations/get-donation-case.ts';
import type { SubscriptionLinks } from './subscription-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Target = { kind: 'author' | 'case'; id: string; name: string };

/** The two tables share their columns but the one naming what is followed. */
const TABLES = {
  author: { table: 'author_subscriptions', column: 'author_id' },
  case: { table: 'case_update_subscriptions', column: 'donation_case_id' },
} as const;

function confirmationMessage(to: string, locale: Locale, url: string, target: Target): MailMessage {
  const what = { kind: target.kind, name: target.name };
  return {
    to,
    locale,
    subject: say(locale, 'mail.subscribe.subject', what),
    text: [
      say(locale, 'mail.subscribe.asked', what),
      `${say(locale, 'mail.confirmWithLink')}\n${url}`,
      say(locale, 'mail.subscribe.ignore'),
      signOff(locale),
    ].join('\n\n'),
  };
}

async function targetOf(
  services: Pick<Services, 'db'>,
  input: { authorId?: string; caseId?: string },
) {
  if (input.caseId) {
    const donationCase = await getDonationCase(services, input.caseId);
    return { kind: 'case', id: donationCase.id, name: donationCase.title } as const;
  }
  const [author] = await services.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(eq(users.id, input.authorId!), or(eq(users.isPublisher, true), eq(users.isAdmin, true))),
    )
    .limit(1);
  if (!author) throw notFound('User not found');
  return { kind: 'author', id: author.id, name: author.username } as const;
}

/** Confirmation mails this mailbox got in the last day, over authors and cases. */
async function mailedToday(tx: Transaction, mailbox: string) {
  const dayAgo = new Date(Date.now() - DAY_MS);
  const [authors, cases] = await Promise.all([
    tx.$count(
      authorSubscriptions,
      and(
        eq(mailboxOf(authorSubscriptions.email), mailbox),
        gt(authorSubscriptions.confirmationSentAt, dayAgo),
      ),
    ),
    tx.$count(
      caseUpdateSubscriptions,
      and(
        eq(mailboxOf(caseUpdateSubscriptions.email), mailbox),
        gt(caseUpdateSubscriptions.confirmationSentAt, dayAgo),
      ),
    ),
  ]);
  return authors + cases;
}

/**
 * A visitor asks for an author's new posts or a case's updates at an address: it only mails the
 * address a confirmation link (double opt-in). An address already receiving them, one mailed a
 * link less than a day ago (unless it unsubscribed since), or a mailbox over its few links a day
 * gets nothing new; an unsubscribed one stays so until its owner follows the new link. The
 * caller learns none of this: the answer is the same.
 */
export async function subscribeByEmail(
  services: Pick<Services, 'db' | 'mailer' | 'log'>,
  links: SubscriptionLinks,
  input: z.output<typeof subscribeBodySchema>,
  /** The language the visitor asks in: the confirmation's and the mails' that follow. */
  locale: Locale,
) {
  const target = await targetOf(services, input);
  const { table, column } = TABLES[target.kind];
  const to = input.email;
  const mailbox = mailboxKey(to);
  await services.db.transaction(async (tx) => {
    // Gifts and other requests naming the mailbox wait for this one (its daily limit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${mailbox}))`);
    const sent = await mailedToday(tx, mailbox);
    await tx.execute(sql`
      insert into ${sql.identifier(table)} (${sql.identifier(column)}, email, locale)
      values (${target.id}::uuid, ${to}, ${locale}) on conflict do nothing`);
    if (sent >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
      services.log.info(
        { target: target.kind },
        'subscription confirmation not sent: address limit',
      );
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const dayAgo = new Date(Date.now() - DAY_MS);
    const asked = await tx.execute(sql`
      update ${sql.identifier(table)}
      set confirm_token_hash = ${hashConfirmationToken(token)}, confirmation_sent_at = now(),
        locale = ${locale}
      where ${sql.identifier(column)} = ${target.id}::uuid and lower(email) = lower(${to})
        and confirmed_at is null
        and (confirmation_sent_at is null or confirmation_sent_at < ${dayAgo.toISOString()}::timestamptz
          or confirmation_sent_at < unsubscribed_at)
      returning id`);
    // node-postgres and the embedded database both answer their rows as `rows`.
    if ((asked as unknown as { rows: unknown[] }).rows.length === 0) return;
    await services.mailer.send(
      confirmationMessage(to, locale, links.confirmUrl(token), target),
      tx,
    );
  });
}
