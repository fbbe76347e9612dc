import { ARTICLE_COVER_SIZES } from '#web/components/content-article/content-article.tsx';
import { postCommentsQueryOptions } from '#web/features/comments/api.ts';
import { postListQueryOptions, postQueryOptions, type Post } from '#web/features/posts/api.ts';
import { OTHER_RECENT_POSTS } from '#web/features/posts/other-recent-posts.tsx';
import { userByUsernameQueryOptions } from '#web/features/users/api.ts';
import { allPostsFeed, authorFeed, categoryFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, describe, NOT_FOUND } from '../server-page.ts';

const postPath = (post: Post) => `/post/${encodeURIComponent(post.slug)}`;
const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** `/post/{slug}`: the post, its author's profile, its first comments and the recent articles. */
export const serverPage = defineServerPage<Post>({
  load: async ({ queryClient, params }) => {
    const post = await queryClient.fetchQuery(postQueryOptions({ slug: params.postSlug ?? '' }));
    if (!post) return NOT_FOUND;
    // A slug the post had before: its readers are sent on to where it is now.
    if (post.slug !== params.postSlug) return { redirect: postPath(post) };
    const author = post.userId;
    await Promise.all([
      author && queryClient.prefetchQuery(userByUsernameQueryOptions(author.username, null)),
      queryClient.prefetchInfiniteQuery(postCommentsQueryOptions(post._id, null)),
      queryClient.prefetchQuery(
        postListQueryOptions({ sort: 'desc', limit: OTHER_RECENT_POSTS + 1 }),
      ),
    ]);
    return { found: post };
  },
  head: ({ found: post, publicUrl, plainText, t }) => {
    const author = post.userId;
    const description = post.customExcerpt || describe(plainText(post.content));
    return {
      title: post.title,
      description,
      path: postPath(post),
      image: post.image || undefined,
      imageAlt: post.imageAlt || undefined,
      leadImageSizes: ARTICLE_COVER_SIZES,
      type: 'article',
      feeds: [
        allPostsFeed(t),
        ...(post.category === 'uncategorized' ? [] : [categoryFeed(t, post.category)]),
        ...(author ? [authorFeed(t, author.username)] : []),
      ],
      structuredData: schemaOrg('Article', {
        headline: post.title,
        description,
        image: post.image ? [absolute(publicUrl, post.image)] : undefined,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        articleSection: post.category,
        mainEntityOfPage: absolute(publicUrl, postPath(post)),
        author: author
          ? {
              '@type': 'Person',
              name: author.username,
              url: absolute(publicUrl, profilePath(author.username)),
            }
          : undefined,
        publisher: { '@type': 'Organization', name: 'Hearth', url: absolute(publicUrl, '/') },
      }),
    };
  },
});
