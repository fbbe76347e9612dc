import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { awaitLink, readMailFolder } from '../../src/server/test/outbox.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { adminApi, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Case updates, sharing and the QR code against the run's server (PAYMENT_PROVIDER=none, no
// SMTP: mail is written to its data directory). One donation in this file: the server takes 10
// per address in 10 minutes across every spec.

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

async function openCase(title: string): Promise<DonationCase> {
  const response = await api.post('/api/donation/case', {
    data: { title, description: 'A case for the updates journeys.' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DonationCase;
}

/** The update mails written so far to that address. */
const updateMailTo = (address: string) =>
  readMailFolder(process.env.E2E_DATA_DIR!).filter(
    (mail) => mail.to === address && mail.subject.startsWith('Update on'),
  );

test('a donor asks for updates, the admin posts one, and it reaches the donor by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const title = `Village clinic ${uniqueSuffix()}`;
  const donationCase = await openCase(title);
  const donorEmail = `updates.${uniqueSuffix()}@example.org`;

  // The donor gives and ticks the box, which starts unticked.
  await startAs(page, null);
  await page.goto(`/donate/${donationCase._id}`);
  const wantsUpdates = page.getByRole('checkbox', { name: 'Send me updates about this case' });
  await expect(wantsUpdates).not.toBeChecked();
  await page.getByLabel('Custom amount (USD)').fill('7');
  await page.getByLabel('E-mail (optional)').fill(donorEmail);
  await wantsUpdates.check();
  await page.getByRole('button', { name: 'Donate $7.00' }).click();
  await expect(page.getByText('Thank you for your pledge!')).toBeVisible();
  await expect(page.getByText('Check your inbox to confirm the updates by e-mail.')).toBeVisible();
  await expect(page.getByText(/Check your inbox: to get updates about this case/)).toBeVisible();

  // Updates by e-mail start once the address's owner follows the link mailed to it.
  const confirmLink = await awaitLink(
    process.env.E2E_DATA_DIR!,
    donorEmail,
    '/api/donation/updates/confirm?token=',
  );
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await page.getByRole('button', { name: 'Confirm updates' }).click();
  await expect(page.getByRole('heading', { name: 'Updates confirmed' })).toBeVisible();

  // The admin writes an update on the case page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await startAs(adminPage, admin);
  await adminPage.goto(`/donate/${donationCase._id}`);
  await adminPage.getByRole('button', { name: 'Write an Update' }).click();
  await adminPage.getByRole('textbox', { name: 'Update title' }).fill('The roof is on');
  await adminPage.getByRole('textbox', { name: 'What happened' }).fill('Builders finished today.');
  await adminPage.getByRole('button', { name: 'Post update' }).click();
  await expect(adminPage.getByText('The update is posted')).toBeVisible();
  const updates = adminPage.getByRole('region', { name: 'Updates' });
  await expect(updates.getByRole('heading', { name: 'The roof is on' })).toBeVisible();
  await adminContext.close();

  // The donor's mailbox has it, with a link to stop them.
  await expect
    .poll(() => updateMailTo(donorEmail).map((mail) => mail.subject), { timeout: 10_000 })
    .toEqual([`Update on "${title}": The roof is on`]);
  const [mail] = updateMailTo(donorEmail);
  expect(mail!.text).toContain('Builders finished today.');
  expect(
    mail!.links.some((link) => link.includes('/api/donation/updates/unsubscribe?token=')),
  ).toBe(true);

  // Any visitor reads it on the case page.
  await page.goto(`/donate/${donationCase._id}`);
  await expect(
    page.getByRole('region', { name: 'Updates' }).getByRole('heading', { name: 'The roof is on' }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the share row copies the canonical link and offers the services', async ({
  page,
  context,
}) => {
  const donationCase = await openCase(`Share me ${uniqueSuffix()}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startAs(page, null);
  await page.goto(`/donate/${donationCase._id}?utm_source=someone`);
  const caseUrl = new URL(`/donate/${donationCase._id}`, process.env.E2E_BASE_URL).href;

  const share = page.getByRole('group', { name: 'Share' });
  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
    'Link copied to the clipboard',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caseUrl);

  // Each service gets the same address, without what the visitor arrived with.
  await expect(share.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(caseUrl)}$`),
  );
  await expect(share.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(caseUrl)}`,
  );
  await expect(share.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
    'href',
    new RegExp(`&url=${encodeURIComponent(caseUrl).replace(/[.?]/g, '\\$&')}$`),
  );
  await expect(share.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*&body=${encodeURIComponent(caseUrl).replace(/\./g, '\\.')}$`),
  );
});

test("a case's QR code downloads as PNG and SVG (dark theme)", async ({ page }) => {
  const donationCase = await openCase(`QR case ${uniqueSuffix()}`);
  await startAs(page, null, 'dark');
  await page.goto(`/donate/${donationCase._id}`);

  await page.getByRole('button', { name: 'Show QR Code' }).click();
  await expect(page.getByRole('img', { name: /QR code of the address/ })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const png = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code as PNG' }).click();
  const pngFile = await (await png).path();
  expect(readFileSync(pngFile).subarray(1, 4).toString('latin1')).toBe('PNG');

  const svg = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code as SVG' }).click();
  const svgDownload = await svg;
  expect(svgDownload.suggestedFilename()).toBe(`hearth-case-${donationCase._id}.svg`);
  expect(readFileSync(await svgDownload.path(), 'utf8')).toContain('<svg');
});
