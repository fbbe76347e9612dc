/** A post filed under a category: an uncategorised one shows no category chip. */
export const hasCategory = (category: string | null | undefined): category is string =>
  !!category && category !== 'uncategorized';

/** How a post category is named: capitalised, and `uncategorized` plainly "No category". */
export function categoryLabel(category: string): string {
  if (!hasCategory(category)) return 'No category';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** The search page's link for a category (`uncategorized` is the unfiltered list). */
export const categorySearchPath = (category: string) =>
  `/search?category=${encodeURIComponent(category)}`;
