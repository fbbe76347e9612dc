import type { APIRequestContext, Page } from '@playwright/test';
import type { Story } from '../../src/contracts/stories.ts';
import { expect, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { pngImage, signInDemo, startAs, uniqueSuffix } from './posts-helpers.ts';
import type { SignedInUser } from './session-helpers.ts';

/** Picks an option of a Mantine select by its label; a searchable one is typed into first. */
async function choose(page: Page, label: string, option: string, typed?: string) {
  const box = main(page).getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fetchStory(
  request: APIRequestContext,
  id: string,
  viewer?: SignedInUser,
): Promise<Story> {
  const response = await request.get(`/api/story/get/${id}`, {
    headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Story;
}

// One narrative goes through its life: shared, hidden, approved, found, edited, hidden again.
test.describe.serial('narratives', () => {
  // A country no demo narrative names, so the filter's list gains it only on approval.
  const country = 'Iceland';
  const suffix = uniqueSuffix();
  const title = `Winter coats for the harbour shelter ${suffix}`;
  const contact = 'hearth_helper';
  let publisher: SignedInUser;
  let admin: SignedInUser;
  let member: SignedInUser;
  let storyId = '';
  let slug = '';

  test.beforeAll(async () => {
    // Three sign-ins for the whole file: the server limits them.
    publisher = await signInDemo('publisher');
    admin = await signInDemo('admin');
    member = await signInDemo('user');
  });

  test('a publisher shares a narrative through the form, and it waits for review', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await startAs(page, publisher);
    await page.goto('/stories');
    await expect(main(page).getByText('Need help from the community?')).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Share Your Narrative' }).click();
    await expect(page).toHaveURL(/\/create-narrative$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share Your Narrative');
    await expect(main(page).getByText(/An admin reviews every narrative/)).toBeVisible();

    // The spec's messages come before anything is sent.
    const share = page.getByRole('button', { name: 'Share Narrative' });
    await share.click();
    // The summary leads with the spec's message; each field says what it needs.
    await expect(main(page).getByRole('alert')).toContainText('Please fill in all required fields');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Enter a title');
    await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0);

    await page.getByLabel('Title').fill(title);
    const editor = page.getByRole('textbox', { name: 'Narrative' });
    await editor.click();
    await page.keyboard.type('The shelter by the harbour opens every night from November. ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('Forty warm coats');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type(' would see its guests through the winter.');

    // The country picker filters its 195 countries by any part of the name.
    const countryBox = main(page).getByRole('combobox', { name: 'Country', exact: true });
    await countryBox.click();
    await countryBox.fill('celan');
    await expect(page.getByRole('option')).toHaveText([country]);
    await countryBox.fill('land');
    await expect(page.getByRole('option', { name: 'Finland', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Kenya', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: country, exact: true }).click();
    await expect(countryBox).toHaveValue(country);

    await choose(page, 'Category', 'Education');
    await choose(page, 'Contact platform', 'Telegram');
    const username = page.getByLabel('Contact username');
    await username.fill('ab');
    await share.click();
    // The upload's message may still show beside it until its time is up.
    await expect(
      main(page).getByRole('alert').filter({
        hasText: 'A Telegram username has 5 to 32 letters, digits or underscores',
      }),
    ).toBeVisible();
    await username.fill(contact);
    // How the contact is shown is the author's choice, asked for before anything is sent.
    await share.click();
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'Please choose what to show' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Show it on the page' }).check();

    await page
      .locator('input[type="file"][accept^="image/png"]')
      .setInputFiles({ name: 'coats.png', mimeType: 'image/png', buffer: pngImage() });
    // Choosing it uploads it: there is no second step to forget.
    await expect(page.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );

    await share.click();
    await expect(main(page).getByText(/Your narrative was sent for review/)).toBeVisible();
    // Two seconds later, My Narratives, where it waits as Pending.
    await expect(page).toHaveURL(/\/dashboard\?tab=narratives$/, { timeout: 6000 });
    const item = main(page)
      .getByRole('list', { name: 'My narratives' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item).toContainText(`Education · ${country}`);

    const pagePath = await item
      .getByRole('link', { name: title, exact: true })
      .getAttribute('href');
    slug = pagePath!.replace('/narrative/', '');
    const editPath = await item.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
    storyId = editPath!.replace('/update-narrative/', '');
    expect(slug).toMatch(/^winter-coats-for-the-harbour-shelter-/);
  });

  test('until an admin approves it, visitors find neither the narrative nor its page', async ({
    page,
  }) => {
    await page.goto(`/stories?searchTerm=${suffix}`);
    await expect(main(page).getByText('No Stories Found.')).toBeVisible();
    await page.goto(`/narrative/${slug}`);
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('once approved it is on /stories and the home page, and the filters find it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // The Requests tab belongs to another part of the dashboard: approve through the API.
    const approval = await request.put(`/api/story/status/${storyId}`, {
      data: { status: 'approved' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(approval.ok()).toBe(true);

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recent Narratives' });
    await expect(recent.getByRole('article')).toHaveCount(6);
    await expect(recent.getByRole('article').first().getByRole('heading')).toHaveText(title);
    await recent.getByRole('link', { name: 'View All Narratives' }).click();
    await expect(page).toHaveURL(/\/stories$/);

    // Newest first; the card shows an 80-character excerpt without the markup.
    const first = main(page).getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(title);
    await expect(first).toContainText(
      // 80 characters of 'The shelter … Forty warm coats would see its guests …'.
      'The shelter by the harbour opens every night from November. Forty warm coats wou…',
    );
    await expect(first).toContainText(country);
    await expect(first).toContainText(`Contact on Telegram: ${contact}`);
    await expect(first.locator('img[src^="/uploads/"]')).toBeVisible();

    // The country filter now offers Iceland, and finds this narrative alone.
    await choose(page, 'Country', country, 'Icel');
    await expect(page).toHaveURL(/\/stories\?country=Iceland$/);
    await expect(main(page).getByText('Showing 1 of 1 narrative', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(1);

    // Filters are in the address: a category on top of the country, kept across a reload.
    await choose(page, 'Category', 'Education');
    await expect(page).toHaveURL(/\/stories\?category=education&country=Iceland$/);
    await page.reload();
    await expect(main(page).getByRole('article').first().getByRole('heading')).toHaveText(title);
    await choose(page, 'Category', 'Medical');
    await expect(main(page).getByText('No Stories Found.')).toBeVisible();

    await main(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/stories$/);
    await choose(page, 'Category', 'Education');
    await expect(main(page).getByRole('article').first().getByRole('heading')).toHaveText(title);

    // The search box reaches it too.
    await main(page).getByRole('searchbox', { name: 'Search' }).fill(`harbour shelter ${suffix}`);
    await main(page).getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(main(page).getByRole('article')).toHaveCount(1);
  });

  test('its page shows the narrative and a safe contact link, and counts the view', async ({
    page,
    request,
  }) => {
    await page.goto('/stories');
    const card = main(page).getByRole('article').filter({ hasText: title });
    await card.getByRole('link', { name: `Read Full Narrative: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/narrative/${slug}$`));
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.locator('strong')).toHaveText('Forty warm coats');
    await expect(article).toContainText(country);
    await expect(article.getByText('Education', { exact: true })).toBeVisible();
    // The status badge is for admins only.
    await expect(main(page).getByText('Approved', { exact: true })).toHaveCount(0);

    const contactBox = page.getByRole('region', { name: 'Get in Touch' });
    await expect(contactBox).toContainText(`Telegram: ${contact}`);
    const link = contactBox.getByRole('link', { name: 'Message on Telegram' });
    await expect(link).toHaveAttribute('href', `https://t.me/${contact}`);
    await expect(link).toHaveAttribute('rel', /noopener/);

    await expect
      .poll(async () => (await fetchStory(request, storyId)).views, { timeout: 20_000 })
      .toBe(1);

    // The other address of a narrative leads to the same page.
    await page.goto(`/stories/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/narrative/${slug}$`));
    await page.getByRole('link', { name: 'Back to Narratives' }).click();
    await expect(page).toHaveURL(/\/stories$/);
  });

  test('the admin sees it in All Narratives, and its status on the page', async ({ page }) => {
    await startAs(page, admin);
    await page.goto('/dashboard?tab=allnarratives');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Narratives');
    const search = main(page).getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search by title, user, or country...');
    await search.fill(suffix);
    await search.press('Enter');
    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect(main(page).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(publisher.username);
    await expect(row).toContainText(`Education${country}`);
    await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      `/update-narrative/${storyId}`,
    );

    await search.fill(`nothing-like-this-${suffix}`);
    await main(page).getByRole('button', { name: 'Search' }).click();
    await expect(main(page).getByText('No narratives found')).toBeVisible();
    await main(page).getByRole('button', { name: 'Reset' }).click();
    await expect(search).toHaveValue('');
    await expect(main(page).getByRole('row').nth(1)).toBeVisible();

    await page.goto(`/narrative/${slug}`);
    await expect(page.getByRole('article', { name: title }).getByText('Approved')).toBeVisible();
  });

  test('a member without publishing rights gets the help box and cannot edit', async ({ page }) => {
    await startAs(page, member);
    await page.goto('/stories');
    const help = main(page).getByRole('note').filter({ hasText: 'Need help from the community?' });
    await expect(help.getByRole('link')).toHaveAttribute('href', /^mailto:\S+@\S+$/);
    await expect(main(page).getByRole('link', { name: 'Share Your Narrative' })).toHaveCount(0);

    await page.goto(`/update-narrative/${storyId}`);
    await expect(page).toHaveURL(/\/dashboard\?tab=narratives$/);
    await expect(main(page).getByText('No Narratives Found')).toBeVisible();
    await expect(main(page).getByText("You haven't shared any narratives yet.")).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Create New Narrative' })).toHaveCount(0);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('/stories fits 375 px, its filters stacked', async ({ page }) => {
      await page.goto('/stories');
      await expect(main(page).getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBe(0);
      const category = await main(page)
        .getByRole('combobox', { name: 'Category', exact: true })
        .boundingBox();
      const countryFilter = await main(page)
        .getByRole('combobox', { name: 'Country', exact: true })
        .boundingBox();
      expect(countryFilter!.y).toBeGreaterThan(category!.y);
      const card = await main(page).getByRole('article').first().boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(375);
    });
  });

  test('an edit by the publisher sends it back for review', async ({ page, request }) => {
    await startAs(page, publisher);
    await page.goto('/dashboard?tab=narratives');
    await main(page)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/update-narrative/${storyId}$`));
    await expect(
      main(page).getByText(/Updated narratives are reviewed again before publication/),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(main(page).getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
      country,
    );
    await expect(page.getByLabel('Contact username')).toHaveValue(contact);

    await page.getByLabel('Title').fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Update Narrative' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=narratives$/, { timeout: 6000 });
    await choose(page, 'Status', 'Pending');
    await expect(
      main(page).getByRole('link', { name: `${title} (updated)`, exact: true }),
    ).toBeVisible();

    expect((await fetchStory(request, storyId, publisher)).status).toBe('pending');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${process.env.E2E_BASE_URL}/narrative/${slug}`);
    await expect(visitor).toHaveURL(/\/not-found$/);
    await visitor.close();
  });
});
