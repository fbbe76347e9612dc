import type { PostCategory } from '#contracts/posts.constants.ts';

/** A post filed under a category: an uncategorised one shows no category chip. */
export const hasCategory = (category: string | null | undefined): category is string =>
  !!category && category !== 'uncategorized';

/** The catalog's id of a post category's name: none is `uncategorized` ("No category"). */
export const categoryMessageId = (category: string) =>
  `shell.postCategory.${(hasCategory(category) ? category : 'uncategorized') as PostCategory}` as const;

/** How a category the catalog does not know is named: capitalised ("gardening" is "Gardening"). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** The search page's link for a category (`uncategorized` is the unfiltered list). */
export const categorySearchPath = (category: string) =>
  `/search?category=${encodeURIComponent(category)}`;
