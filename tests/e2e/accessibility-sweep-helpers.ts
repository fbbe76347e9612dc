import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request, type Page } from '@playwright/test';
import type { Post } from '../../src/contracts/posts.ts';
import type { DemoRole } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

export type SweepRole = DemoRole | 'visitor';

/** What the sweep's addresses need: seeded content found through the public API. */
export interface SweepData {
  postSlug: string;
  narrativeSlug: string;
  caseId: string;
  profileUsername: string;
  /** A post and a narrative of the demo publisher, for the edit pages. */
  publisherPostId: string;
  publisherStoryId: string;
  /** An id no account has, for the refused reset and verification links. */
  unknownUserId: string;
}

/** Finds the content; `publisher` is the demo publisher's session (their narratives are private). */
export async function findSweepData(publisher: SignedInUser): Promise<SweepData> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const json = async <T>(path: string) => {
    const response = await api.get(path, {
      headers: { authorization: `Bearer ${publisher.token}` },
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  const { posts } = await json<{ posts: Post[] }>('/api/post/getposts?limit=1');
  // A case that serves a narrative, and that narrative: each page shows the other.
  const { donationCases } = await json<{
    donationCases: { _id: string; story: { slug: string } | null }[];
  }>('/api/donation/cases?limit=50');
  const linked = donationCases.find((donationCase) => donationCase.story);
  const own = await json<{ posts: Post[] }>(`/api/post/getposts?limit=1&userId=${publisher._id}`);
  const ownStories = await json<{ stories: { _id: string }[] }>(
    `/api/story/user/${publisher._id}?limit=1`,
  );
  await api.dispose();
  const post = posts[0];
  if (!post?.userId || !linked?.story || !own.posts[0] || !ownStories.stories[0])
    throw new Error('The demo content is missing');
  return {
    postSlug: post.slug,
    narrativeSlug: linked.story.slug,
    caseId: linked._id,
    profileUsername: post.userId.username,
    publisherPostId: own.posts[0]._id,
    publisherStoryId: ownStories.stories[0]._id,
    unknownUserId: '00000000-0000-4000-8000-000000000099',
  };
}

/** Where the sweep leaves its screenshots, for a person to look at. */
const SHOTS_DIR = process.env.A11Y_SHOTS_DIR;

/** Saves a screenshot when `A11Y_SHOTS_DIR` is set (a person asked to look at them). */
export async function saveShot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}
