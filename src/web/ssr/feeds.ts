import { categoryLabel } from '#web/lib/post-category.ts';
import type { FeedLink } from './page-head.tsx';

// The RSS feeds the server serves (`src/server/features/discovery/`), named as their channels.

export const allPostsFeed: FeedLink = { title: 'Hearth — all posts', href: '/feeds/posts/rss.xml' };

export const narrativesFeed: FeedLink = {
  title: 'Hearth — help narratives',
  href: '/feeds/narratives/rss.xml',
};

export const categoryFeed = (category: string): FeedLink => ({
  title: `Hearth — ${categoryLabel(category)} posts`,
  href: `/feeds/category/${encodeURIComponent(category)}/rss.xml`,
});

export const authorFeed = (username: string): FeedLink => ({
  title: `Hearth — posts by ${username}`,
  href: `/feeds/author/${encodeURIComponent(username)}/rss.xml`,
});
