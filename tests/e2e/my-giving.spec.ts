import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { awaitLink } from '../../src/server/test/outbox.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { adminApi, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import { pathOf, type SignedInUser } from './session-helpers.ts';

// A donor's own record (issue 38): My giving in the dashboard, the record a mailed link opens,
// and the annual statement's PDF. Two donations in this file: the run's server takes 10 per
// address in 10 minutes across every spec.

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

const YEAR = new Date().getUTCFullYear();

async function openCase(title: string): Promise<string> {
  const response = await api.post('/api/donation/case', {
    data: { title, description: 'A case for the giving-record journeys.' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** A gift, signed in as `donor` or left with `email`, then received by the admin. */
async function giveAndReceive(
  caseId: string,
  amount: string,
  { donor, email }: { donor?: SignedInUser; email?: string },
): Promise<number> {
  const gift = await api.post('/api/donation/transaction', {
    data: { donationCaseId: caseId, amount, donorEmail: email },
    headers: donor ? { authorization: `Bearer ${donor.token}` } : {},
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const { _id } = (await gift.json()) as { _id: string };
  const received = await api.put(`/api/donation/transaction/${_id}/receive`, {
    data: { amount, method: 'bank_transfer', receivedAt: new Date().toISOString() },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(received.status(), await received.text()).toBe(200);
  return ((await received.json()) as { receiptNumber: number }).receiptNumber;
}

/** The page's accessibility issues in its theme, then in the other one. */
async function inBothThemes(page: Page) {
  const html = page.locator('html');
  const theme = await html.getAttribute('data-mantine-color-scheme');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(html).toHaveAttribute(
    'data-mantine-color-scheme',
    theme === 'dark' ? 'light' : 'dark',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function pdfText(path: string) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

test('a signed-in donor finds every gift in My giving and downloads the statement PDF', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const donor = await signInDemo('user');
  const title = `Well for the school ${uniqueSuffix()}`;
  const receipt = await giveAndReceive(await openCase(title), '12.34', { donor });

  await startAs(page, donor);
  await page.goto('/dashboard');
  const menu = page.getByRole('main').getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'My Giving' }).click();
  await expect(page).toHaveURL(/tab=giving/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Giving' })).toBeVisible();

  const gifts = page.getByRole('table', { name: 'Your gifts' });
  const row = gifts.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$12.34');
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(`#${receipt}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Monthly Gifts' })).toBeVisible();
  await expect(page.getByText('You have no monthly gifts.')).toBeVisible();

  // The statement's PDF by keyboard: it downloads, opens and lists the gift.
  const pdfLink = page.getByRole('link', { name: `Download the ${YEAR} statement as PDF` });
  await pdfLink.focus();
  await expect(pdfLink).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^hearth-statement-${YEAR}-\\d{6,}\\.pdf$`),
  );
  const text = await pdfText((await download.path())!);
  expect(text).toContain(`Annual giving statement ${YEAR}`);
  expect(text).toContain(title);
  expect(text).toContain('$12.34');
  expect(text).toContain(String(receipt));

  await inBothThemes(page);
});

test('a donor without an account asks for the record by e-mail and opens it from the link', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `record.${uniqueSuffix()}@example.org`;
  const title = `Seeds for the garden ${uniqueSuffix()}`;
  const receipt = await giveAndReceive(await openCase(title), '25', { email });

  await startAs(page, null);
  await page.goto('/donate');
  await page.getByRole('link', { name: 'Send Me My Giving Record' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send Me My Giving Record' }),
  ).toBeVisible();
  await inBothThemes(page);

  // An address that is not one is refused at its field.
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill('not-an-address');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(email);
  await page.getByRole('button', { name: 'Send Me the Link' }).click();
  await expect(page.getByText(/If this address has given through Hearth/)).toBeVisible();

  const link = await awaitLink(process.env.E2E_DATA_DIR!, email, '/giving-record/');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Giving Record' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Your gifts' }).getByRole('row').filter({
    hasText: title,
  });
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText(`#${receipt}`);
  await expect(page.getByRole('link', { name: `Open the ${YEAR} statement` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download the ${YEAR} statement as PDF` }).click();
  const text = await pdfText((await (await downloading).path())!);
  expect(text).toContain(title);
  expect(text).toContain('$25.00');

  await inBothThemes(page);
});
