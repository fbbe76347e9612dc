import { awaitLink, readMailFolder, type OutboxMail } from '../../src/server/test/outbox.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { casePageUrl, openCasePage, readCase, stripeServerForFile } from './stripe-server.ts';

// A server of its own with PAYMENT_PROVIDER=stripe and a fake Stripe on 127.0.0.1: its hosted
// page starts the subscription and pays the first invoice, and the test pays the next one as
// Stripe would a month later, each with its signed webhook.

const DONOR = 'monthly.donor@example.org';

const payments = stripeServerForFile('monthly', {
  title: 'School meals',
  description: 'A hot lunch every school day',
  monthlyTarget: 200,
});

/** The donor's receipts, once `count` of them are in the mail folder (the outbox polls). */
async function receipts(count: number): Promise<OutboxMail[]> {
  let found: OutboxMail[] = [];
  await expect
    .poll(
      () => {
        found = readMailFolder(payments.server.dataDir).filter(
          (mail) => mail.to.includes(DONOR) && /Receipt number: \d+/.test(mail.text),
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return found;
}

test('a monthly gift: two invoices make two receipts, and the receipt’s link cancels it', async ({
  page,
}) => {
  await openCasePage(page, payments);
  await page.getByLabel('Custom amount (USD)').fill('12');
  await page.getByRole('checkbox', { name: 'Give monthly' }).check();
  await page.getByLabel('E-mail (optional)').fill(DONOR);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Fake Checkout' })).toBeVisible();
  await expect(
    page.getByText(`Monthly gift: ${payments.donationCase.title}: $12.00`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/donate\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your donation!');

  // A month later Stripe charges the second invoice.
  const subscription = [...payments.stripe.subscriptions.values()].at(-1)!;
  await payments.stripe.payInvoice(subscription.id);

  const [first, second] = await receipts(2);
  const numberOf = (mail: OutboxMail) => /Receipt number: (\d+)/.exec(mail.text)?.[1];
  expect(numberOf(first!)).not.toBe(numberOf(second!));
  expect(await readCase(payments)).toMatchObject({
    raisedAmount: 24,
    monthlySupporters: 1,
    monthlyIncome: 12,
  });

  await page.goto(casePageUrl(payments));
  await expect(
    page.getByText('1 monthly supporter: $12.00 a month of a $200.00 monthly target'),
  ).toBeVisible();
  expect(await accessibilityViolations(page), 'case page (light)').toEqual([]);

  // The donor's own record, opened by the link mailed to the address they gave with, lists the
  // monthly gift with its manage link, which opens the same page as the receipt's.
  await page.goto(`${payments.server.baseUrl}/giving-record`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DONOR);
  await page.getByRole('button', { name: 'Send Me the Link' }).click();
  await expect(page.getByText(/If this address has given through Hearth/)).toBeVisible();
  const recordLink = await awaitLink(payments.server.dataDir, DONOR, '/giving-record/');
  await page.goto(`${payments.server.baseUrl}${new URL(recordLink).pathname}`);
  const monthly = page.getByTestId('monthly-gift');
  await expect(monthly).toContainText('$12.00 a month');
  await expect(monthly).toContainText('Active');
  await monthly
    .getByRole('link', { name: `Manage the monthly gift to ${payments.donationCase.title}` })
    .click();

  const link = second!.links.find((url) => url.includes('/monthly-gift/'))!;
  await expect(page).toHaveURL(`${payments.server.baseUrl}${new URL(link).pathname}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Monthly Gift' })).toBeVisible();
  await expect(page.getByText('Active: charged each month.')).toBeVisible();
  expect(await accessibilityViolations(page), 'manage page (light)').toEqual([]);
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await accessibilityViolations(page), 'manage page (dark)').toEqual([]);

  await page.getByRole('button', { name: 'Cancel monthly gift' }).click();
  expect(await accessibilityViolations(page), 'cancel confirmation (dark)').toEqual([]);
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(/^Cancelled: nothing more is charged/)).toBeVisible();
  expect(subscription.cancelled).toBe(true);
  expect(await readCase(payments)).toMatchObject({ monthlySupporters: 0, raisedAmount: 24 });

  await page.goto(casePageUrl(payments));
  await expect(
    page.getByText('0 monthly supporters: $0.00 a month of a $200.00 monthly target'),
  ).toBeVisible();
  expect(await accessibilityViolations(page), 'case page (dark)').toEqual([]);
});
