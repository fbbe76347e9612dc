import type { SessionUser } from '#contracts/users.ts';

/** The spec's role label: Admin, Publisher or User. */
export function roleLabel(user: Pick<SessionUser, 'isAdmin' | 'isPublisher'>): string {
  if (user.isAdmin) return 'Admin';
  if (user.isPublisher) return 'Publisher';
  return 'User';
}
