import type { z } from 'zod';
import type { createCaseUpdateSchema } from '#contracts/case-updates.ts';
import { donationCaseUpdates } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { queueUpdateMail, updateNotificationRecipients } from './case-update-mail.ts';
import { getDonationCase } from './get-donation-case.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** A day alone is taken at noon UTC, so it reads as the same date in every time zone. */
const postedAt = (given: string | undefined) =>
  given ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(given) ? `${given}T12:00:00Z` : given) : new Date();

/**
 * An admin posts news on a case. The mail to the donors who asked for it is queued in the same
 * transaction; the signed-in ones among them are notified through the event.
 */
export async function postCaseUpdate(
  services: Pick<Services, 'db' | 'events' | 'mailer' | 'config'>,
  actor: Viewer,
  caseId: string,
  input: z.output<typeof createCaseUpdateSchema>,
  links: UnsubscribeLinks,
) {
  const donationCase = await getDonationCase(services, caseId);
  const { created, notifiedUserIds } = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donationCaseUpdates)
      .values({
        donationCaseId: donationCase.id,
        title: input.title,
        body: sanitizeRichText(input.body),
        postedAt: postedAt(input.postedAt),
        createdById: actor.id,
      })
      .returning();
    await queueUpdateMail(services, tx, links, donationCase, row!);
    await logModeration(tx, actor, 'case.post-update', {
      type: 'donation-case',
      id: donationCase.id,
    });
    return { created: row!, notifiedUserIds: await updateNotificationRecipients(tx, caseId) };
  });
  await services.events.emit('donation-case.update-posted', {
    actor,
    update: {
      id: created.id,
      caseId: donationCase.id,
      caseTitle: donationCase.title,
      title: created.title,
    },
    recipientIds: notifiedUserIds,
  });
  return created;
}
