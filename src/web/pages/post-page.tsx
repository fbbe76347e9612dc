import {
  Avatar,
  Badge,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { PublicUser } from '#contracts/users.ts';
import { countPostView, usePost, type Post } from '#web/api/posts.ts';
import { userKeys, useUserByUsername, type FollowResponse } from '#web/api/users.ts';
import { CommentSection } from '#web/features/comments/comment-section.tsx';
import { FollowButton } from '#web/components/follow-button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { PostActions } from '#web/features/posts/post-actions.tsx';
import { CoverImage } from '#web/components/cover-image.tsx';
import classes from '#web/components/content-page.module.css';
import { categoryLabel, categorySearchPath } from '#web/lib/post-category.ts';
import { readingMinutes } from '#web/lib/post-text.ts';
import { RecentArticles } from '#web/features/posts/recent-articles.tsx';

/**
 * Counts one view per opening of a post. The ref survives React's development double effects
 * (StrictMode), and moving to another post through a link counts that one.
 */
function useCountView(postId: string | undefined) {
  const countedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || countedFor.current === postId) return;
    countedFor.current = postId;
    countPostView(postId).catch((error: unknown) => console.warn('Could not count view', error));
  }, [postId]);
}

/** The author's link and, toward publishers and admins other than oneself, a follow button. */
function AuthorLine({ author }: { author: NonNullable<Post['userId']> }) {
  const queryClient = useQueryClient();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const profile = useUserByUsername(author.username);
  const onFollowChange = (result: FollowResponse) =>
    queryClient.setQueryData<PublicUser>(
      userKeys.byUsername(author.username, viewerId),
      (current) =>
        current
          ? { ...current, isFollowing: result.isFollowing, followersCount: result.followersCount }
          : current,
    );

  return (
    <Group gap="sm" wrap="wrap">
      <Link to={`/profile/${encodeURIComponent(author.username)}`} className={classes.author}>
        <Avatar src={author.profilePicture || null} alt="" size={36} radius="xl" />
        {author.username}
      </Link>
      {profile.data && <FollowButton target={profile.data} onChange={onFollowChange} />}
    </Group>
  );
}

function PostArticle({ post }: { post: Post }) {
  const currentUser = useAppStore((state) => state.currentUser);
  const minutes = readingMinutes(post.content);

  return (
    <Stack gap="xl">
      <article aria-labelledby="post-title">
        <Stack gap="lg">
          <header className={classes.header}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Badge
                component={Link}
                to={categorySearchPath(post.category)}
                variant="light"
                size="lg"
                radius="sm"
                className={classes.chip}
                aria-label={`Category: ${categoryLabel(post.category)}. See more posts in it`}
              >
                {categoryLabel(post.category)}
              </Badge>
              <Group gap="xs" wrap="nowrap">
                <PostActions post={post} currentUser={currentUser} />
              </Group>
            </Group>
            <Title order={1} id="post-title" className={classes.title}>
              {post.title}
            </Title>
            <div className={classes.meta}>
              {post.userId ? (
                <AuthorLine author={post.userId} />
              ) : (
                <Text size="sm">A former member</Text>
              )}
              <Group gap="md" wrap="wrap">
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden="true" />
                  <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconClock size={16} aria-hidden="true" />
                  <span>{minutes} mins read</span>
                </Group>
              </Group>
            </div>
          </header>

          {post.image && (
            <div className={classes.cover}>
              <CoverImage src={post.image} ratio={16 / 9} loading="eager" />
            </div>
          )}

          {/* Safe: the server sanitizes post HTML with an allowlist before storing it. */}
          <Typography className={classes.content}>
            <div dangerouslySetInnerHTML={{ __html: post.content }} />
          </Typography>
        </Stack>
      </article>

      <Divider />
      <CommentSection postId={post._id} />
      <Divider />
      <RecentArticles excludeId={post._id} />
    </Stack>
  );
}

/** /post/{postSlug}: an unknown slug or a failed load goes to /not-found. */
export function PostPage() {
  const { postSlug = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost({ slug: postSlug });
  usePageTitle(post.data?.title ?? 'Post');
  useCountView(post.data?._id);

  const isMissing = post.isError || post.data === null;
  useEffect(() => {
    if (isMissing) void navigate('/not-found', { replace: true });
  }, [isMissing, navigate]);

  if (!post.data) {
    return (
      <Center py={96}>
        <Loader role="status" aria-label="Loading post" />
      </Center>
    );
  }

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <PostArticle key={post.data._id} post={post.data} />
    </Container>
  );
}
