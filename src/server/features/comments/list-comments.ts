import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { mentionedUsernames, type Comment, type Reply } from '#contracts/comments.ts';
import type { MaybeActor } from '#contracts/policies/actor.ts';
import type { Database } from '../../db/client.ts';
import { commentLikes, comments, posts, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import { cappedIdArray, rowExists } from '../../platform/id-lists.ts';
import { isPublishedComment } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';
import { toComment, toReply, type CommentRecord } from './comment-presenter.ts';
import { findPublicPost } from './find-post.ts';

/** The records with the mentions of their content that name an account: one query for all. */
async function withExistingMentions(
  db: Database,
  rows: Omit<CommentRecord, 'mentions'>[],
): Promise<CommentRecord[]> {
  const mentionsOf = new Map(rows.map((row) => [row, mentionedUsernames(row.comment.content)]));
  const named = [...new Set([...mentionsOf.values()].flat())];
  const existing = new Set(
    named.length === 0
      ? []
      : (
          await db
            .select({ name: sql<string>`lower(${users.username})` })
            .from(users)
            .where(inArray(sql`lower(${users.username})`, named))
        ).map(({ name }) => name),
  );
  return rows.map((row) => ({
    ...row,
    mentions: mentionsOf.get(row)!.filter((name) => existing.has(name)),
  }));
}

/**
 * Comments with their author, post, likes (capped ids), whether the viewer likes each and
 * which of their mentions name an account: two queries, whatever the number of comments.
 */
async function selectComments(
  db: Database,
  viewerId: string | null,
  where: SQL | undefined,
  order: SQL[],
  page?: { startIndex: number; limit: number },
): Promise<CommentRecord[]> {
  const query = db
    .select({
      comment: comments,
      author: authorColumns,
      post: { _id: posts.id, title: posts.title, slug: posts.slug },
      postAuthorId: posts.userId,
      likes: cappedIdArray(
        commentLikes.userId,
        commentLikes,
        eq(commentLikes.commentId, comments.id),
        commentLikes.userId,
      ),
      isLiked: viewerId
        ? rowExists(
            commentLikes,
            and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, viewerId))!,
          )
        : sql<boolean>`false`,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await (page ? query.offset(page.startIndex).limit(page.limit) : query);
  return withExistingMentions(db, rows);
}

/** Published comments, and the viewer's own that await review. */
const visibleTo = (viewerId: string | null) =>
  viewerId ? or(isPublishedComment, eq(comments.userId, viewerId))! : isPublishedComment;

/**
 * A page of a post's top-level comments, newest first, each with all its replies (oldest first),
 * as the viewer reads them (published ones, and the viewer's own awaiting review); 404 when there
 * is no such post or it is not public.
 */
export async function listPostComments(
  services: Pick<Services, 'db'>,
  postId: string,
  viewer: MaybeActor,
  page: { startIndex: number; limit: number },
): Promise<Comment[]> {
  const viewerId = viewer?.id ?? null;
  await findPublicPost(services, postId);
  const { db } = services;
  const topLevel = await selectComments(
    db,
    viewerId,
    and(eq(comments.postId, postId), isNull(comments.parentId), visibleTo(viewerId)),
    [desc(comments.createdAt), desc(comments.id)],
    page,
  );
  if (topLevel.length === 0) return [];

  const replies = await selectComments(
    db,
    viewerId,
    and(
      inArray(
        comments.parentId,
        topLevel.map(({ comment }) => comment.id),
      ),
      visibleTo(viewerId),
    ),
    [asc(comments.createdAt), asc(comments.id)],
  );
  const repliesByParent = new Map<string, Reply[]>();
  for (const record of replies) {
    const list = repliesByParent.get(record.comment.parentId!) ?? [];
    list.push(toReply(record, viewer));
    repliesByParent.set(record.comment.parentId!, list);
  }
  return topLevel.map((record) =>
    toComment(record, viewer, repliesByParent.get(record.comment.id)),
  );
}

/** Who wrote the comments and their replies. */
export const commentAuthorIds = (list: Comment[]) =>
  list.flatMap((comment) => [comment, ...comment.replies]).map((comment) => comment.userId._id);

/** One comment as the viewer reads it (without its replies), or undefined. */
export async function readComment(
  services: Pick<Services, 'db'>,
  commentId: string,
  viewer: MaybeActor,
) {
  const [record] = await selectComments(
    services.db,
    viewer?.id ?? null,
    eq(comments.id, commentId),
    [],
  );
  return record && toComment(record, viewer);
}
