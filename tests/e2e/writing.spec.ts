import type { Page } from '@playwright/test';
import { clockServerForFile, expect, accessibilityViolations, test } from './fixtures.ts';
import { startAs } from './posts-helpers.ts';
import { signInViaApi, type SignedInUser } from './session-helpers.ts';

// The writer's journey of issue 16 on a server of its own: its clock can be moved forward
// (TEST_CLOCK, refused in production, hence NODE_ENV=test) and its scheduler looks for due posts
// every 200 ms, so "a minute ahead" passes without waiting a minute.

const WRITER = { username: 'writer', email: 'writer@example.org', password: 'writer-password-1' };

const clock = clockServerForFile(WRITER, { POST_SCHEDULER_INTERVAL_MS: '200' });
let writer: SignedInUser;

test.beforeAll(async () => {
  writer = await signInViaApi(clock.api, WRITER.email, WRITER.password);
});

const at = (path: string) => `${clock.server.baseUrl}${path}`;

/** Opens the app as the writer: the session cookie, and the user in the app's stored state. */
async function signedIn(page: Page) {
  await startAs(page, writer);
  return page;
}

const TITLE = 'Lanterns on the river';
const TEXT = 'Every autumn the village floats paper lanterns down to the sea.';

test('a draft is written, previewed, scheduled, revised, restored and moved', async ({
  page,
  context,
  browser,
}) => {
  await signedIn(page);

  await test.step('write a draft; it saves itself', async () => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/post\/(create|updatepost)/.test(request.url()))
        saves.push(request.url());
    });
    await page.goto(at('/create-post'));
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type(TEXT);
    await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });
    // Once saved it stays saved: the address the server made is not a change to save again.
    // (Longer than the editor's autosave delay of 3 s.)
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    expect(saves).toHaveLength(1);
    await page.close();
  });

  const editor = await signedIn(await context.newPage());
  let oldSlug = '';
  await test.step('come back: the draft is in the Drafts list and opens in the editor', async () => {
    await editor.goto(at('/dashboard?tab=posts'));
    // The segmented control's radios are hidden under their labels.
    await editor.locator('label', { hasText: /^Drafts$/ }).click();
    await expect(editor.getByRole('radio', { name: 'Drafts' })).toBeChecked();
    await editor.getByRole('link', { name: TITLE, exact: true }).click();
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
    await expect(editor.getByRole('textbox', { name: 'Content' })).toHaveText(TEXT);
    oldSlug = await editor.getByRole('textbox', { name: 'Address (slug)' }).inputValue();
    expect(oldSlug).toBe('lanterns-on-the-river');
    expect(await accessibilityViolations(editor)).toEqual([]);
  });

  await test.step('preview it as readers will see it', async () => {
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(preview).toContainText(TEXT);
    await editor.getByRole('button', { name: 'Close the preview' }).click();
    await expect(preview).toBeHidden();
  });

  await test.step('schedule it a minute ahead; after that minute it is on the home page', async () => {
    const aMinuteAhead = await editor.evaluate(() => {
      const date = new Date(Date.now() + 60_000);
      const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
      return local.toISOString().slice(0, 16);
    });
    await editor.getByLabel('Publish at (your time)').fill(aMinuteAhead);
    await editor.getByRole('button', { name: 'Schedule' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Scheduled:' })).toBeVisible();

    const home = await browser.newPage();
    await home.goto(at('/'));
    const recent = home.getByRole('region', { name: 'Recent Posts' });
    await expect(home.getByRole('heading', { name: TITLE })).toHaveCount(0);
    // Two minutes pass on the server's clock; its scheduler publishes the post.
    const moved = await clock.api.post('/api/test/clock', { data: { advanceMs: 120_000 } });
    expect(moved.ok()).toBe(true);
    await expect(async () => {
      await home.reload();
      await expect(recent.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await home.close();
  });

  await test.step('edit it, open History and restore the first version', async () => {
    await editor.reload();
    await editor.getByRole('textbox', { name: 'Title' }).fill(`${TITLE}, revised`);
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(editor).toHaveURL(/\/post\/lanterns-on-the-river$/);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(`${TITLE}, revised`);

    await editor.goBack();
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(`${TITLE}, revised`);
    await editor.getByRole('button', { name: 'History' }).click();
    const history = editor.getByRole('dialog', { name: 'History' });
    const first = history.getByRole('listitem').filter({ hasText: '(first version)' });
    await expect(first).toContainText(TITLE);
    await first.getByRole('button', { name: /^Restore/ }).click();
    await editor
      .getByRole('dialog', { name: 'Restore This Version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  });

  await test.step('give it a new address; a reader of the old one lands on the new', async () => {
    await editor.getByRole('textbox', { name: 'Address (slug)' }).fill('River Lanterns!');
    await editor.getByRole('button', { name: 'Update' }).click();
    await expect(editor).toHaveURL(/\/post\/river-lanterns$/);

    const reader = await browser.newPage();
    const response = await reader.goto(at(`/post/${oldSlug}`));
    expect(response?.request().redirectedFrom()?.url()).toBe(at(`/post/${oldSlug}`));
    await expect(reader).toHaveURL(at('/post/river-lanterns'));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await reader.close();
  });
});

/** A published post's id: its changes are never saved by themselves, so they wait for the writer. */
async function publishedPostId(title: string) {
  const created = await clock.api.post('/api/post/create', {
    data: { title, content: '<p>The ferry runs twice a day.</p>' },
    headers: { authorization: `Bearer ${writer.token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

test('leaving unsaved changes asks first, in the app and when the tab closes', async ({ page }) => {
  const postId = await publishedPostId('Harbour notes');
  await signedIn(page);
  await page.goto(at(`/update-post/${postId}`));
  await page.getByRole('textbox', { name: 'Title' }).fill('Harbour notes, revised');

  await page.getByRole('banner').getByRole('link', { name: 'Hearth home' }).click();
  const question = page.getByRole('dialog', { name: 'Leave Without Saving?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(at(`/update-post/${postId}`));
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Harbour notes, revised');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const browserQuestion = await asked;
  expect(browserQuestion.type()).toBe('beforeunload');
  await browserQuestion.accept();
});

test('the back and forward buttons ask too before unsaved changes are left', async ({ page }) => {
  const postId = await publishedPostId('Tide tables');
  await signedIn(page);
  await page.goto(at(`/update-post/${postId}`));
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Tide tables');
  await page.getByRole('banner').getByRole('link', { name: 'Hearth home' }).click();
  await expect(page).toHaveURL(at('/'));
  await page.goBack();
  await expect(title).toHaveValue('Tide tables');
  await title.fill('Tide tables for the summer');

  await page.goForward();
  const question = page.getByRole('dialog', { name: 'Leave Without Saving?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(at(`/update-post/${postId}`));
  await expect(title).toHaveValue('Tide tables for the summer');

  await page.goForward();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
