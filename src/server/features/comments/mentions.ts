import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { mentionedUsernames } from '#contracts/comments.ts';
import type { Transaction } from '../../db/client.ts';
import { commentMentions, users } from '../../db/schema.ts';

/** Records which existing users the comment names with `@username` (never its author); answers their ids. */
export async function saveMentions(
  tx: Transaction,
  commentId: string,
  content: string,
  authorId: string,
): Promise<string[]> {
  await tx.delete(commentMentions).where(eq(commentMentions.commentId, commentId));
  const names = mentionedUsernames(content);
  if (names.length === 0) return [];
  const mentioned = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), ne(users.id, authorId)));
  if (mentioned.length === 0) return [];
  await tx
    .insert(commentMentions)
    .values(mentioned.map(({ id }) => ({ commentId, userId: id })))
    .onConflictDoNothing();
  return mentioned.map(({ id }) => id);
}
