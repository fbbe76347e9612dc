import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardComment } from '#contracts/comments.ts';
import type { Translate } from '#web/i18n/use-messages.ts';
import { UserChip } from './user-chip.tsx';

/** How a button's accessible name calls a comment. */
export const commentSubject = (comment: DashboardComment, t: Translate<'moderation'>) =>
  t('moderation.common.commentBy', {
    username: comment.userId?.username ?? t('moderation.common.unknownUser'),
  });

/** The post a comment is on; `missing` stands in once the post is gone. */
export function CommentPostLink({
  post,
  missing = null,
}: {
  post: DashboardComment['postId'];
  missing?: ReactNode;
}) {
  if (!post) return missing;
  return (
    <Anchor component={Link} to={`/post/${post.slug}`} size="sm" lineClamp={2}>
      {post.title}
    </Anchor>
  );
}

export const commentContent = (comment: DashboardComment) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    {comment.content}
  </Text>
);

/** The top of a comment's card on narrow screens: who wrote it, and when. */
export function CommentCardHead({ comment, date }: { comment: DashboardComment; date: string }) {
  const format = useFormat();
  return (
    <Group justify="space-between" wrap="nowrap">
      <UserChip user={comment.userId} />
      <Text size="xs" c="dimmed">
        {format.date(date)}
      </Text>
    </Group>
  );
}

/** A comment's card on narrow screens: who wrote it and when, its text, then the caller's lines. */
export function CommentCard({
  comment,
  date,
  children,
}: {
  comment: DashboardComment;
  date: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <CommentCardHead comment={comment} date={date} />
      {commentContent(comment)}
      {children}
    </Stack>
  );
}
