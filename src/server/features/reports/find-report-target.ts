import { and, eq } from 'drizzle-orm';
import type { ReportTargetType } from '#contracts/reports.ts';
import { comments, posts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { isPublicComment, isPublicPost } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';

/** Reported content: whose it is (`userId`), and the slug of the post it is or is on. */
export interface ReportTarget {
  userId: string;
  postSlug: string;
}

/** The public post or comment a report is about; 404 when there is none or it is not public. */
export async function findReportTarget(
  services: Pick<Services, 'db'>,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget> {
  const { db } = services;
  const [target] =
    type === 'post'
      ? await db
          .select({ userId: posts.userId, postSlug: posts.slug })
          .from(posts)
          .where(and(eq(posts.id, id), isPublicPost))
          .limit(1)
      : await db
          .select({ userId: comments.userId, postSlug: posts.slug })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(and(eq(comments.id, id), isPublicComment))
          .limit(1);
  if (!target) throw notFound(type === 'post' ? 'Post not found' : 'Comment not found');
  return target;
}
