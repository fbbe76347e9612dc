import { expect, test } from './fixtures.ts';
import { startAs } from './posts-helpers.ts';
import { signInViaApi } from './session-helpers.ts';
import { casePageUrl, openCasePage, readCase, stripeServerForFile } from './stripe-server.ts';

// A server of its own with PAYMENT_PROVIDER=stripe, talking to a fake Stripe on 127.0.0.1 whose
// hosted page pays (sending the signed webhook, as Stripe does) or cancels.

const payments = stripeServerForFile(
  'stripe',
  { title: 'Winter coats', description: 'Coats for the shelter' },
  // Compared with the fake Stripe every second, so a mismatch shows without waiting an hour.
  { LEDGER_RECONCILE_INTERVAL_MS: '1000' },
);

const raisedAmount = async () => (await readCase(payments)).raisedAmount;

test.describe('donations through Stripe Checkout', () => {
  test('the donor pays on Checkout, comes back thanked, and the case counts it once', async ({
    page,
  }) => {
    const before = await raisedAmount();
    await openCasePage(page, payments);
    await page.getByLabel('Custom amount (USD)').fill('7.25');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { name: 'Fake Checkout' })).toBeVisible();
    await expect(page.getByText(`Donation: ${payments.donationCase.title}: $7.25`)).toBeVisible();
    // Nothing is counted before Stripe confirms the payment.
    expect(await raisedAmount()).toBe(before);

    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/donate\/success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you for your donation!',
    );
    // Said only once the webhook has confirmed the payment, which the page asks the server.
    await expect(
      page.getByText(`Your payment of $7.25 to ${payments.donationCase.title} has been received.`),
    ).toBeVisible();
    expect(await raisedAmount()).toBeCloseTo(before + 7.25, 2);

    // Coming back to the success page later counts nothing more.
    await page.reload();
    expect(await raisedAmount()).toBeCloseTo(before + 7.25, 2);
  });

  test('a donor who cancels on Checkout returns to the case and nothing is counted', async ({
    page,
  }) => {
    const before = await raisedAmount();
    await page.goto(casePageUrl(payments));
    await page.getByLabel('Custom amount (USD)').fill('3');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(casePageUrl(payments));
    await expect(
      page.getByRole('heading', { level: 1, name: payments.donationCase.title }),
    ).toBeVisible();
    expect(await raisedAmount()).toBe(before);
  });
});

test.describe("the ledger compared with Stripe's balance", () => {
  test('an admin sees on the donation dashboard a gift whose fee Stripe changed, until it agrees again', async ({
    page,
  }) => {
    await page.goto(casePageUrl(payments));
    await page.getByLabel('Custom amount (USD)').fill('12');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText(/has been received\./)).toBeVisible();

    // Stripe's balance now says its fee was 9 cents more than the ledger recorded.
    const [intent, payment] = [...payments.stripe.payments].at(-1)!;
    payment.fee += 9;
    const admin = await signInViaApi(
      page.request,
      payments.admin.username,
      payments.admin.password,
      payments.server.baseUrl,
    );
    await startAs(page, admin);

    const warnings = page.getByRole('region', { name: 'Ledger warnings' });
    await expect(async () => {
      await page.goto(`${payments.server.baseUrl}/donation-dashboard`);
      await expect(warnings).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(warnings.getByText('1 gift does not match Stripe')).toBeVisible();
    const warning = warnings.getByTestId('ledger-warning');
    await expect(warning).toContainText("The gift's fee differs from Stripe's");
    await expect(warning).toContainText('Ledger: $0.65 · Stripe: $0.74');
    await expect(warning).toContainText(`Stripe payment ${intent}`);
    await expect(warning.getByRole('link', { name: payments.donationCase.title })).toBeVisible();

    payment.fee -= 9;
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Donations' })).toBeVisible();
      await expect(warnings).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
