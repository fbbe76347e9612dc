import type { UserSummary } from '#contracts/users.ts';
import { users } from '../db/schema.ts';

/** The author's columns that posts, narratives and comments are read with. */
export const authorColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

/** An author as read with `authorColumns`. */
export type Author = { id: string; username: string; profilePicture: string };

/** The author as answers embed them (`userSummarySchema`). */
export const toUserSummary = (author: Author): UserSummary => ({
  _id: author.id,
  username: author.username,
  profilePicture: author.profilePicture,
});
