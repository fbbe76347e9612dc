import { POST_CATEGORIES, type PostCategory } from '#contracts/posts.constants.ts';

const isPostCategory = (category: string): category is PostCategory =>
  (POST_CATEGORIES as readonly string[]).includes(category);

/** The id of a post category's name in the `posts` catalog: an unknown one is "No category". */
export const categoryId = (category: string) =>
  `posts.category.${isPostCategory(category) ? category : 'uncategorized'}` as const;
