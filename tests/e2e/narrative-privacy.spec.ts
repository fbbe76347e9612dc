import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { Story } from '../../src/contracts/stories.ts';
import { decideRow, main } from './page-helpers.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

/**
 * Privacy for the people in narratives: a phone number shown only to a visitor who asks, and a
 * request to take a narrative down, which an admin acts on.
 */

const PHONE = '254733445566';

let api: APIRequestContext;
let admin: SignedInUser;
let story: Story;

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  admin = await signInDemo('admin');
  // An admin's narrative is published at once; a WhatsApp number is shown on request.
  const response = await api.post('/api/story/create', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title: `A ramp for the Mwangi family ${uniqueSuffix()}`,
      body: '<p>A wheelchair ramp would let the grandmother leave the house again.</p>',
      country: 'Kenya',
      category: 'housing',
      contactPlatform: 'whatsapp',
      contactUsername: PHONE,
    },
  });
  expect(response.status()).toBe(201);
  story = (await response.json()) as Story;
  expect(story.contactVisibility).toBe('on_request');
});
test.afterAll(() => api.dispose());

test.describe.serial('narrative privacy', () => {
  test('a visitor presses Show contact and then sees the number', async ({ page }) => {
    await startAs(page, null);
    const response = await page.goto(`/narrative/${story.slug}`);
    // Neither the page nor the data it carries for the browser holds the number.
    expect(await response!.text()).not.toContain(PHONE);
    const contact = main(page).getByRole('region', { name: 'Get in Touch' });
    await expect(contact).toContainText('WhatsApp: shown to visitors who ask');
    await expect(contact).not.toContainText(PHONE);

    await contact.getByRole('button', { name: 'Show contact' }).click();
    await expect(contact).toContainText(`WhatsApp: ${PHONE}`);
    await expect(contact.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(PHONE),
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a visitor asks for removal and an admin unpublishes it: the narrative is gone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await startAs(page, null);
    await page.goto(`/narrative/${story.slug}`);
    await main(page).getByRole('button', { name: 'Request Removal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Removal' });
    await dialog.getByLabel('Reason').fill('Too short');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Please tell us why this should be removed',
    );
    await dialog
      .getByLabel('Reason')
      .fill('This is my family. We did not agree to have our story published.');
    await dialog.getByLabel('Your e-mail (optional)').fill('family.mwangi@example.org');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Thank you. An administrator will review your request.',
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(main(page).getByRole('button', { name: 'Request Removal' })).toBeFocused();

    const adminPage = await (await browser.newContext()).newPage();
    await startAs(adminPage, admin);
    await adminPage.goto('/dashboard?tab=requests');
    const tab = adminPage.getByRole('tab', { name: /^Takedowns/ });
    await expect(tab).toHaveText(/^Takedowns\d+$/);
    await tab.click();
    const row = adminPage
      .getByRole('table', { name: 'Takedown requests' })
      .getByRole('row', { name: new RegExp(story.title) });
    await expect(row).toContainText('We did not agree to have our story published.');
    await expect(row).toContainText('family.mwangi@example.org');
    expect(await accessibilityViolations(adminPage)).toEqual([]);
    await decideRow(adminPage, row, `Unpublish narrative ${story.title}`, {
      dialog: 'Unpublish narrative',
      confirm: 'Unpublish',
    });
    await expect(adminPage.getByText('The narrative has been unpublished')).toBeVisible();
    await adminPage.context().close();

    // Everywhere at once: the page, the API, the list.
    await page.goto(`/narrative/${story.slug}`);
    await expect(page).toHaveURL(/\/not-found$/);
    expect((await api.get(`/api/story/getbyslug/${story.slug}`)).status()).toBe(404);
    const list = await api.get('/api/story/get', { params: { limit: 100 } });
    expect(await list.text()).not.toContain(story.slug);
  });
});
