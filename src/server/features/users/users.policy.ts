import type { Viewer } from '../../platform/auth.ts';

/** The account's owner, or an admin, manages it. */
export const canManageAccount = (viewer: Viewer, accountId: string) =>
  viewer.id === accountId || viewer.isAdmin;

/** Whether the viewer may read the private fields (e-mail, birth date, ban) of an account. */
export const canSeePrivateFields = (viewer: Viewer | null, accountId: string) =>
  viewer !== null && canManageAccount(viewer, accountId);

/** Only admins and publishers can be followed, and never by themselves. */
export const canFollow = (
  viewer: Viewer,
  target: { id: string; isAdmin: boolean; isPublisher: boolean },
) => viewer.id !== target.id && (target.isAdmin || target.isPublisher);
