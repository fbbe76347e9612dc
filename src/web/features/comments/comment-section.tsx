import { actorOf } from '#web/lib/actor.ts';
import type { Post } from '#contracts/posts.ts';
import { canCreateComment } from '#contracts/policies/comments.ts';
import { Alert, Avatar, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconAlertCircle, IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { CommentComposer } from './lazy-comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import classes from './comment-section.module.css';
import { COMMENTS_HEADING_ID, usePostComments } from './use-post-comments.ts';
import { avatarSource } from '#web/lib/image-sources.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * A link to one comment (`#comment-{id}`) scrolls to it once the comments have loaded; the
 * browser could not, as they arrive after the page.
 */
function useScrollToLinkedComment(hash: string, loadedCount: number) {
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#comment-') || scrolledTo.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolledTo.current = hash;
    target.scrollIntoView({ block: 'start' });
  }, [hash, loadedCount]);
}

/** The comments of a post: the box to write one, the list, and Load more after 50. */
export function CommentSection({ post }: { post: Pick<Post, '_id' | 'status'> }) {
  const t = useMessages('comments');
  const postId = post._id;
  const currentUser = useAppStore((state) => state.currentUser);
  const mayComment = canCreateComment(actorOf(currentUser), post);
  const location = useLocation();
  const actions = usePostComments(postId);
  const { list, comments } = actions;
  useScrollToLinkedComment(location.hash, comments.length);

  return (
    <section aria-labelledby={COMMENTS_HEADING_ID}>
      <Group gap="xs" mb="md">
        <IconMessageCircle size={24} stroke={1.6} aria-hidden="true" />
        <Title order={2} id={COMMENTS_HEADING_ID} size="h3" tabIndex={-1}>
          {t('comments.section.title')}
        </Title>
      </Group>

      <Paper withBorder radius="lg" p="md" mb="lg">
        {currentUser && mayComment ? (
          <Stack gap="sm">
            <Group gap={8}>
              <Text size="sm" c="dimmed">
                {t('comments.section.signedInAs')}
              </Text>
              <Avatar
                src={avatarSource(currentUser.profilePicture, 24)}
                alt=""
                size={24}
                radius="xl"
              />
              <Link to="/dashboard?tab=profile" className={classes.author}>
                @{currentUser.username}
              </Link>
            </Group>
            <CommentComposer
              label={t('comments.section.addLabel')}
              placeholder={t('comments.section.addPlaceholder')}
              submitLabel={t('comments.section.submit')}
              isPending={actions.create.isPending}
              onSave={(content, saved) =>
                actions.create.mutate(content, {
                  onSuccess: (comment) => {
                    saved();
                    actions.focusComment(comment._id);
                  },
                })
              }
            />
          </Stack>
        ) : currentUser ? (
          <Text size="sm">{t('comments.section.openOncePublished')}</Text>
        ) : (
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('comments.section.signInToComment')}</Text>
            <Button component={Link} to="/sign-in" state={{ from: location }} size="xs">
              {t('comments.section.signIn')}
            </Button>
          </Group>
        )}
      </Paper>

      {list.isPending ? (
        <CenteredLoader label={t('comments.section.loading')} py="lg" size="sm" isStatus />
      ) : list.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error, t('comments.section.loadFailed'))}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('comments.section.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : comments.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('comments.section.empty')}
        </Text>
      ) : (
        <>
          <ul className={classes.list} aria-label={t('comments.section.title')}>
            {comments.map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                currentUser={currentUser}
                actions={actions}
              />
            ))}
          </ul>
          {list.hasNextPage && (
            <Center mt="md">
              <Button
                variant="default"
                onClick={() => void actions.loadMore()}
                loading={list.isFetchingNextPage}
              >
                {t('comments.section.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </section>
  );
}
