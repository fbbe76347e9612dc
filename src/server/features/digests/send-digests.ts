import { and, eq, isNull, sql } from 'drizzle-orm';
import { digestSends, notificationDigests, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import type { SubscriptionLinks } from '../subscriptions/subscription-links.ts';
import { digestContent, itemCount } from './digest-content.ts';
import { digestMessage } from './digest-mail.ts';
import { lastEndedPeriod, type DigestFrequency } from './digest-periods.ts';

/** Members looked at per query; a round goes on until none is left for the period. */
const BATCH = 100;

/**
 * Sends the digests due at `now`: for each member who chose daily or weekly digests and has a
 * confirmed address, the last period that has ended, once. The period's `digest_sends` row is
 * written in the transaction that queues the mail, so of processes that build one member's
 * digest at the same time exactly one sends it; a period with nothing new sends nothing.
 */
export async function sendDueDigests(
  services: Pick<Services, 'db' | 'mailer' | 'config'>,
  links: SubscriptionLinks,
  now: Date,
) {
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    sent += await sendPeriod(services, links, frequency, now);
  }
  return sent;
}

async function sendPeriod(
  services: Pick<Services, 'db' | 'mailer' | 'config'>,
  links: SubscriptionLinks,
  frequency: DigestFrequency,
  now: Date,
) {
  const { db } = services;
  const period = lastEndedPeriod(frequency, now);
  let sent = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id, email: users.email })
      .from(notificationDigests)
      .innerJoin(users, eq(users.id, notificationDigests.userId))
      .leftJoin(
        digestSends,
        and(eq(digestSends.userId, users.id), eq(digestSends.period, period.key)),
      )
      .where(
        and(
          eq(notificationDigests.digest, frequency),
          eq(users.verified, true),
          isNull(digestSends.userId),
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    if (due.length === 0) return sent;
    for (const member of due) {
      const content = await digestContent(services, member.id, period);
      const items = itemCount(content);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(digestSends)
          .values({ userId: member.id, period: period.key, items })
          .onConflictDoNothing()
          .returning({ userId: digestSends.userId });
        if (!claimed || items === 0) return;
        const message = digestMessage(
          member.email,
          member.id,
          frequency,
          content,
          services.config.publicUrl,
          links,
        );
        await services.mailer.send({ ...message, mailing: `digest:${period.key}` }, tx);
        sent += 1;
      });
    }
  }
}

/** How long the record of a digest sent (or found empty) is kept: past any period's end. */
const KEPT_DAYS = 30;

/** Forgets digests older than KEPT_DAYS: no period that long ago is ever due again. */
export async function forgetOldDigests({ db }: Pick<Services, 'db'>, now: Date) {
  await db
    .delete(digestSends)
    .where(sql`${digestSends.createdAt} < ${new Date(now.getTime() - KEPT_DAYS * 86_400_000)}`);
}
