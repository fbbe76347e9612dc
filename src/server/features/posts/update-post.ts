import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { COVER_FOCUS_CENTRE } from '#contracts/cover.constants.ts';
import { POST_MESSAGES, isBlankHtml, type updatePostSchema } from '#contracts/posts.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { violatedUniqueConstraint } from '../../platform/database-errors.ts';
import { coverFocusValues } from '../../platform/cover-focus.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { logIfAuthorModerated } from '../../platform/moderation-log.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import type { Services } from '../../platform/services.ts';
import { readPost, type PostToDecide } from './find-post.ts';
import { recordRevision } from './post-revisions.ts';
import { futurePublishTime } from './publish-time.ts';
import { SLUG_TAKEN, chosenSlug } from './post-slug-choice.ts';
import { freePostSlug, isPostSlugTaken, keepFormerSlug, takeBackOwnSlug } from './post-slugs.ts';

type PostChanges = z.output<typeof updatePostSchema>;

/**
 * Changed fields only. The slug stays as it is when the title changes, unless one is sent (409
 * when a published post or another post's former address has it); an address the post had in
 * public keeps leading to it and no other post can take it. A draft's slug is its own only once
 * it goes out: taken meanwhile, it gets a free one then. A change of `status` drafts, schedules or
 * publishes the post (publishing dates it now and tells the followers). Every publish and every
 * change of a published post keeps a revision. An admin's change to someone else's post is
 * logged with it.
 */
export async function updatePost(
  services: Pick<Services, 'db' | 'events' | 'clock'>,
  viewer: Viewer,
  post: PostToDecide,
  changes: PostChanges,
) {
  const { db } = services;
  const current = await currentPost(services, post.id);
  const values: Partial<typeof posts.$inferInsert> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.content !== undefined) values.content = sanitizeRichText(changes.content);
  if (changes.category !== undefined) values.category = changes.category;
  if (changes.image !== undefined) values.image = changes.image;
  if (changes.imageAlt !== undefined) values.imageAlt = changes.imageAlt;
  // A new image's focal point is its middle, unless one comes with it.
  const focus =
    changes.coverFocus ??
    (changes.image !== undefined && changes.image !== current.image ? COVER_FOCUS_CENTRE : null);
  if (focus) Object.assign(values, coverFocusValues(focus));
  if (changes.excerpt !== undefined) values.excerpt = changes.excerpt;
  if (changes.language !== undefined) values.language = changes.language;
  const asked = chosenSlug(changes.slug);
  if (asked !== null && asked !== current.slug) {
    if (await isPostSlugTaken(db, asked, post.id)) throw conflict(SLUG_TAKEN);
    values.slug = asked;
  }
  const status = changes.status ?? current.status;
  const publishes = status === 'published' && current.status !== 'published';
  Object.assign(values, statusValues(services, current.status, changes));
  if (status !== 'draft')
    requirePublishable(values.title ?? current.title, values.content ?? current.content);

  for (let attempt = 0; Object.keys(values).length > 0; attempt++) {
    // A draft's or scheduled post's slug reserved nothing: going out, it takes a free one when
    // another post has since become public at it.
    if (
      publishes &&
      values.slug === undefined &&
      (await isPostSlugTaken(db, current.slug, post.id))
    )
      values.slug = await freePostSlug(db, current.slug, post.id);
    try {
      await db.transaction(async (tx) => {
        await tx.update(posts).set(values).where(eq(posts.id, post.id));
        // An address it had in public stays its own: moved away from, or taken back to draft.
        if (current.status === 'published' && (values.slug || status !== 'published'))
          await keepFormerSlug(tx, post.id, current.slug);
        if (status === 'published') {
          await takeBackOwnSlug(tx, post.id, values.slug ?? current.slug);
          await recordRevision(tx, post.id, viewer.id);
        }
        await logIfAuthorModerated(tx, viewer, 'post.update', post, {
          fields: Object.keys(values),
        });
      });
      break;
    } catch (error) {
      if (violatedUniqueConstraint(error) === null) throw error;
      // Another post went out at the same address a moment ago.
      if (!publishes || values.slug === asked || attempt >= 3) throw conflict(SLUG_TAKEN);
      delete values.slug;
    }
  }
  const updated = await readPost(services, post.id);
  if (publishes && updated.userId) {
    const author = { id: updated.userId._id, username: updated.userId.username };
    const { _id: id, slug: address, title } = updated;
    await services.events.emit('post.published', { author, post: { id, slug: address, title } });
    // Drafts are never cached, but a post taken back to draft and published again was.
    await services.events.emit('post.updated', { postId: post.id });
  } else if (Object.keys(values).length > 0) {
    await services.events.emit('post.updated', { postId: post.id });
  }
  return updated;
}

async function currentPost(services: Pick<Services, 'db'>, postId: string) {
  const [row] = await services.db
    .select({
      slug: posts.slug,
      title: posts.title,
      content: posts.content,
      image: posts.image,
      status: posts.status,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return row;
}

/** What a change of status (or of a scheduled post's time) writes. */
function statusValues(
  services: Pick<Services, 'clock'>,
  currentStatus: string,
  changes: PostChanges,
): Partial<typeof posts.$inferInsert> {
  const status = changes.status ?? currentStatus;
  if (status === 'scheduled' && changes.publishAt)
    return { status, publishAt: futurePublishTime(services, changes.publishAt) };
  if (changes.status === undefined || changes.status === currentStatus) return {};
  if (status === 'draft') return { status, publishAt: null };
  const now = services.clock.now();
  return { status: 'published', publishAt: now, createdAt: now };
}

/** Publishing or scheduling needs what the spec asks of a post: a title and some content. */
function requirePublishable(title: string, content: string) {
  if (title.trim() === '') throw badRequest(POST_MESSAGES.titleRequired);
  if (isBlankHtml(content)) throw badRequest(POST_MESSAGES.contentRequired);
}
