import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInDemo, startAs, type DemoRole } from './posts-helpers.ts';

// Issue 39, point 11: one voice. Buttons and headings of the interface are in Title Case (the
// spec's own style: "Manage Reports", "Mark as Reviewed"), and a page's calls to action stack
// full width and equal on a phone.

/** Words that stay lower case inside a title, as in the spec's "Mark as Reviewed". */
const MINOR_WORDS = new Set(
  'a an the and or but nor of to in on for at by with from as per via vs'.split(' '),
);

/** The words of a label that break Title Case; what is in parentheses is a note, not the title. */
function lowerCaseWords(label: string): string[] {
  const words = label
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word));
  return words.filter(
    (word, index) => /^[a-z]/.test(word) && (index === 0 || !MINOR_WORDS.has(word)),
  );
}

test('the Title Case rule tells a title from a sentence', () => {
  expect(lowerCaseWords('Mark as Reviewed')).toEqual([]);
  expect(lowerCaseWords('Request Pending (sent Nov 28, 2026)')).toEqual([]);
  expect(lowerCaseWords('Record a disbursement')).toEqual(['disbursement']);
  expect(lowerCaseWords('the End')).toEqual(['the']);
});

/** The interface's buttons and page and section headings; content (titles, names) excluded. */
async function interfaceLabels(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    // Headings and links of posts, narratives, cases and people are what members wrote.
    const isContent = (element: Element) =>
      element.closest(
        'article, [data-content], a[href^="/post/"], a[href^="/narrative/"], a[href^="/donate/"], a[href^="/profile/"]',
      ) !== null;
    // Page and section headings; the smaller ones title the items of a list (a case, a gift).
    const controls = [...document.querySelectorAll('button, a[data-variant], h1, h2')];
    return (
      controls
        // A heading inside a list item titles that item: a case's or a post's title.
        .filter((element) => !(element.matches('h1, h2') && element.closest('li')))
        .filter((element) => !isContent(element) && (element as HTMLElement).offsetParent !== null)
        .map((element) => (element as HTMLElement).innerText.trim().replace(/\s+/g, ' '))
        .filter((label) => label.length > 0)
    );
  });
}

const PAGES: Record<'visitor' | DemoRole, string[]> = {
  visitor: [
    '/',
    '/about',
    '/posts',
    '/stories',
    '/donate',
    '/sign-in',
    '/sign-up',
    '/request-password-reset',
    '/giving-record',
    '/not-found',
  ],
  user: ['/dashboard?tab=profile', '/dashboard?tab=security', '/notifications'],
  publisher: ['/create-post', '/create-narrative', '/dashboard?tab=posts'],
  admin: [
    '/dashboard?tab=dashboard',
    '/dashboard?tab=narratives',
    '/dashboard?tab=allnarratives',
    '/dashboard?tab=users',
    '/dashboard?tab=comments',
    '/dashboard?tab=requests',
    '/dashboard?tab=reports',
    '/dashboard?tab=audit',
    '/dashboard?tab=giving',
    '/donation-dashboard',
    '/create-donation',
  ],
};

for (const [role, paths] of Object.entries(PAGES)) {
  test(`buttons and headings are in Title Case, as a ${role}`, async ({ page }) => {
    // Up to ten pages, each read once the network is idle: more than one page's time.
    test.slow();
    await startAs(page, role === 'visitor' ? null : await signInDemo(role as DemoRole));
    const sentences: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      for (const label of await interfaceLabels(page)) {
        if (lowerCaseWords(label).length > 0) sentences.push(`${path}: "${label}"`);
      }
    }
    expect(sentences).toEqual([]);
  });
}

test('on a phone the calls to action stack full width and equal', async ({ page }) => {
  await startAs(page, null);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, names] of [
    ['/', ['Read Posts', 'Browse Narratives', 'Become a Publisher']],
    ['/not-found', ['Return Home', 'Explore Posts']],
  ] as const) {
    await page.goto(path);
    const boxes = [];
    for (const name of names) {
      const box = await page
        .getByRole('main')
        .getByRole('link', { name })
        .or(page.getByRole('main').getByRole('button', { name, exact: true }).first())
        .first()
        .boundingBox();
      expect(box, `${path}: ${name}`).not.toBeNull();
      boxes.push(box!);
    }
    const column = await page.getByRole('main').boundingBox();
    for (const [index, box] of boxes.entries()) {
      // As wide as the others and nearly the column (its padding aside), each below the last.
      expect(Math.abs(box.width - boxes[0]!.width), `${path}: widths`).toBeLessThan(1);
      expect(box.width, `${path}: full width`).toBeGreaterThan(column!.width - 64);
      if (index > 0) expect(box.y, `${path}: stacked`).toBeGreaterThan(boxes[index - 1]!.y);
    }
  }
});
