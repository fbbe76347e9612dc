/** Where a user lands after signing in: admins on their overview, everyone else at home. */
export function homePathFor(user: { isAdmin: boolean }): string {
  return user.isAdmin ? '/dashboard?tab=dashboard' : '/';
}
