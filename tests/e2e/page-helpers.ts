import { expect, type Locator, type Page } from '@playwright/test';

/** The page's main landmark, where a journey finds what the page shows. */
export const main = (page: Page) => page.getByRole('main');

/** Presses `button` in the dialog named `dialog` (a confirmation, most often). */
export async function pressInDialog(page: Page, dialog: string, button: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** Presses a list row's button, confirms in the dialog it opens, and sees the row leave the list. */
export async function decideRow(
  page: Page,
  row: Locator,
  button: string,
  confirmation: { dialog: string; confirm: string },
) {
  await row.getByRole('button', { name: button }).click();
  await pressInDialog(page, confirmation.dialog, confirmation.confirm);
  await expect(row).toHaveCount(0);
}

/** The page went to the app's not-found page. */
export async function expectNotFoundPage(page: Page) {
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
}

/** The dashboard's bottom bar on a phone, once it shows the tab named `openTab` as the open one. */
export async function dashboardBottomBar(page: Page, openTab: string | RegExp) {
  const bottomBar = page.getByTestId('dashboard-bottom-bar');
  await expect(bottomBar).toBeVisible();
  await expect(bottomBar.getByRole('link', { name: openTab })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return bottomBar;
}
