import { desc, isNotNull, sql } from 'drizzle-orm';
import type { MailingStatus } from '#contracts/mailings.ts';
import { mailings, outboxMessages } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

/** The mailings paged through at most: the latest by their last activity. */
const SHOWN = 1000;

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Each mailing's mails by state: those handed to the mail server from `mailings`, the others
 * from the outbox, where they wait (queued: never tried; deferred: failed, to be tried again)
 * or are kept as failed. A mail is "sent" only once the mail server took it.
 */
export async function listMailings(
  { db }: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
): Promise<{ mailings: MailingStatus[]; totalMailings: number }> {
  const [waiting, sent] = await Promise.all([
    db
      .select({
        mailing: outboxMessages.mailing,
        queued: count(
          sql`${outboxMessages.failedAt} is null and ${outboxMessages.lastError} is null`,
        ),
        deferred: count(
          sql`${outboxMessages.failedAt} is null and ${outboxMessages.lastError} is not null`,
        ),
        failed: count(sql`${outboxMessages.failedAt} is not null`),
        latest: sql<Date>`max(${outboxMessages.createdAt})`.mapWith(outboxMessages.createdAt),
      })
      .from(outboxMessages)
      .where(isNotNull(outboxMessages.mailing))
      .groupBy(outboxMessages.mailing),
    db.select().from(mailings).orderBy(desc(mailings.lastSentAt)).limit(SHOWN),
  ]);
  const byMailing = new Map<string, MailingStatus & { latest: number }>();
  const entry = (mailing: string) => {
    const found = byMailing.get(mailing) ?? {
      mailing,
      queued: 0,
      sent: 0,
      deferred: 0,
      failed: 0,
      latest: 0,
    };
    byMailing.set(mailing, found);
    return found;
  };
  for (const row of waiting) {
    const status = entry(row.mailing!);
    Object.assign(status, { queued: row.queued, deferred: row.deferred, failed: row.failed });
    status.latest = Math.max(status.latest, new Date(row.latest).getTime());
  }
  for (const row of sent) {
    const status = entry(row.mailing);
    status.sent = row.sent;
    status.latest = Math.max(status.latest, row.lastSentAt?.getTime() ?? 0);
  }
  const latestFirst = [...byMailing.values()]
    .sort((a, b) => b.latest - a.latest)
    .slice(0, SHOWN)
    .map(({ latest: _latest, ...status }) => status);
  return {
    mailings: latestFirst.slice(page.startIndex, page.startIndex + page.limit),
    totalMailings: latestFirst.length,
  };
}
