import { alias } from 'drizzle-orm/pg-core';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ReportStatusFilter } from '#contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts, reports, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

const reporter = alias(users, 'reporter');
const owner = alias(users, 'owner');

/** What was reported, as it is now; null when it has been deleted since. */
async function targetContents(db: Database, rows: { targetType: string; targetId: string }[]) {
  const ids = (type: string) => rows.filter((r) => r.targetType === type).map((r) => r.targetId);
  const postIds = ids('post');
  const commentIds = ids('comment');
  const [postRows, commentRows] = await Promise.all([
    postIds.length
      ? db
          .select({ id: posts.id, title: posts.title, slug: posts.slug })
          .from(posts)
          .where(inArray(posts.id, postIds))
      : [],
    commentIds.length
      ? db
          .select({
            id: comments.id,
            content: comments.content,
            parentId: comments.parentId,
            postId: posts.id,
            slug: posts.slug,
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(inArray(comments.id, commentIds))
      : [],
  ]);
  const contents = new Map<string, Record<string, unknown>>();
  for (const post of postRows) contents.set(post.id, { title: post.title, slug: post.slug });
  for (const comment of commentRows) {
    contents.set(comment.id, {
      content: comment.content,
      parentId: comment.parentId,
      isReply: comment.parentId !== null,
      postId: { _id: comment.postId, slug: comment.slug },
    });
  }
  return contents;
}

/** A page of reports, newest first, with reporter, content owner and the reported content. */
export async function listReports(
  services: Pick<Services, 'db'>,
  status: ReportStatusFilter,
  page: { page: number; limit: number },
) {
  const { db } = services;
  const where: SQL | undefined = status === 'all' ? undefined : eq(reports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: reports,
        reporter: { _id: reporter.id, username: reporter.username },
        owner: { _id: owner.id, username: owner.username },
      })
      .from(reports)
      .leftJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(owner, eq(owner.id, reports.contentOwnerId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .offset((page.page - 1) * page.limit)
      .limit(page.limit),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  const contents = await targetContents(
    db,
    rows.map(({ report }) => report),
  );
  const totalReports = total?.value ?? 0;
  return {
    reports: rows.map(({ report, reporter: by, owner: contentOwner }) => ({
      _id: report.id,
      status: report.status as 'pending' | 'reviewed',
      reason: report.reason,
      targetType: report.targetType as 'post' | 'comment',
      targetId: report.targetId,
      targetContent: contents.get(report.targetId) ?? null,
      targetDeleted: !contents.has(report.targetId),
      userId: by?._id ? by : null,
      contentOwner: contentOwner?._id ? contentOwner : null,
      createdAt: report.createdAt.toISOString(),
    })),
    totalReports,
    totalPages: Math.max(1, Math.ceil(totalReports / page.limit)),
    currentPage: page.page,
  };
}

export const countPendingReports = (services: Pick<Services, 'db'>) =>
  services.db.$count(reports, eq(reports.status, 'pending'));
