import { loadDonatePage, loadDonationCasePage } from './loads/donations.ts';
import { loadHomePage } from './loads/home.ts';
import { loadNarrativePage } from './loads/narrative.ts';
import type { PageLoader } from './loads/page-load.ts';
import { loadPostPage } from './loads/post.ts';
import { loadPostsPage, loadSearchPage } from './loads/post-lists.ts';
import { loadProfilePage } from './loads/profile.ts';
import {
  loadAboutPage,
  loadPrivacyPolicyPage,
  loadTermsConditionsPage,
} from './loads/static-pages.ts';
import { loadStoriesPage } from './loads/stories.ts';
import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { STORY_SEARCH_PARAMETERS } from '#web/features/stories/use-story-search.ts';

/** The index route's key in `pageLoads` (it has no path). */
export const HOME_ROUTE = '/';

/**
 * The pages the server renders, by route path: each puts the queries its first render reads
 * into the cache, so the client hydrates without fetching them again.
 */
export const pageLoads: Record<string, PageLoader> = {
  [HOME_ROUTE]: loadHomePage,
  posts: loadPostsPage,
  search: loadSearchPage,
  'post/:postSlug': loadPostPage,
  stories: loadStoriesPage,
  'narrative/:slug': loadNarrativePage,
  donate: loadDonatePage,
  'donate/:id': loadDonationCasePage,
  'profile/:username': loadProfilePage,
  about: loadAboutPage,
  'privacy-policy': loadPrivacyPolicyPage,
  'terms-conditions': loadTermsConditionsPage,
};

/**
 * The query-string parameters each page reads, by the same route keys; a page not named reads
 * none. The server renders and keeps a page by its path and these alone, so `?utm_source=…` or a
 * made-up parameter is the same page, not another copy in the cache.
 */
export const pageQueryParameters: Record<string, readonly string[]> = {
  posts: POST_SEARCH_PARAMETERS,
  search: POST_SEARCH_PARAMETERS,
  stories: STORY_SEARCH_PARAMETERS,
};
