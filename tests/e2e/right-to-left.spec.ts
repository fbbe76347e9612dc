import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import type { Post } from '../../src/contracts/posts.ts';
import type { Story } from '../../src/contracts/stories.ts';
import { accessibilityViolations, expect, test } from './fixtures.ts';
import { createPostViaApi, signedInDemo, startAs } from './posts-helpers.ts';

/*
 * Hearth in a right-to-left language: the page's direction is `<html dir>`, which the server sets
 * from the page's language, here Arabic's addresses (`/ar/…`). The parts are found by their
 * Arabic names, read from the catalogs.
 */

/** A message of the web's Arabic catalog, by namespace and id. */
function arabic(namespace: string, id: string): string {
  const catalog = JSON.parse(
    readFileSync(
      new URL(`../../src/web/i18n/catalogs/${namespace}/ar.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
  const message = catalog[id];
  if (!message) throw new Error(`No Arabic message ${namespace} ${id}`);
  return message;
}

const AR = {
  brandHome: arabic('shell', 'shell.header.brandHome'),
  mainNav: arabic('shell', 'shell.header.mainNav'),
  signIn: arabic('shell', 'shell.header.signIn'),
  toggleNavigation: arabic('shell', 'shell.header.toggleNavigation'),
  readPosts: arabic('site', 'site.hero.readPosts'),
  mostRead: arabic('site', 'site.mostRead.region'),
  next: arabic('site', 'site.mostRead.next'),
  previous: arabic('site', 'site.mostRead.previous'),
  content: arabic('posts', 'posts.editor.content'),
};

/** The carousel's announcement of slide `index`, as a pattern of its Arabic message. */
const shownSlide = (index: number) =>
  new RegExp(
    `^${arabic('site', 'site.mostRead.shownSlide')
      .replace('{index}', String(index))
      .replace('{count}', '\\d+')
      .replace('{title}', '.+')}$`,
  );

/** The Arabic address of a page. */
const inArabic = (path: string) => `/ar${path === '/' ? '' : path}`;

/**
 * Where the public pages' screenshots go: the test's own output, or, to refresh the ones the docs
 * show, `RTL_SCREENSHOTS=docs/screenshots/issue-40 npx playwright test right-to-left`.
 */
const SCREENSHOTS = process.env.RTL_SCREENSHOTS;
const demo = signedInDemo({ publisher: 'publisher' });
const pages: Record<'home' | 'post' | 'narrative' | 'case', string> = {
  home: '/',
  post: '',
  narrative: '',
  case: '',
};

test.beforeAll(async ({ request }) => {
  const read = async <T>(path: string, params?: Record<string, string | number>) =>
    (await (await request.get(path, { params })).json()) as T;
  const { posts } = await read<{ posts: Post[] }>('/api/post/getposts', {
    sort: 'views',
    limit: 1,
  });
  const { stories } = await read<{ stories: Story[] }>('/api/story/get', { limit: 100 });
  const { donationCases } = await read<{ donationCases: DonationCase[] }>('/api/donation/cases');
  // The demo's narrative and case with the most parts, or, where a journey before this one in
  // the worker's server changed them, any other.
  const story = stories.find((s) => s.title.startsWith('Warm Clothes and a Heater')) ?? stories[0];
  const donationCase =
    donationCases.find((c) => c.title === 'Winter Coats for Forty Families') ?? donationCases[0];
  if (!posts[0] || !story || !donationCase) throw new Error('The demo content has changed');
  pages.post = `/post/${posts[0].slug}`;
  pages.narrative = `/narrative/${story.slug}`;
  pages.case = `/donate/${donationCase._id}`;
});

async function boxOf(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return { ...box, end: box.x + box.width, page: page.viewportSize()!.width };
}

/** The carousel's code arrives as its section nears the screen. */
async function mostReadCarousel(page: Page) {
  const carousel = page.getByRole('region', { name: AR.mostRead });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: AR.next })).toBeVisible();
  return carousel;
}

test.describe('an Arabic page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('mirrors the header: the brand on the right, the menu to its left', async ({ page }) => {
    await startAs(page, null);
    await page.goto(inArabic('/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const header = page.getByRole('banner');
    const brand = await boxOf(page, header.getByRole('link', { name: AR.brandHome }));
    const menu = await boxOf(page, header.getByRole('navigation', { name: AR.mainNav }));
    const signIn = await boxOf(page, header.getByRole('link', { name: AR.signIn }));
    expect(brand.x).toBeGreaterThan(brand.page / 2);
    expect(menu.end).toBeLessThanOrEqual(brand.x);
    expect(signIn.end).toBeLessThanOrEqual(menu.x);
    // Its links read from the right: the first one is the rightmost.
    const links = header.getByRole('navigation', { name: AR.mainNav }).getByRole('link');
    const first = await boxOf(page, links.first());
    const last = await boxOf(page, links.last());
    expect(first.x).toBeGreaterThan(last.x);
  });

  test('points its arrows and chevrons to where the line goes', async ({ page }) => {
    await startAs(page, null);
    await page.goto(inArabic('/'));
    // "Read Posts" leads on: its arrow points left, to where an Arabic line goes.
    const readPosts = page.getByRole('main').getByRole('link', { name: AR.readPosts });
    const arrow = readPosts.locator('svg');
    await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    // The carousel's "next" chevron is on the left and points left.
    const carousel = await mostReadCarousel(page);
    const next = await boxOf(page, carousel.getByRole('button', { name: AR.next }));
    const previous = await boxOf(page, carousel.getByRole('button', { name: AR.previous }));
    expect(next.end).toBeLessThanOrEqual(previous.x);
    // Mantine's chevron is drawn pointing down: a quarter turn clockwise points it left.
    await expect(carousel.getByRole('button', { name: AR.next }).locator('svg')).toHaveAttribute(
      'style',
      /rotate\(90deg\)/,
    );

    // In left to right, the same arrow is as it was.
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    const englishArrow = page
      .getByRole('main')
      .getByRole('link', { name: 'Read Posts' })
      .locator('svg');
    await expect(englishArrow).toHaveCSS('transform', 'none');
  });

  test('moves the carousel the right way: the next slide comes in from the left', async ({
    page,
  }) => {
    await startAs(page, null);
    await page.goto(inArabic('/'));
    const carousel = await mostReadCarousel(page);
    const slides = carousel.getByRole('group');
    const first = await boxOf(page, slides.nth(0));
    const second = await boxOf(page, slides.nth(1));
    // The slides are laid from the right: the second waits to the left of the first.
    expect(second.end).toBeLessThanOrEqual(first.x + 1);

    await carousel.getByRole('button', { name: AR.next }).click();
    await expect
      .poll(async () => Math.round((await boxOf(page, slides.nth(1))).x))
      .toBe(Math.round(first.x));
    await expect(carousel.getByText(shownSlide(2))).toBeAttached();

    // By keyboard the left arrow leads on, as the slides do.
    await carousel.getByRole('button', { name: AR.next }).press('ArrowLeft');
    await expect(carousel.getByText(shownSlide(3))).toBeAttached();
    await carousel.getByRole('button', { name: AR.next }).press('ArrowRight');
    await expect(carousel.getByText(shownSlide(2))).toBeAttached();
  });
});

test.describe('an Arabic page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });

  test('has its menu button and brand on the right, and its menu opens from there', async ({
    page,
  }) => {
    await startAs(page, null);
    await page.goto(inArabic('/'));
    const header = page.getByRole('banner');
    const brand = await boxOf(page, header.getByRole('link', { name: AR.brandHome }));
    const burger = await boxOf(page, header.getByRole('button', { name: AR.toggleNavigation }));
    const signIn = await boxOf(page, header.getByRole('link', { name: AR.signIn }));
    expect(burger.x).toBeGreaterThanOrEqual(brand.end);
    expect(brand.x).toBeGreaterThan(brand.page / 2);
    expect(signIn.end).toBeLessThan(signIn.page / 2);

    await header.getByRole('button', { name: AR.toggleNavigation }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: AR.mainNav })).toBeVisible();
    await expect.poll(async () => Math.round((await boxOf(page, drawer)).end)).toBe(375);
  });
});

test.describe('the editor of an Arabic page', () => {
  test('writes from right to left, and follows the content language on an English page', async ({
    page,
  }) => {
    await startAs(page, demo.publisher);
    await page.goto(inArabic('/create-post'));
    const content = page.getByRole('textbox', { name: AR.content });
    await expect(content).toHaveAttribute('dir', 'rtl');
    await content.click();
    await page.keyboard.type('مرحبا بالجميع');
    await expect(content.locator('p').first()).toHaveCSS('direction', 'rtl');
    await expect(content.locator('p').first()).toHaveCSS('text-align', 'start');

    // An English page: the editor writes as the page does, and as an Arabic post's text does.
    await page.goto('/create-post');
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveAttribute('dir', 'ltr');
    const arabicPost = await createPostViaApi(demo.publisher, {
      title: 'A post written in Arabic',
      content: '<p>مرحبا بالجميع</p>',
      language: 'ar',
    });
    await page.goto(`/update-post/${arabicPost._id}`);
    const arabicContent = page.getByRole('textbox', { name: 'Content' });
    await expect(arabicContent).toHaveAttribute('dir', 'rtl');
    await expect(arabicContent).toHaveAttribute('lang', 'ar');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Arabic public pages have no serious accessibility issue in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startAs(page, null, theme);
    for (const path of Object.values(pages)) {
      await page.goto(inArabic(path));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const serious = (await accessibilityViolations(page)).filter((line) =>
        /\((serious|critical)\)/.test(line),
      );
      expect(serious, path).toEqual([]);
    }
  });
}

test('the Arabic public pages are photographed at 375 and 1280 px', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const folder = SCREENSHOTS ?? testInfo.outputPath();
  mkdirSync(folder, { recursive: true });
  await startAs(page, null);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(inArabic(path));
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      // Through the page, so lazy images and the carousel's code arrive, then back to the top.
      await page.evaluate(async () => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const { scrollHeight } = document.documentElement;
        for (let top = 0; top < scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top);
          await nextFrame();
          await nextFrame();
        }
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        // Each picture drawn, or given up after two seconds (one still lazy never decodes).
        const drawn = (image: HTMLImageElement) =>
          Promise.race([
            image.decode().catch(() => {}),
            new Promise((resolve) => setTimeout(resolve, 2000)),
          ]);
        await Promise.all([...document.images].map(drawn));
        window.scrollTo(0, 0);
      });
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await page.screenshot({ path: `${folder}/rtl-${name}-${width}.png`, fullPage: true });
    }
  }
});
