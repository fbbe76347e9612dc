import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { MONTHLY_END_NOTICE_DAYS } from '#contracts/donations.ts';
import { donationCases, monthlyGifts } from '../../db/schema.ts';
import { recipientLocale } from '../../platform/mail-language.ts';
import type { Services } from '../../platform/services.ts';
import { monthlyEndingMessage } from './monthly-gift-mail.ts';

const RUNNING = ['pending', 'active', 'paused'];

/**
 * Ends the monthly gifts of cases that closed (deactivated or archived by an admin) or reached
 * their `endsAt` by `now`, and cancels their subscriptions at Stripe. One statement claims the
 * gifts, so with several processes each gift is ended, and cancelled, by exactly one of them.
 * Answers how many it ended.
 */
export async function endMonthlyGifts(
  services: Pick<Services, 'db' | 'events' | 'log' | 'payments'>,
  now: Date,
  caseId?: string,
): Promise<number> {
  const closed = or(eq(donationCases.active, false), isNotNull(donationCases.archivedAt));
  const ended = await services.db
    .update(monthlyGifts)
    .set({
      status: 'ended',
      endsReason: sql`case when ${closed} then 'case-closed' else 'case-ended' end`,
      endedAt: now,
    })
    .from(donationCases)
    .where(
      and(
        eq(donationCases.id, monthlyGifts.donationCaseId),
        inArray(monthlyGifts.status, RUNNING),
        or(closed, lte(donationCases.endsAt, now)),
        caseId ? eq(monthlyGifts.donationCaseId, caseId) : undefined,
      ),
    )
    .returning({
      id: monthlyGifts.id,
      caseId: monthlyGifts.donationCaseId,
      subscriptionId: monthlyGifts.stripeSubscriptionId,
    });
  const { payments } = services;
  for (const gift of ended) {
    if (!gift.subscriptionId || payments.name !== 'stripe') continue;
    try {
      await payments.cancelMonthly(gift.subscriptionId);
    } catch (error) {
      services.log.error(
        { err: error, monthlyGiftId: gift.id },
        'Stripe did not cancel the subscription of an ended monthly gift',
      );
    }
  }
  for (const endedCase of new Set(ended.map((gift) => gift.caseId))) {
    await services.events.emit('donation-case.monthly-changed', { caseId: endedCase });
  }
  return ended.length;
}

/**
 * Tells the monthly donors of cases ending within MONTHLY_END_NOTICE_DAYS that their gift stops
 * then. The statement that marks them told also picks them, and their mails are queued in its
 * transaction, so each donor is told once, whatever processes run it.
 */
export async function noticeMonthlyGiftsEnding(
  services: Pick<Services, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<number> {
  const soon = new Date(now.getTime() + MONTHLY_END_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const within: SQL | undefined = and(
    eq(donationCases.id, monthlyGifts.donationCaseId),
    inArray(monthlyGifts.status, ['active', 'paused']),
    isNull(monthlyGifts.endNoticeSentAt),
    isNotNull(monthlyGifts.donorEmail),
    eq(donationCases.active, true),
    isNull(donationCases.archivedAt),
    gt(donationCases.endsAt, now),
    lte(donationCases.endsAt, soon),
  );
  return services.db.transaction(async (tx) => {
    const told = await tx
      .update(monthlyGifts)
      .set({ endNoticeSentAt: now })
      .from(donationCases)
      .where(within)
      .returning({
        email: monthlyGifts.donorEmail,
        locale: monthlyGifts.locale,
        caseTitle: donationCases.title,
        endsAt: donationCases.endsAt,
      });
    for (const { email, locale, caseTitle, endsAt } of told) {
      const language = recipientLocale(locale, services.config.defaultLocale);
      await services.mailer.send(
        monthlyEndingMessage(email!, language, { caseTitle, endsAt: endsAt! }),
        tx,
      );
    }
    return told.length;
  });
}
