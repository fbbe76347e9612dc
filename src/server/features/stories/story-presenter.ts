import type { MaybeActor } from '#contracts/policies/actor.ts';
import { storyCan } from '#contracts/policies/stories.ts';
import { majorUnitsOf, type Currency } from '#contracts/currency.constants.ts';
import type {
  ContactVisibility,
  NarrativeStatus,
  Story,
  StoryDonationCase,
} from '#contracts/stories.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { donationCases, stories } from '../../db/schema.ts';
import { toUserSummary, type Author } from '../../platform/author-summary.ts';
import { coverFocusOf } from '../../platform/cover-focus.ts';

type StoryRow = Omit<typeof stories.$inferSelect, 'searchVector'>;

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
  coverFocusX: stories.coverFocusX,
  coverFocusY: stories.coverFocusY,
  status: stories.status,
  rejectionReason: stories.rejectionReason,
  language: stories.language,
  views: stories.views,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
};

/** The narrative's donation case, joined with `leftJoin(donationCases, linkedCase)`. */
export const linkedCaseColumns = {
  id: donationCases.id,
  title: donationCases.title,
  currency: donationCases.currency,
  raisedAmountCents: donationCases.raisedAmountCents,
  goalAmountCents: donationCases.goalAmountCents,
  active: donationCases.active,
};
interface LinkedCaseRow {
  id: string;
  title: string;
  currency: Currency;
  raisedAmountCents: number;
  goalAmountCents: number | null;
  active: boolean;
}

/** An archived case serves nobody any more: the narrative goes without it. */
export const linkedCase = and(
  eq(donationCases.storyId, stories.id),
  isNull(donationCases.archivedAt),
);

const toStoryDonationCase = (row: LinkedCaseRow): StoryDonationCase => ({
  _id: row.id,
  title: row.title,
  currency: row.currency,
  raisedAmount: majorUnitsOf(row.raisedAmountCents, row.currency),
  goalAmount: row.goalAmountCents === null ? null : majorUnitsOf(row.goalAmountCents, row.currency),
  active: row.active,
});

export function toStory(
  story: StoryRow,
  author: Author,
  donationCase: LinkedCaseRow | null,
  viewer: MaybeActor = null,
): Story {
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
    coverFocus: coverFocusOf(story),
    status: story.status as NarrativeStatus,
    // Only a rejected narrative carries it, and only its author and admins can read one; every
    // other answer (the public and cached ones) goes without the field.
    ...(story.status === 'rejected' ? { rejectionReason: story.rejectionReason } : {}),
    language: story.language,
    views: story.views,
    createdAt: story.createdAt.toISOString(),
    updatedAt: story.updatedAt.toISOString(),
    userId: author.id,
    author: toUserSummary(author),
    donationCase: donationCase && toStoryDonationCase(donationCase),
    can: storyCan(viewer, { userId: author.id }),
  };
}

/** The same narrative with what `viewer` may do with it. */
export const withStoryCan = (story: Story, viewer: MaybeActor): Story => ({
  ...story,
  can: storyCan(viewer, story),
});

/** The review queue's answer, with a line saying how much is left. */
export const toPendingStories = (queue: { stories: Story[]; totalPendingStories: number }) => ({
  ...queue,
  message:
    queue.totalPendingStories === 0
      ? 'All stories have been reviewed'
      : `${queue.totalPendingStories} narrative(s) waiting for review`,
});
