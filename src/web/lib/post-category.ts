/** How a post category is shown: `uncategorized` reads "All" (the spec), others capitalised. */
export function categoryLabel(category: string): string {
  if (!category || category === 'uncategorized') return 'All';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** The search page's link for a category (`uncategorized` is the unfiltered list). */
export const categorySearchPath = (category: string) =>
  `/search?category=${encodeURIComponent(category)}`;
