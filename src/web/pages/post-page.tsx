import { Avatar, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { countPostView, usePost, type Post } from '#web/features/posts/api.ts';
import { useUserByUsername } from '#web/features/users/api.ts';
import { AuthorBox } from '#web/features/users/author-box.tsx';
import { CommentSection } from '#web/features/comments/comment-section.tsx';
import { FollowButton } from '#web/features/users/follow-button.tsx';
import { PostContentArticle } from '#web/components/content-article/post-content-article.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { PostActions } from '#web/features/posts/post-actions.tsx';
import { ContentPageFrame } from '#web/components/content-article/content-article.tsx';
import classes from './post-page.module.css';
import { categorySearchPath, hasCategory } from '#web/lib/post-category.ts';
import { categoryId } from '#web/features/posts/category-id.ts';
import { OtherRecentPosts } from '#web/features/posts/other-recent-posts.tsx';
import { MoreToRead } from '#web/components/more-to-read.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { avatarSource } from '#web/lib/image-sources.ts';
import { ShareRow } from '#web/components/share-row.tsx';
import { yieldToBrowser } from '#web/lib/yield-to-browser.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Counts one view per opening of a post. The ref survives React's development double effects
 * (StrictMode), and moving to another post through a link counts that one. The request is sent
 * and forgotten: nothing on the page shows its state, and a mutation's pending and settled
 * states would draw the whole page again twice just after it hydrated. It starts in a task of its
 * own, apart from the effects of the page's first render.
 */
function useCountView(postId: string | undefined) {
  const countedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || countedFor.current === postId) return;
    countedFor.current = postId;
    yieldToBrowser()
      .then(() => countPostView(postId))
      .catch((error: unknown) => console.warn('Could not count view', error));
  }, [postId]);
}

/** The author's link and, toward publishers and admins other than oneself, a follow button. */
function AuthorLine({ author }: { author: NonNullable<Post['userId']> }) {
  const profile = useUserByUsername(author.username);

  return (
    <Group gap="sm" wrap="wrap">
      <Link to={`/profile/${encodeURIComponent(author.username)}`} className={classes.author}>
        <Avatar src={avatarSource(author.profilePicture, 36)} alt="" size={36} radius="xl" />
        {author.username}
      </Link>
      {profile.data && !profile.isPlaceholderData && <FollowButton target={profile.data} />}
    </Group>
  );
}

function PostArticle({ post }: { post: Post }) {
  const t = useMessages('posts');
  const currentUser = useAppStore((state) => state.currentUser);

  return (
    <Stack gap="xl">
      <PostContentArticle
        titleId="post-title"
        title={post.title}
        language={post.language}
        top={
          <Group
            justify={hasCategory(post.category) ? 'space-between' : 'flex-end'}
            gap="sm"
            wrap="nowrap"
          >
            {hasCategory(post.category) && (
              <Badge
                component={Link}
                to={categorySearchPath(post.category)}
                variant="light"
                size="lg"
                radius="sm"
                className={classes.chip}
                aria-label={t('posts.page.categoryChip', {
                  category: t(categoryId(post.category)),
                })}
              >
                {t(categoryId(post.category))}
              </Badge>
            )}
            <Group gap="xs" wrap="nowrap">
              <PostActions post={post} currentUser={currentUser} />
            </Group>
          </Group>
        }
        byline={
          post.userId ? (
            <AuthorLine author={post.userId} />
          ) : (
            <Text size="sm">{t('posts.page.formerMember')}</Text>
          )
        }
        date={post.createdAt}
        post={post}
      />
      <ShareRow path={`/post/${encodeURIComponent(post.slug)}`} title={post.title} />
      {post.userId && <AuthorBox author={post.userId} />}

      <MoreToRead
        lists={[
          post.userId && {
            id: 'more-from-author-title',
            title: t('posts.page.moreFromAuthor', { author: post.userId.username }),
            items: post.moreFromAuthor,
          },
          { id: 'related-posts-title', title: t('posts.page.related'), items: post.related },
        ].filter((list) => !!list)}
        card={(item) => <PostCard post={item} headingOrder={3} />}
      />

      <Divider />
      <CommentSection post={post} />
      <Divider />
      <OtherRecentPosts excludeId={post._id} />
    </Stack>
  );
}

/** /post/{postSlug}: an unknown slug or a failed load goes to /not-found. */
export function PostPage() {
  const { postSlug = '' } = useParams();
  const t = useMessages('posts');
  const navigate = useNavigate();
  const post = usePost({ slug: postSlug });
  usePageTitle(post.data?.title ?? t('posts.page.title'));
  useCountView(post.data?._id);

  const isMissing = post.isError || post.data === null;
  // Found by a slug it had before: the address becomes the post's own.
  const movedTo = post.data && post.data.slug !== postSlug ? post.data.slug : null;
  useEffect(() => {
    if (isMissing) void navigate('/not-found', { replace: true });
    else if (movedTo) void navigate(`/post/${encodeURIComponent(movedTo)}`, { replace: true });
  }, [isMissing, movedTo, navigate]);

  return (
    <ContentPageFrame loadingLabel={t('posts.page.loading')}>
      {post.data && <PostArticle key={post.data._id} post={post.data} />}
    </ContentPageFrame>
  );
}
