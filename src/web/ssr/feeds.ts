import { categoryLabel, categoryMessageId } from '#web/lib/post-category.ts';
import type { FeedLink } from './page-head.tsx';
import type { PageHeadContext } from './server-page.ts';

// The RSS feeds the server serves (`src/server/features/discovery/`), named as their channels,
// in the page's language.

type HeadTranslate = PageHeadContext<unknown>['t'];

/** A category's name in the page's language (the shell's), as the page's filter shows it. */
export function categoryName(t: HeadTranslate, category: string) {
  const id = categoryMessageId(category);
  const name = t(id);
  return name === id ? categoryLabel(category) : name;
}

export const allPostsFeed = (t: HeadTranslate): FeedLink => ({
  title: t('heads.feeds.allPosts'),
  href: '/feeds/posts/rss.xml',
});

export const narrativesFeed = (t: HeadTranslate): FeedLink => ({
  title: t('heads.feeds.narratives'),
  href: '/feeds/narratives/rss.xml',
});

export const categoryFeed = (t: HeadTranslate, category: string): FeedLink => ({
  title: t('heads.feeds.category', { category: categoryName(t, category) }),
  href: `/feeds/category/${encodeURIComponent(category)}/rss.xml`,
});

/** An author's feed's address (the profile page links to it). */
export const authorFeedHref = (username: string) =>
  `/feeds/author/${encodeURIComponent(username)}/rss.xml`;

export const authorFeed = (t: HeadTranslate, username: string): FeedLink => ({
  title: t('heads.feeds.author', { username }),
  href: authorFeedHref(username),
});
