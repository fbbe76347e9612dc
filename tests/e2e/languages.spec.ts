import { accessibilityViolations, expect, test, waitsForInteractive } from './fixtures.ts';

// A reader whose browser prefers Spanish (`Accept-Language: es`) is offered Spanish by a banner
// on an English address, never redirected; the language menu takes them to the same page in
// another language, whose links stay in it; and their choice is remembered (decision 034).

test.use({ locale: 'es-ES', colorScheme: 'light' });

test('a Spanish reader is offered Spanish, chooses Arabic from the menu, and stays in it', async ({
  page,
}) => {
  waitsForInteractive(page);
  const english = await page.goto('/');
  expect(english?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const banner = page.getByTestId('language-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('lang', 'es');
  const offer = banner.getByRole('link', { name: 'Leerla en Español' });
  await expect(offer).toHaveAttribute('href', '/es');
  // The banner is reached by keyboard.
  await offer.focus();
  await expect(offer).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await offer.click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('language-banner')).toHaveCount(0);

  const menu = page.getByTestId('language-menu-header');
  await expect(menu).toHaveAccessibleName('Idioma: Español');
  await menu.click();
  const options = page.locator('header').getByRole('link', { name: 'العربية' });
  await expect(options).toBeVisible();
  await expect(page.locator('header [aria-current="true"][hreflang]')).toHaveText('Español');
  expect(await accessibilityViolations(page)).toEqual([]);

  await options.click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Links inside the Arabic page stay under /ar/.
  await page.locator('header nav a[href="/ar/posts"]').first().click();
  await expect(page).toHaveURL(/\/ar\/posts(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The next visit to an English address offers Arabic, the language chosen.
  await page.goto('/');
  const remembered = page.getByTestId('language-banner');
  await expect(remembered).toBeVisible();
  await expect(remembered).toHaveAttribute('lang', 'ar');
  await expect(remembered.getByRole('link')).toHaveAttribute('href', '/ar');

  // Dismissed, it is not offered again.
  await remembered.getByRole('button').click();
  await expect(page.getByTestId('language-banner')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('language-banner')).toHaveCount(0);
});

test('the footer menu goes to the same page in the language chosen', async ({ page }) => {
  waitsForInteractive(page);
  await page.goto('/es/about');
  const menu = page.getByTestId('language-menu-footer');
  await menu.scrollIntoViewIfNeeded();
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.locator('footer').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
