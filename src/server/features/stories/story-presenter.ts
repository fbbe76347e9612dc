import type { ContactVisibility, NarrativeStatus, Story } from '#contracts/stories.ts';
import { stories, users } from '../../db/schema.ts';

type StoryRow = Omit<typeof stories.$inferSelect, 'searchVector'>;
type Author = { id: string; username: string; profilePicture: string };

export const storyColumns = {
  id: stories.id,
  userId: stories.userId,
  slug: stories.slug,
  title: stories.title,
  body: stories.body,
  country: stories.country,
  category: stories.category,
  contactPlatform: stories.contactPlatform,
  contactUsername: stories.contactUsername,
  contactVisibility: stories.contactVisibility,
  image: stories.image,
  imageAlt: stories.imageAlt,
  status: stories.status,
  rejectionReason: stories.rejectionReason,
  views: stories.views,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
};

export const authorColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

export function toStory(story: StoryRow, author: Author): Story {
  return {
    _id: story.id,
    slug: story.slug,
    title: story.title,
    body: story.body,
    country: story.country,
    category: story.category,
    contactPlatform: story.contactPlatform,
    // Every answer made here may be cached or listed: a contact on request is never in one.
    contactUsername: story.contactVisibility === 'on_request' ? '' : story.contactUsername,
    contactVisibility: story.contactVisibility as ContactVisibility,
    image: story.image,
    imageAlt: story.imageAlt,
    status: story.status as NarrativeStatus,
    // Only a rejected narrative carries it, and only its author and admins can read one; every
    // other answer (the public and cached ones) goes without the field.
    ...(story.status === 'rejected' ? { rejectionReason: story.rejectionReason } : {}),
    views: story.views,
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
    userId: author.id,
    author: { _id: author.id, username: author.username, profilePicture: author.profilePicture },
  };
}

/** The review queue's answer, with a line saying how much is left. */
export const toPendingStories = (queue: { stories: Story[]; totalPendingStories: number }) => ({
  ...queue,
  message:
    queue.totalPendingStories === 0
      ? 'All stories have been reviewed'
      : `${queue.totalPendingStories} narrative(s) waiting for review`,
});
