import type { Post } from '#contracts/posts.ts';
import type { posts } from '../../db/schema.ts';

type PostRow = typeof posts.$inferSelect;
export type AuthorSummary = { id: string; username: string; profilePicture: string };

export function toPost(post: Omit<PostRow, 'searchVector'>, author: AuthorSummary | null): Post {
  return {
    _id: post.id,
    slug: post.slug,
    title: post.title,
    content: post.content,
    image: post.image,
    imageAlt: post.imageAlt,
    category: post.category,
    views: post.views,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    userId: author
      ? { _id: author.id, username: author.username, profilePicture: author.profilePicture }
      : null,
  };
}
