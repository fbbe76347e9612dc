import { ActionIcon, Avatar, Button, Group, Text } from '@mantine/core';
import { LazyTooltip } from '#web/components/deferred/lazy-tooltip.tsx';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import {
  IconArrowBackUp,
  IconFlag,
  IconPencil,
  IconThumbUp,
  IconThumbUpFilled,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import type { Comment, Reply } from '#contracts/comments.ts';
import { LocalDate } from '#web/components/local-date.tsx';
import { ReportDialog } from '#web/components/lazy-report-dialog.tsx';
import { CommentComposer } from './lazy-comment-composer.tsx';
import classes from './comment-section.module.css';
import { CommentText } from './comment-text.tsx';
import type { PostComments } from './use-post-comments.ts';
import { commentAnchor } from '#web/lib/comment-anchor.ts';
import { actorOf } from '#web/lib/actor.ts';
import { canEditComment } from '#contracts/policies/comments.ts';
import { avatarSource } from '#web/lib/image-sources.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';

/** The spec: a comment's edit and delete belong to its author or an admin. */
const canManage = (user: SessionUser | null, comment: Comment | Reply) =>
  canEditComment(actorOf(user), { userId: comment.userId._id });

/** The composer that opens inside a comment, to edit it or answer it; its label is for screen readers. */
function InlineComposer(
  props: Omit<ComponentProps<typeof CommentComposer>, 'hideLabel' | 'announcesEmpty' | 'autoFocus'>,
) {
  return <CommentComposer {...props} hideLabel announcesEmpty autoFocus />;
}

/** One of a comment's small actions under its text; its accessible name says whose comment. */
function CommentAction({
  icon: LeadingIcon,
  color = 'gray',
  ...props
}: {
  icon: Icon;
  color?: 'gray' | 'red';
  onClick: () => void;
  'aria-label': string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-xs"
      leftSection={<LeadingIcon size={14} aria-hidden="true" />}
      {...props}
    />
  );
}

function confirmDelete(t: Translate<'comments'>, onConfirm: () => void) {
  confirmDestructive({
    title: t('comments.delete.title'),
    children: <Text size="sm">{t('comments.delete.body')}</Text>,
    onConfirm,
  });
}

function CommentHeader({ comment }: { comment: Comment | Reply }) {
  const t = useMessages('comments');
  const { username } = comment.userId;
  return (
    <Group gap={8} wrap="wrap">
      <Link to={`/profile/${encodeURIComponent(username)}`} className={classes.author}>
        @{username}
      </Link>
      <Text size="xs" c="dimmed" component="span">
        <LocalDate value={comment.createdAt} />
      </Text>
      {comment.awaitingReview && (
        <Text size="xs" fw={700} c="dimmed" component="span">
          {t('comments.item.awaitingReview')}
        </Text>
      )}
    </Group>
  );
}

/** Under the author's own comment that waits: why nobody else sees it yet. */
function AwaitingReviewNote({ comment }: { comment: Comment | Reply }) {
  const t = useMessages('comments');
  if (!comment.awaitingReview) return null;
  return (
    <Text size="xs" c="dimmed" mt={2}>
      {t('comments.item.awaitingReviewNote')}
    </Text>
  );
}

interface ItemProps {
  currentUser: SessionUser | null;
  actions: PostComments;
}

/** A reply: its author, text and date; replies offer delete only (the spec). */
function ReplyItem({ reply, currentUser, actions }: ItemProps & { reply: Reply }) {
  const t = useMessages('comments');
  return (
    <li
      className={classes.reply}
      id={commentAnchor(reply._id)}
      tabIndex={-1}
      aria-label={t('comments.item.replyBy', { username: reply.userId.username })}
    >
      <div className={classes.comment}>
        <Avatar src={avatarSource(reply.userId.profilePicture, 28)} alt="" size={28} radius="xl" />
        <div className={classes.body}>
          <CommentHeader comment={reply} />
          <CommentText content={reply.content} mentions={reply.mentions} />
          <AwaitingReviewNote comment={reply} />
          {canManage(currentUser, reply) && (
            <Group gap={4} mt={4}>
              <CommentAction
                icon={IconTrash}
                color="red"
                onClick={() => confirmDelete(t, () => actions.removeAndRefocus(reply._id))}
                aria-label={t('comments.item.deleteReplyBy', { username: reply.userId.username })}
              >
                {t('comments.item.delete')}
              </CommentAction>
            </Group>
          )}
        </div>
      </div>
    </li>
  );
}

/** A comment with its likes, reply, edit, delete and report actions, then its replies. */
export function CommentItem({ comment, currentUser, actions }: ItemProps & { comment: Comment }) {
  const t = useMessages('comments');
  const navigate = useNavigate();
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  /** Once an edit or a reply is saved: back to reading, focus on what was saved. */
  const closeAndFocus = (savedId: string) => {
    setMode('read');
    actions.focusComment(savedId);
  };
  const [isReporting, setIsReporting] = useState(false);
  const isOwner = currentUser?._id === comment.userId._id;
  const mayManage = canManage(currentUser, comment);
  const author = comment.userId.username;

  const requireSignIn = () => {
    void navigate('/sign-in');
  };

  const toggleLike = () => {
    if (!currentUser) return requireSignIn();
    actions.like.mutate(comment._id);
  };

  const remove = () => {
    if (!currentUser) return requireSignIn();
    confirmDelete(t, () => actions.removeAndRefocus(comment._id));
  };

  const likeLabel = t('comments.item.likes', { count: comment.numberOfLikes });

  return (
    <li
      className={classes.item}
      id={commentAnchor(comment._id)}
      tabIndex={-1}
      aria-label={t('comments.item.commentBy', { username: author })}
    >
      <div className={classes.comment}>
        <Avatar
          src={avatarSource(comment.userId.profilePicture, 36)}
          alt=""
          size={36}
          radius="xl"
        />
        <div className={classes.body}>
          <CommentHeader comment={comment} />
          {mode === 'edit' ? (
            <InlineComposer
              label={t('comments.item.editYourComment')}
              submitLabel={t('comments.item.save')}
              initialValue={comment.content}
              isPending={actions.edit.isPending}
              onSave={(content) =>
                actions.edit.mutate(
                  { id: comment._id, content },
                  { onSuccess: () => closeAndFocus(comment._id) },
                )
              }
              onCancel={() => setMode('read')}
            />
          ) : (
            <CommentText content={comment.content} mentions={comment.mentions} />
          )}
          <AwaitingReviewNote comment={comment} />

          <Group gap={4} mt={6} wrap="wrap">
            {/* Nobody else sees a comment awaiting review: there is nothing to like or answer yet. */}
            {!comment.awaitingReview && (
              <>
                <LazyTooltip
                  label={comment.isLiked ? t('comments.item.unlike') : t('comments.item.like')}
                  withArrow
                >
                  <ActionIcon
                    variant="subtle"
                    color={comment.isLiked ? 'ember' : 'gray'}
                    size="md"
                    onClick={toggleLike}
                    aria-pressed={comment.isLiked}
                    aria-label={t('comments.item.likeCommentBy', { username: author })}
                    disabled={actions.like.isPending && actions.like.variables === comment._id}
                  >
                    {comment.isLiked ? (
                      <IconThumbUpFilled size={16} aria-hidden="true" />
                    ) : (
                      <IconThumbUp size={16} aria-hidden="true" />
                    )}
                  </ActionIcon>
                </LazyTooltip>
                <Text size="xs" c="dimmed" me="xs" data-testid="like-count">
                  {likeLabel}
                </Text>
                <CommentAction
                  icon={IconArrowBackUp}
                  onClick={() => (currentUser ? setMode('reply') : requireSignIn())}
                  aria-label={t('comments.item.replyTo', { username: author })}
                >
                  {t('comments.item.reply')}
                </CommentAction>
              </>
            )}
            {mayManage && (
              <>
                <CommentAction
                  icon={IconPencil}
                  onClick={() => setMode('edit')}
                  aria-label={t('comments.item.editCommentBy', { username: author })}
                >
                  {t('comments.item.edit')}
                </CommentAction>
                <CommentAction
                  icon={IconTrash}
                  color="red"
                  onClick={remove}
                  aria-label={t('comments.item.deleteCommentBy', { username: author })}
                >
                  {t('comments.item.delete')}
                </CommentAction>
              </>
            )}
            {currentUser && !isOwner && !comment.awaitingReview && (
              <CommentAction
                icon={IconFlag}
                onClick={() => setIsReporting(true)}
                aria-label={t('comments.item.reportCommentBy', { username: author })}
              >
                {t('comments.item.report')}
              </CommentAction>
            )}
          </Group>

          {mode === 'reply' && (
            <div style={{ marginTop: 8 }}>
              <InlineComposer
                label={t('comments.item.replyTo', { username: author })}
                placeholder={t('comments.item.replyPlaceholder', { username: author })}
                submitLabel={t('comments.item.reply')}
                rules="reply"
                isPending={actions.reply.isPending}
                onSave={(content) =>
                  actions.reply.mutate(
                    { parentId: comment._id, content },
                    { onSuccess: (reply) => closeAndFocus(reply._id) },
                  )
                }
                onCancel={() => setMode('read')}
              />
            </div>
          )}

          {comment.replies.length > 0 && (
            <ul
              className={classes.replies}
              aria-label={t('comments.item.repliesTo', { username: author })}
            >
              {comment.replies.map((reply) => (
                <ReplyItem
                  key={reply._id}
                  reply={reply}
                  currentUser={currentUser}
                  actions={actions}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      {currentUser && !isOwner && (
        <ReportDialog
          opened={isReporting}
          onClose={() => setIsReporting(false)}
          targetId={comment._id}
          targetType="comment"
        />
      )}
    </li>
  );
}
