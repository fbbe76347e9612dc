import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { adminApi, pngImage, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Journeys of the donation pages against the run's server (PAYMENT_PROVIDER=none). That server
// takes 10 donations per IP in 10 minutes and 30 sign-ins per IP in 15 minutes, shared by every
// spec file: this file signs in once and gives three times.

const NO_PERMISSION = 'You do not have permission to access this page';

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

async function createCaseViaApi(fields: {
  title: string;
  description?: string;
  amountOptions?: number[];
  goalAmount?: number | null;
}): Promise<DonationCase> {
  const response = await api.post('/api/donation/case', {
    data: { description: 'A case opened by the donation journeys.', ...fields },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DonationCase;
}

/** The case page's progress toward its goal (money received), as a screen reader gets it. */
const goalBar = (page: Page) => page.getByRole('progressbar', { name: /^Raised toward/ });
/** Pledges not yet received: a lighter segment of the same bar. */
const pledgedBar = (page: Page) => page.getByRole('progressbar', { name: /^Pledged/ });

test.describe('donations', () => {
  test('a visitor pledges a suggested amount, then a custom one, and sees them as pledged, not raised', async ({
    page,
  }) => {
    // Two 2 s thank-you redirects, on a server shared with the other journeys.
    test.setTimeout(60_000);
    const title = `School shoes ${uniqueSuffix()}`;
    const donationCase = await createCaseViaApi({
      title,
      amountOptions: [5, 25, 40],
      goalAmount: 100,
    });
    await startAs(page, null);

    // The list: the new case is first, and the page says that no money moves online here.
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(
      page.getByText('This site records donations without taking payment'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Donation Case' })).toHaveCount(0);
    await page.getByRole('link', { name: `Donate to ${title}` }).click();

    await expect(page).toHaveURL(`/donate/${donationCase._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(goalBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('raised-amount')).toHaveText('$0.00 raised');

    // Nothing chosen, then an amount under $1: refused before anything is sent.
    const submit = page.getByRole('button', { name: /^Donate/ });
    await submit.click();
    await expect(page.getByText('Please enter a valid donation amount')).toBeVisible();
    const custom = page.getByLabel('Custom amount (USD)');
    await custom.fill('0.5');
    await submit.click();
    await expect(custom).toHaveAccessibleDescription(/Please enter a valid donation amount/);
    await expect(custom).toBeFocused();

    // A suggested amount, with no name: the name field starts empty, recorded as Anonymous.
    const suggested = page.getByRole('button', { name: '$25.00', exact: true });
    await suggested.click();
    await expect(suggested).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your name')).toHaveAttribute('placeholder', 'Your name');
    // One control says what the supporters list shows.
    await expect(page.getByRole('checkbox', { name: /public/i })).toHaveCount(1);
    await expect(
      page.getByRole('checkbox', { name: 'Show my name and message publicly' }),
    ).not.toBeChecked();
    await page.getByRole('button', { name: 'Donate $25.00' }).click();
    // No payment provider: the thank-you calls it a pledge and says what happens next.
    await expect(page.getByText('Thank you for your pledge!')).toBeVisible();
    // The bar's pledged segment moves while the thank-you shows; nothing is raised yet. 2 s
    // later the success page opens.
    await expect(pledgedBar(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(goalBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your pledge!');
    await expect(page.getByText(`You pledged $25.00 to ${title}.`)).toBeVisible();
    await expect(page.getByText('This is a pledge: no money has moved yet.')).toBeVisible();
    await expect(page.getByText('What happens next: nothing has been charged.')).toBeVisible();
    // No e-mail was given: no receipt is promised, and the contact address is named instead.
    await expect(page.getByText(/receipt/i)).toHaveCount(0);
    await expect(page.getByText(/You left no e-mail address, so write to \S+@/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to the case' }).click();
    await expect(page.getByTestId('raised-amount')).toHaveText('$0.00 raised');
    await expect(page.getByTestId('pledged-amount')).toHaveText('$25.00 pledged, not yet received');
    await expect(goalBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(pledgedBar(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByText('0% of the $100.00 goal')).toBeVisible();

    // A custom amount with cents, a name, an e-mail and a message.
    await page.getByLabel('Custom amount (USD)').fill('12.34');
    await expect(page.getByRole('button', { name: '$25.00', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByLabel('Your name').fill('Jo Visitor');
    await page.getByLabel('E-mail (optional)').fill('jo.visitor@example.org');
    await page.getByLabel('Message (optional)').fill('Good luck with the new term!');
    await page.getByRole('button', { name: 'Donate $12.34' }).click();
    await expect(page.getByText('Thank you for your pledge!')).toBeVisible();
    await expect(page).toHaveURL('/donate/success', { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Jo Visitor!');
    await expect(page.getByText(`You pledged $12.34 to ${title}.`)).toBeVisible();
    await expect(
      page.getByText(
        'A confirmation of your pledge is on its way to the e-mail address you gave; a receipt follows once your gift is received.',
      ),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Back to the case' }).click();
    await expect(page.getByTestId('raised-amount')).toHaveText('$0.00 raised');
    await expect(page.getByTestId('pledged-amount')).toHaveText('$37.34 pledged, not yet received');
    await expect(pledgedBar(page)).toHaveAttribute('aria-valuenow', '37');

    // The list shows the pledges apart too; the success page alone goes back to /donate.
    await page.goto('/donate');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByTestId('raised-amount')).toHaveText('$0.00 raised');
    await expect(card.getByTestId('pledged-amount')).toHaveText('$37.34 pledged, not yet received');
    await page.goto('/donate/success');
    await expect(page).toHaveURL('/donate');

    // A case that does not exist is answered 404 with the not-found page (issue 14).
    const missing = await page.goto(`/donate/${randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're All Alone In Here");
  });

  test('an admin creates, edits, deactivates and deletes a case and reads its transactions', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startAs(page, admin);
    const title = `Library books ${uniqueSuffix()}`;

    await page.goto('/donate');
    await page.getByRole('link', { name: 'Create Donation Case' }).click();
    await expect(page).toHaveURL('/create-donation');

    // The contract's messages, in the form.
    const create = page.getByRole('button', { name: 'Create Case' });
    const amount = (n: number) => page.getByRole('textbox', { name: `Amount ${n}`, exact: true });
    await create.click();
    await expect(page.getByText('Title and description are required')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Books for the reading corner.\n\nAnd shelves.');
    for (const [index, value] of ['10', '25', '50', '100'].entries()) {
      await expect(amount(index + 1)).toHaveValue(value);
    }
    await amount(1).fill('0');
    await create.click();
    await expect(amount(1)).toHaveAccessibleDescription(
      'All amount options must be greater than 0',
    );
    await expect(amount(1)).toBeFocused();
    await amount(1).fill('15');
    await page.getByRole('button', { name: 'Remove amount 4' }).click();
    await page.getByRole('button', { name: 'Add Amount' }).click();
    await amount(4).fill('75');
    await page.getByLabel('Goal (optional)').fill('500');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'books.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await expect(page.getByRole('img', { name: 'Case image preview' })).toBeVisible();
    await create.click();

    await expect(page).toHaveURL('/donation-dashboard');
    await expect(page.getByText(`“${title}” is open for donations`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row).toContainText('$15.00, $25.00, $50.00, $75.00');

    // Edit: a new title and goal.
    const edited = `${title} (edited)`;
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Goal (optional)')).toHaveValue('500');
    await page.getByLabel('Title').fill(edited);
    await page.getByLabel('Goal (optional)').fill('400');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/donation-dashboard');
    const editedRow = page.getByRole('listitem').filter({ hasText: edited });
    await expect(editedRow).toContainText('of $400.00');

    // A gift, so the case has a transaction to read and is archived rather than erased.
    const caseId = new URL(
      (await editedRow.getByRole('link', { name: `Edit ${edited}` }).getAttribute('href'))!,
      'http://x',
    ).pathname.split('/')[2]!;
    const gift = await api.post('/api/donation/transaction', {
      data: {
        donationCaseId: caseId,
        amount: 30,
        donorName: 'Ada Reader',
        donorEmail: 'ada.reader@example.org',
        message: 'For the picture books',
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(gift.status(), await gift.text()).toBe(201);

    await page.goto('/donate');
    await expect(page.getByRole('link', { name: `Donate to ${edited}` })).toBeVisible();

    // Deactivate: it leaves the public list.
    await page.goto(`/edit-donation/${caseId}`);
    const active = page.getByRole('switch', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/donation-dashboard');
    await expect(editedRow.getByText('Inactive', { exact: true })).toBeVisible();
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Donate to ${edited}` })).toHaveCount(0);

    // Its transactions, with the donor's details that the public never sees.
    await page.goto('/donation-dashboard');
    await editedRow.getByRole('button', { name: `Transactions of ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: `Transactions: ${edited}` });
    await expect(dialog.getByText('1 donation, newest first')).toBeVisible();
    const transaction = dialog.getByRole('row').filter({ hasText: 'Ada Reader' });
    await expect(transaction).toContainText('ada.reader@example.org');
    await expect(transaction).toContainText('For the picture books');
    await expect(transaction).toContainText('$30.00');
    // A pledge until its money is recorded as received.
    await expect(transaction).toContainText('pending');
    await expect(
      transaction.getByRole('button', {
        name: "Record as received: Ada Reader's pledge of $30.00",
      }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Delete: the case has a donation, so it is archived and its records kept.
    await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Donation Case' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`“${edited}” has donations, so it was archived`)).toBeVisible();
    await expect(editedRow.getByText('Archived', { exact: true })).toBeVisible();
    await expect(editedRow.getByRole('button', { name: `Delete ${edited}` })).toHaveCount(0);

    // A case without donations is erased.
    const empty = await createCaseViaApi({ title: `Empty case ${uniqueSuffix()}` });
    await page.reload();
    const emptyRow = page.getByRole('listitem').filter({ hasText: empty.title });
    await emptyRow.getByRole('button', { name: `Delete ${empty.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Donation Case' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(
      page.getByText(`“${empty.title}” had no donations and was deleted.`),
    ).toBeVisible();
    await expect(emptyRow).toHaveCount(0);

    // Visitors get the permission message on the admin page outside the guards.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(new URL(`/edit-donation/${caseId}`, process.env.E2E_BASE_URL).href);
    await expect(visitor.getByText(NO_PERMISSION)).toBeVisible();
    await visitor.close();
  });
});

test.describe('a pledge received', () => {
  test('an admin records a pledge as received, and the raised amount and the bar move', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const title = `Clinic beds ${uniqueSuffix()}`;
    const donationCase = await createCaseViaApi({ title, goalAmount: 100 });
    const pledge = await api.post('/api/donation/transaction', {
      data: { donationCaseId: donationCase._id, amount: 30, donorName: 'Ada Pledger' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(pledge.status(), await pledge.text()).toBe(201);
    // The dark theme: the lighter segment must still read as part of the bar.
    await startAs(page, admin, 'dark');

    await page.goto(`/donate/${donationCase._id}`);
    await expect(page.getByTestId('raised-amount')).toHaveText('$0.00 raised');
    await expect(page.getByTestId('pledged-amount')).toHaveText('$30.00 pledged, not yet received');
    await expect(goalBar(page)).toHaveAttribute('aria-valuenow', '0');
    await expect(pledgedBar(page)).toHaveAttribute('aria-valuenow', '30');
    await expect(
      page.getByRole('group', {
        name: '$0.00 raised and $30.00 pledged, not yet received, toward the $100.00 goal',
      }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/donation-dashboard');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: `Transactions of ${title}` }).click();
    const transactions = page.getByRole('dialog', { name: `Transactions: ${title}` });
    const gift = transactions.getByRole('row').filter({ hasText: 'Ada Pledger' });
    await expect(gift).toContainText('pending');
    await gift
      .getByRole('button', { name: "Record as received: Ada Pledger's pledge of $30.00" })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Record as Received' });
    const amount = dialog.getByRole('textbox', { name: 'Amount received (USD)' });
    await expect(amount).toHaveValue('30.00');
    // A wrong amount is refused next to its field.
    await amount.fill('27.505');
    await dialog.getByRole('button', { name: 'Record as Received' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      'Please enter the amount received, in dollars and cents',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await amount.fill('27.50');
    await dialog.getByLabel(/^Method/).click();
    await page.getByRole('option', { name: 'Bank transfer' }).click();
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('BT-2211');
    await dialog.getByRole('button', { name: 'Record as Received' }).click();
    await expect(dialog).toBeHidden();
    await expect(gift).toContainText('completed');
    await expect(gift).toContainText('$27.50');
    await expect(gift.getByRole('button', { name: /^Record as received/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(transactions).toBeHidden();

    await page.goto(`/donate/${donationCase._id}`);
    await expect(page.getByTestId('raised-amount')).toHaveText('$27.50 raised');
    await expect(goalBar(page)).toHaveAttribute('aria-valuenow', '27');
    await expect(page.getByTestId('pledged-amount')).toHaveCount(0);
    await expect(pledgedBar(page)).toHaveCount(0);
    await expect(page.getByText('27% of the $100.00 goal')).toBeVisible();
    // The money trail shows the gift received, and nothing of its donor.
    const money = page.getByRole('region', { name: 'Where the Money Went' });
    await expect(money.getByTestId('money-received')).toContainText('$27.50');
    await expect(money.getByTestId('money-held')).toContainText('$27.50');
    await expect(money.getByTestId('ledger-gift')).toContainText('+$27.50');
    await expect(money).not.toContainText('Ada Pledger');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('an admin opens a case in yen: its amounts, form and donate page are in yen, with no decimals', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await startAs(page, admin);
    const title = `Rice for the school ${uniqueSuffix()}`;
    await page.goto('/create-donation');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Lunches for a term.');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue(/^USD/);
    await currency.click();
    await currency.fill('JPY');
    await page.getByRole('option', { name: /^JPY/ }).click();
    await expect(currency).toHaveValue(/^JPY/);
    // The untouched suggested amounts follow the currency.
    await expect(page.getByRole('textbox', { name: 'Amount 1', exact: true })).toHaveValue('1000');
    await expect(page.getByRole('group', { name: 'Suggested amounts (JPY)' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Goal (optional)').fill('300000');
    await page.getByRole('button', { name: 'Create Case' }).click();

    await expect(page).toHaveURL('/donation-dashboard');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('¥1,000, ¥2,500, ¥5,000, ¥10,000');
    await expect(row).toContainText('of ¥300,000');
    const caseId = new URL(
      (await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href'))!,
      'http://x',
    ).pathname.split('/')[2]!;

    // Without a gift the currency may still change.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toBeEnabled();

    await page.goto(`/donate/${caseId}`);
    await expect(page.getByRole('button', { name: '¥1,000' })).toBeVisible();
    const custom = page.getByRole('textbox', { name: 'Custom amount (JPY)' });
    await expect(custom).toHaveAccessibleDescription(
      'At least ¥100. Amounts in JPY are whole numbers, with no decimals.',
    );
    await custom.fill('1500');
    await expect(page.getByRole('button', { name: 'Donate ¥1,500' })).toBeVisible();
    await expect(page.getByTestId('raised-amount')).toContainText('¥0');
  });
});
