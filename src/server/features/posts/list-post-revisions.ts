import { and, desc, eq } from 'drizzle-orm';
import type { PostRevision } from '#contracts/posts.ts';
import { postRevisions, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

const revisionColumns = {
  id: postRevisions.id,
  postId: postRevisions.postId,
  title: postRevisions.title,
  content: postRevisions.content,
  excerpt: postRevisions.excerpt,
  image: postRevisions.image,
  imageAlt: postRevisions.imageAlt,
  coverFocusX: postRevisions.coverFocusX,
  coverFocusY: postRevisions.coverFocusY,
  category: postRevisions.category,
  createdAt: postRevisions.createdAt,
  editorId: users.id,
  editorName: users.username,
  editorPicture: users.profilePicture,
};

type RevisionRow = {
  [Key in keyof typeof revisionColumns]: (typeof revisionColumns)[Key]['_']['data'] | null;
};

function toRevision(row: RevisionRow): PostRevision {
  return {
    _id: row.id!,
    postId: row.postId!,
    title: row.title!,
    content: row.content!,
    excerpt: row.excerpt!,
    image: row.image!,
    imageAlt: row.imageAlt!,
    coverFocus: { x: row.coverFocusX!, y: row.coverFocusY! },
    category: row.category!,
    editor: row.editorId
      ? { _id: row.editorId, username: row.editorName!, profilePicture: row.editorPicture! }
      : null,
    createdAt: row.createdAt!.toISOString(),
  };
}

/** A post's revisions, newest first. */
export async function listPostRevisions(services: Pick<Services, 'db'>, postId: string) {
  const rows = await services.db
    .select(revisionColumns)
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.editorId))
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
  return rows.map(toRevision);
}

/** One revision of the post; 404 when the post has no such revision. */
export async function findPostRevision(
  services: Pick<Services, 'db'>,
  postId: string,
  revisionId: string,
) {
  const [row] = await services.db
    .select(revisionColumns)
    .from(postRevisions)
    .leftJoin(users, eq(users.id, postRevisions.editorId))
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
    .limit(1);
  if (!row) throw notFound('Revision not found');
  return toRevision(row);
}
