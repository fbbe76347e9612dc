import { expect, type Page } from '@playwright/test';

/** Presses `button` in the dialog named `dialog` (a confirmation, most often). */
export async function pressInDialog(page: Page, dialog: string, button: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** The page went to the app's not-found page. */
export async function expectNotFoundPage(page: Page) {
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
}
