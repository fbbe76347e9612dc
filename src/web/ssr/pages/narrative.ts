import type { NarrativeCategory } from '#contracts/stories.constants.ts';
import { ARTICLE_COVER_SIZES } from '#web/components/content-article/content-article.tsx';
import { storyBySlugQueryOptions } from '#web/features/stories/api.ts';
import { narrativeCategoryLabel } from '#web/features/stories/narrative-labels.tsx';
import { narrativesFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, describe, fetchOrMissing, NOT_FOUND } from '../server-page.ts';

/**
 * `/narrative/{slug}`: read as a visitor, so a pending or rejected narrative is not found (the
 * API answers 404) and nothing of it reaches the page.
 */
export const serverPage = defineServerPage({
  load: async ({ queryClient, params }) => {
    const story = await fetchOrMissing(() =>
      queryClient.fetchQuery(storyBySlugQueryOptions(params.slug ?? '', null)),
    );
    return story ? { found: story } : NOT_FOUND;
  },
  head: ({ found: story, publicUrl, plainText, t }) => {
    const path = `/narrative/${encodeURIComponent(story.slug)}`;
    const description = describe(plainText(story.body));
    // The category as the page names it, in its language; one the catalog does not know as stored.
    const categoryId = `stories.category.${story.category as NarrativeCategory}` as const;
    const category = t(categoryId);
    return {
      title: story.title,
      description,
      path,
      image: story.image || undefined,
      imageAlt: story.imageAlt || undefined,
      leadImageSizes: ARTICLE_COVER_SIZES,
      type: 'article',
      feeds: [narrativesFeed(t)],
      // A help request told as an article, with where it comes from.
      structuredData: schemaOrg('Article', {
        headline: story.title,
        description,
        image: story.image ? [absolute(publicUrl, story.image)] : undefined,
        datePublished: story.createdAt,
        dateModified: story.updatedAt,
        articleSection: category === categoryId ? narrativeCategoryLabel(story.category) : category,
        contentLocation: { '@type': 'Place', name: story.country },
        mainEntityOfPage: absolute(publicUrl, path),
        author: { '@type': 'Person', name: story.author.username },
      }),
    };
  },
});
