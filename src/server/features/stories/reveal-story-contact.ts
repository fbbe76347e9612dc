import { recordAudit, type AuditSource } from '../../platform/audit-log.ts';
import type { Services } from '../../platform/services.ts';

/**
 * A narrative's contact for whoever may read it. One kept on request is recorded in the audit log
 * before it is answered (its author reading their own aside): who, when, from which network.
 */
export async function revealStoryContact(
  services: Pick<Services, 'db'>,
  source: AuditSource,
  story: {
    id: string;
    userId: string;
    contactPlatform: string;
    contactUsername: string;
    contactVisibility: string;
  },
) {
  if (story.contactVisibility === 'on_request' && source.actor?.id !== story.userId) {
    await recordAudit(
      services.db,
      source,
      'story.contact-reveal',
      { type: 'story', id: story.id },
      { contactPlatform: story.contactPlatform },
    );
  }
  return { contactPlatform: story.contactPlatform, contactUsername: story.contactUsername };
}
