import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import type { PostToDecide } from './find-post.ts';
import { findPostRevision } from './list-post-revisions.ts';
import { updatePost } from './update-post.ts';

/**
 * Puts a revision's title, content, excerpt, cover and category back on the post, as a change
 * like any other: a published post keeps it as its newest revision, and its readers see it.
 */
export async function restorePostRevision(
  services: Pick<Services, 'db' | 'events' | 'clock'>,
  viewer: Viewer,
  post: PostToDecide,
  revisionId: string,
) {
  const revision = await findPostRevision(services, post.id, revisionId);
  const { title, content, excerpt, image, imageAlt, coverFocus, category } = revision;
  return updatePost(services, viewer, post, {
    title,
    content,
    excerpt,
    image,
    imageAlt,
    coverFocus,
    category: category as Parameters<typeof updatePost>[3]['category'],
  });
}
