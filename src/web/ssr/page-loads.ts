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
