import type { APIRequestContext } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import type { Story } from '../../src/contracts/stories.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import { adminApi, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

// Giving with trust (issue 17): a case linked to its narrative, and a visitor who gives from the
// narrative and chooses to be named. The run's server takes 10 donations per IP in 10 minutes
// for every spec file: this one gives once.

let api: APIRequestContext;
let admin: SignedInUser;

test.beforeAll(async () => ({ api, admin } = await adminApi()));
test.afterAll(() => api.dispose());

async function postAsAdmin<Answer>(url: string, data: Record<string, unknown>) {
  const response = await api.post(url, {
    data,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Answer;
}

/** An admin records each pending pledge of the case as received, in full. */
async function receiveEveryPledge(caseId: string) {
  const headers = { authorization: `Bearer ${admin.token}` };
  const listed = await api.get(`/api/donation/transactions/${caseId}`, { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const pledges = (
    (await listed.json()) as { _id: string; amount: number; status: string }[]
  ).filter((gift) => gift.status === 'pending');
  for (const pledge of pledges) {
    const received = await api.put(`/api/donation/transaction/${pledge._id}/receive`, {
      data: { amount: pledge.amount, method: 'cash', receivedAt: new Date().toISOString() },
      headers,
    });
    expect(received.status(), await received.text()).toBe(200);
  }
}

test('an admin links a case to a narrative; a visitor gives from it and is named as a supporter', async ({
  page: adminPage,
  browser,
}) => {
  // One 2 s thank-you redirect and a build's first page loads, on a server shared with others.
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const storyTitle = `Rebuilding the Otieno kitchen ${suffix}`;
  const caseTitle = `Kitchen repairs ${suffix}`;
  const story = await postAsAdmin<Story>('/api/story/create', {
    title: storyTitle,
    body: '<p>The storm took the roof of the kitchen, and the family cooks outside.</p>',
    country: 'Kenya',
    category: 'housing',
    contactPlatform: 'email',
    contactUsername: 'otieno.family@example.org',
  });
  expect(story.status).toBe('approved');
  const donationCase = await postAsAdmin<DonationCase>('/api/donation/case', {
    title: caseTitle,
    description: 'Iron sheets and timber for the kitchen roof.',
    goalAmount: 400,
  });

  // 1. The admin links the case to the narrative in the case form.
  await startAs(adminPage, admin);
  await adminPage.goto(`/edit-donation/${donationCase._id}`);
  const picker = adminPage.getByRole('combobox', { name: 'Narrative (optional)' });
  await picker.click();
  await picker.fill(suffix);
  await adminPage.getByRole('option', { name: storyTitle }).click();
  await expect(picker).toHaveValue(storyTitle);
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(adminPage).toHaveURL('/donation-dashboard');

  await adminPage.goto(`/donate/${donationCase._id}`);
  await expect(adminPage.getByTestId('case-story-link')).toHaveText(`For: ${storyTitle}`);

  // 2. A visitor reads the narrative, gives from it, and asks to be named.
  // A visitor in a browser of their own: nothing of the admin's session comes along.
  const page = await (await browser.newContext()).newPage();
  await startAs(page, null);
  await page.goto(`/stories/${story.slug}`);
  const support = page.getByRole('region', { name: 'Support this narrative' });
  await expect(support.getByText(caseTitle)).toBeVisible();
  await expect(support.getByText('0% of the $400.00 goal')).toBeVisible();
  await support.getByRole('link', { name: 'Donate' }).click();

  await expect(page).toHaveURL(`/donate/${donationCase._id}`);
  await expect(page.getByRole('link', { name: storyTitle })).toHaveAttribute(
    'href',
    `/stories/${story.slug}`,
  );
  const supporters = page.getByRole('region', { name: 'Supporters' });
  await expect(supporters.getByText('No gifts yet: yours can be the first.')).toBeVisible();
  const showPublicly = page.getByRole('checkbox', { name: 'Show my name and message publicly' });
  await expect(showPublicly).not.toBeChecked();

  await page.getByLabel('Custom amount (USD)').fill('40');
  await page.getByLabel('Your name').fill('Wanjiru K.');
  await page.getByLabel('Message (optional)').fill('Warm meals soon!');
  await showPublicly.check();
  await page.getByRole('button', { name: 'Donate $40.00' }).click();
  await expect(page.getByText('Thank you for your pledge!')).toBeVisible();
  await expect(page).toHaveURL('/donate/success', { timeout: 5000 });

  // A pledge is nobody's support until its money is received.
  await page.getByRole('link', { name: 'Back to the case' }).click();
  await expect(supporters.getByText('No gifts yet: yours can be the first.')).toBeVisible();
  await receiveEveryPledge(donationCase._id);
  await page.reload();
  await expect(supporters.getByTestId('supporters-count')).toHaveText('1 supporter');
  const supporter = supporters.getByTestId('supporter');
  await expect(supporter).toContainText('Wanjiru K.');
  await expect(supporter).toContainText('Warm meals soon!');
  await expect(supporter).toContainText('$40.00');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The narrative shows the gift too.
  await page.goto(`/stories/${story.slug}`);
  await expect(
    page
      .getByRole('region', { name: 'Support this narrative' })
      .getByText('10% of the $400.00 goal'),
  ).toBeVisible();
  await page.context().close();
});
