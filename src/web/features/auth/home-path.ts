import { canUseAdminTabs } from '#contracts/policies/dashboard.ts';
import { actorOf, type ActorSource } from '#web/lib/actor.ts';

/** Where a user lands after signing in: admins on their overview, everyone else at home. */
export function homePathFor(user: ActorSource): string {
  return canUseAdminTabs(actorOf(user)) ? '/dashboard?tab=dashboard' : '/';
}
