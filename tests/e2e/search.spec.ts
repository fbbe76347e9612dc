import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { setTheme } from './session-helpers.ts';

const card = (page: Page, title: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

test.describe('search', () => {
  test('shows the matched words marked, and still finds a post through a typo', async ({
    page,
  }) => {
    await page.goto('/search?searchTerm=%22soup%20kitchens%22');
    const kitchens = card(page, 'Community Kitchens Through the Centuries');
    await expect(kitchens.locator('mark', { hasText: 'soup kitchens' })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      expect(await accessibilityViolations(page)).toEqual([]);
    }

    // No post says "comunity": the search corrects it to "community".
    await page.goto('/search?searchTerm=comunity%20kitchens');
    await expect(card(page, 'Community Kitchens Through the Centuries')).toBeVisible();
    await expect(
      card(page, 'Community Kitchens Through the Centuries').locator('mark').first(),
    ).toHaveText(/community|kitchens/i);
  });
});
