import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { adminApi, pngImage, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// "Where the Money Went" on a case page, against the run's server (PAYMENT_PROVIDER=none). The
// server takes 10 donations per IP in 10 minutes over every spec file: this file gives once.

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

/** Enough words that the money section starts well below a phone's first screen. */
const LONG_STORY = Array.from(
  { length: 8 },
  (_, index) =>
    `Week ${index + 1}: the clinic saw her again, the family kept a diary of every visit, and the neighbours helped with the journey there and back.`,
).join('\n\n');

const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

/** A case that has received one gift of $200.00 (a pledge, then received by the admin). */
async function caseWithMoney(title: string): Promise<DonationCase> {
  const opened = await api.post('/api/donation/case', {
    data: { title, description: LONG_STORY, goalAmount: 500 },
    headers: asAdmin(),
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const donationCase = (await opened.json()) as DonationCase;
  const pledge = await api.post('/api/donation/transaction', {
    data: { donationCaseId: donationCase._id, amount: 200, donorName: 'Trail Donor' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(pledge.status(), await pledge.text()).toBe(201);
  const received = await api.put(
    `/api/donation/transaction/${((await pledge.json()) as { _id: string })._id}/receive`,
    {
      data: { amount: '200.00', method: 'bank_transfer', receivedAt: new Date().toISOString() },
      headers: asAdmin(),
    },
  );
  expect(received.status(), await received.text()).toBe(200);
  return donationCase;
}

const section = (page: Page) => page.getByRole('region', { name: 'Where the Money Went' });
const figure = (page: Page, name: string) => section(page).getByTestId(`money-${name}`);

async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [name, amount] of Object.entries(figures)) {
    await expect(figure(page, name)).toContainText(amount);
  }
}

/** The chart is drawn once the section has come near the screen. */
async function expectChart(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page).getByTestId('money-chart').locator('canvas')).toBeVisible();
  await expect(
    section(page).getByRole('table', { name: 'Money in and out up to each day' }),
  ).toBeAttached();
}

const fieldError = (field: Locator) =>
  field.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby') ?? '';
    return ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  });

test('an admin records a disbursement with evidence and reverses it; a visitor sees both entries and the chart', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Clinic visits ${uniqueSuffix()}`;
  const donationCase = await caseWithMoney(title);
  await startAs(page, admin);
  await page.goto(`/donate/${donationCase._id}`);
  await expectFigures(page, {
    received: '$200.00',
    fees: '$0.00',
    disbursed: '$0.00',
    held: '$200.00',
  });
  await expect(section(page).getByTestId('ledger-gift')).toContainText('$200.00');
  await expect(section(page)).not.toContainText('Trail Donor');

  // The dialog: evidence is required, and more than the case holds is refused by the server,
  // each next to its field.
  await section(page).getByRole('button', { name: 'Record a Disbursement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a Disbursement' });
  const amount = dialog.getByRole('textbox', { name: 'Amount (USD)' });
  await amount.fill('250');
  await dialog.getByLabel(/^Method/).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await dialog.getByRole('textbox', { name: 'Payee' }).fill('the clinic');
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill('First consultation and tests');
  await dialog.getByRole('button', { name: 'Record the disbursement' }).click();
  const evidence = dialog.getByLabel(/^Evidence/);
  await expect(evidence).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(evidence)).toContain('Please attach at least one piece of evidence');
  await expect(
    dialog.getByRole('link', { name: 'Please attach at least one piece of evidence' }),
  ).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'clinic-receipt.png',
    mimeType: 'image/png',
    buffer: pngImage(120, 90),
  });
  const attached = dialog.getByRole('list', { name: 'Attached evidence' });
  await expect(attached).toContainText('clinic-receipt.png');
  await expect(dialog.getByText('Please attach at least one piece of evidence')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record the disbursement' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(await fieldError(amount)).toContain('This disbursement is more than the case holds');
  expect(await accessibilityViolations(page)).toEqual([]);

  await amount.fill('75.50');
  await dialog.getByRole('button', { name: 'Record the disbursement' }).click();
  await expect(dialog).toBeHidden();
  await expectFigures(page, { disbursed: '$75.50', held: '$124.50' });
  const paidOut = section(page).getByTestId('ledger-disbursement');
  await expect(paidOut).toContainText('To the clinic');
  await expect(paidOut).toContainText('First consultation and tests');
  await expect(paidOut).toContainText('Cash');
  await expect(paidOut.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await expectChart(page);

  // A reversal needs a reason; both entries stay, and the money comes back to what is held.
  await paidOut
    .getByRole('button', { name: 'Reverse the payment of $75.50 to the clinic' })
    .click();
  const reverse = page.getByRole('dialog', { name: 'Reverse a payment' });
  await reverse.getByRole('button', { name: 'Reverse the payment' }).click();
  await expect(reverse.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    /Please give the reason for the reversal/,
  );
  await reverse.getByRole('textbox', { name: 'Reason' }).fill('Paid from the wrong case');
  await reverse.getByRole('button', { name: 'Reverse the payment' }).click();
  await expect(reverse).toBeHidden();
  await expectFigures(page, { disbursed: '$0.00', held: '$200.00' });
  await expect(paidOut).toContainText('Reversed');
  await expect(paidOut.getByTestId('ledger-reversal')).toContainText(
    'Reason: Paid from the wrong case',
  );
  await expect(paidOut.getByRole('button', { name: /^Reverse the payment/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The first HTML a visitor gets already holds the section and both entries (cached page).
  const html = await (await api.get(`/donate/${donationCase._id}`)).text();
  expect(html).toContain('Where the Money Went');
  expect(html).toContain('the clinic');
  expect(html).toContain('Paid from the wrong case');
  expect(html).not.toContain('Trail Donor');

  // A visitor on a phone: the chart's code is fetched only near the section; its points came
  // with the page's first HTML and are never asked for again.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const requested: string[] = [];
  visitor.on('request', (request) => requested.push(request.url()));
  const chartRequests = () =>
    requested.filter((url) => url.includes('/ledger/series') || /money-chart/.test(url));
  const seriesRequests = () => requested.filter((url) => url.includes('/ledger/series'));
  await startAs(visitor, null, 'dark');
  await visitor.goto(`/donate/${donationCase._id}`);
  await expect(section(visitor)).toBeAttached();
  expect(
    await section(visitor).evaluate((element) => element.getBoundingClientRect().top),
  ).toBeGreaterThan(844 + 400);
  expect(chartRequests()).toEqual([]);
  await expectFigures(visitor, { received: '$200.00', disbursed: '$0.00', held: '$200.00' });
  const seen = section(visitor).getByTestId('ledger-disbursement');
  await expect(seen).toContainText('To the clinic');
  await expect(seen.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await expect(seen.getByTestId('ledger-reversal')).toContainText('Paid from the wrong case');
  await expect(section(visitor).getByRole('button', { name: 'Record a Disbursement' })).toHaveCount(
    0,
  );
  await expect(section(visitor).getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expectChart(visitor);
  expect(chartRequests().length).toBeGreaterThan(0);
  expect(seriesRequests()).toEqual([]);
  expect(await accessibilityViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // Money paid out 40 days ago with no case update since: "Update due" on the case, and on the
  // admins' dashboard.
  const upload = await api.post('/api/donation/evidence', {
    multipart: { file: { name: 'bus.png', mimeType: 'image/png', buffer: pngImage() } },
    headers: asAdmin(),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const late = await api.post(`/api/donation/case/${donationCase._id}/disbursements`, {
    data: {
      amount: '20.00',
      occurredAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      method: 'mobile_money',
      payee: 'the family',
      purpose: 'Bus fares',
      evidence: [((await upload.json()) as { url: string }).url],
    },
    headers: asAdmin(),
  });
  expect(late.status(), await late.text()).toBe(201);
  await page.reload();
  await expect(section(page).getByText('Update due', { exact: true })).toBeVisible();
  await page.goto('/donation-dashboard');
  const due = page.getByRole('region', { name: 'Updates Due' });
  await expect(due.getByRole('link', { name: title })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
