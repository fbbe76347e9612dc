import { isAuthor } from '#contracts/policies/actor.ts';
import type { PublicUser } from '#contracts/users.ts';

/**
 * Whether a profile offers the author's posts feed (in its head and as a link): publishers and
 * admins, and anyone with published posts.
 */
export const offersAuthorFeed = (user: PublicUser, totalPosts: number) =>
  isAuthor(user) || totalPosts > 0;
