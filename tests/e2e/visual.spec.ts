import { expect, request, test, type Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import type { Post } from '../../src/contracts/posts.ts';
import type { Story } from '../../src/contracts/stories.ts';
import { startAs } from './posts-helpers.ts';
import { startProductionServer, type RunningServer } from './server.ts';

/*
 * Screenshots of the pages the hand-made `ui` components draw most of, compared with the images
 * in `tests/e2e/screenshots/visual.spec.ts/` (update them with
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots=changed`). The tolerance is in
 * `playwright.config.ts`.
 *
 * The pages are those of a server of this file's own, seeded with the demo content and nothing
 * else: the worker's server (`fixtures.ts`, not used here so that it is not started for this file)
 * gains the other journeys' posts, narratives and gifts in whatever order the files run. The seed is the same on every run apart from its dates, which are
 * relative to the day it runs; the dates are written over before each screenshot (`pinDates`).
 */

const WIDTHS = [375, 1280] as const;
const THEMES = ['light', 'dark'] as const;

/** Any date will do, as long as it is the same on every run. */
const PINNED_DATE = 'Jan 1, 2026';
const PINNED_YEAR = '2026';

let server: RunningServer;
const pages: Record<'home' | 'post' | 'narrative' | 'case', string> = {
  home: '/',
  post: '',
  narrative: '',
  case: '',
};

test.beforeAll(async () => {
  // Beyond the server's own 120 s to become healthy.
  test.setTimeout(150_000);
  server = await startProductionServer();
  const api = await request.newContext({ baseURL: server.baseUrl });
  const read = async <T>(path: string, params?: Record<string, string | number>) => {
    const response = await api.get(path, { params });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };
  // The most read post (with comments and replies) stays first in the home page's Most Read,
  // and the narrative and case that serve each other, with a goal, supporters and updates.
  const { posts } = await read<{ posts: Post[] }>('/api/post/getposts', {
    sort: 'views',
    limit: 1,
  });
  const { stories } = await read<{ stories: Story[] }>('/api/story/get', { limit: 100 });
  const { donationCases } = await read<{ donationCases: DonationCase[] }>('/api/donation/cases');
  const story = stories.find((s) => s.title.startsWith('Warm Clothes and a Heater'));
  const donationCase = donationCases.find((c) => c.title === 'Winter Coats for Forty Families');
  if (!posts[0] || !story || !donationCase) throw new Error('The demo content has changed');
  pages.post = `/post/${posts[0].slug}`;
  pages.narrative = `/narrative/${story.slug}`;
  pages.case = `/donate/${donationCase._id}`;
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Scrolls through the page, so that everything drawn or fetched on nearing the screen (lazy
 * images, the carousel's code) arrives, and waits until the images are decoded, the loaders
 * gone and the fonts ready; then back to the top.
 */
async function settle(page: Page) {
  // Cards and the footer skip drawing while off screen; a full-page screenshot wants them all.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await nextFrame();
      await nextFrame();
    }
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode()));
    window.scrollTo(0, 0);
  });
}

/** Writes a fixed date over every date shown, and over the footer's year. */
async function pinDates(page: Page) {
  await page.evaluate(
    ([date, year]) => {
      const textNodes = (root: Element) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const nodes: Text[] = [];
        while (walker.nextNode()) nodes.push(walker.currentNode as Text);
        return nodes;
      };
      // Changing the text nodes' data, not the elements' children, leaves React's nodes in place.
      for (const time of document.querySelectorAll('time')) {
        const [first, ...rest] = textNodes(time);
        if (first) first.data = date;
        for (const node of rest) node.data = '';
      }
      for (const footer of document.querySelectorAll('footer')) {
        for (const node of textNodes(footer)) node.data = node.data.replace(/\b20\d\d\b/, year);
      }
    },
    [PINNED_DATE, PINNED_YEAR] as const,
  );
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test.describe(`${theme} theme at ${width} px`, () => {
      test.use({
        viewport: { width, height: 900 },
        colorScheme: theme,
        // The Most Read carousel starts paused for people who ask for less motion.
        reducedMotion: 'reduce',
        timezoneId: 'UTC',
        locale: 'en-US',
      });

      for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
        test(`the ${name} page looks as it did`, async ({ page }) => {
          // This file's visits leave the view counts (shown on the home page) as seeded.
          await page.route(/\/api\/(post|story)\/view\//, (route) => route.abort());
          await startAs(page, null, theme);
          await page.goto(`${server.baseUrl}${pages[name]}`);
          await settle(page);
          await pinDates(page);
          await expect(page).toHaveScreenshot(`${name}-${theme}-${width}.png`, {
            fullPage: true,
            // The case's money chart draws its days on its axis: covered, as the dates are.
            mask: [page.getByTestId('money-chart')],
          });
        });
      }
    });
  }
}
