import type { ReportListItem } from '#contracts/reports.ts';
import { commentAnchor } from '#web/lib/comment-anchor.ts';

/** The spec's content preview length. */
export const CONTENT_PREVIEW_LENGTH = 120;

/** What was reported; its name is `moderation.reports.kind.{kind}`. */
export type ReportedKind = 'post' | 'comment' | 'reply';

interface ReportedContent {
  kind: ReportedKind;
  /** The post's title or the comment's text; null when it has been deleted since. */
  text: string | null;
  /** Where the content can be seen; null when it has been deleted since. */
  contextPath: string | null;
}

const stringField = (record: Record<string, unknown> | null, key: string) => {
  const value = record?.[key];
  return typeof value === 'string' ? value : null;
};

/**
 * What a report points at, read from its `targetContent`: a post holds title and slug; a comment
 * holds content, parentId, isReply and postId with slug. A comment counts as a reply when it has
 * a parentId or isReply (the spec).
 */
export function reportedContent(report: ReportListItem): ReportedContent {
  const target = report.targetContent;
  if (report.targetType === 'post') {
    const slug = stringField(target, 'slug');
    return {
      kind: 'post',
      text: stringField(target, 'title'),
      contextPath: slug ? `/post/${slug}` : null,
    };
  }
  const post = target?.postId as { slug?: unknown } | undefined;
  const slug = typeof post?.slug === 'string' ? post.slug : null;
  const isReply = Boolean(stringField(target, 'parentId')) || target?.isReply === true;
  return {
    kind: isReply ? 'reply' : 'comment',
    text: stringField(target, 'content'),
    contextPath: slug ? `/post/${slug}#${commentAnchor(report.targetId)}` : null,
  };
}

/** The first 120 characters, with an ellipsis when something was cut. */
export function preview(text: string): string {
  return text.length > CONTENT_PREVIEW_LENGTH
    ? `${text.slice(0, CONTENT_PREVIEW_LENGTH).trimEnd()}…`
    : text;
}
