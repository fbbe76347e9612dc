import { STATS_MESSAGES } from '#contracts/stats.ts';
import { canReadAuthorStats, canReadSiteStats } from '#contracts/policies/stats.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

/** A member's own stats are a publisher's; another author's, an admin's. */
export const authorizeAuthorStats = (authorId: string | undefined) => (viewer: Viewer) => {
  if (!canReadAuthorStats(viewer, authorId)) {
    throw forbidden(canReadAuthorStats(viewer) ? STATS_MESSAGES.ownStatsOnly : ADMIN_ONLY_MESSAGE);
  }
};

export function authorizeSiteStats(viewer: Viewer) {
  if (!canReadSiteStats(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}
