import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DonationCase } from '../../src/contracts/donations.ts';
import { expect, accessibilityViolations, test } from './fixtures.ts';
import {
  adminApi,
  createNarrativeViaApi,
  createPostViaApi,
  signInDemo,
  startAs,
  uniqueSuffix,
  type DemoRole,
} from './posts-helpers.ts';
import { setTheme, type SignedInUser } from './session-helpers.ts';

// Every form of the app, sent empty (issue 39, "every form says what is wrong, next to the
// field"): each field in error is marked invalid and described by its own visible message, focus
// is on the first, the summary at the top links to each (following a link focuses its field),
// and axe finds nothing on the page, in either theme. One server and one sign-in per role for
// the whole file.

interface Data {
  postSlug: string;
  narrativeSlug: string;
  caseId: string;
  commentAuthor: string;
}

interface FormCase {
  /** Who opens it: a demo account, or a visitor. */
  as: DemoRole | 'visitor';
  /** Opens the page and the form; answers where the form is (the page's main, a dialog). */
  open: (page: Page, data: Data) => Promise<Locator>;
  /** Empties what the form starts filled with. */
  empty?: (form: Locator) => Promise<void>;
  /** Sends the form. */
  submit: (form: Locator) => Locator;
  /** The fields in error, in the page's order, with their own messages. */
  fields: { field: (form: Locator) => Locator; message: string | RegExp }[];
  /** The summary's lead: the spec's message for the form, where it has its own. */
  summaryText?: string;
}

const main = (page: Page) => page.getByRole('main');
const button = (name: string) => (form: Locator) => form.getByRole('button', { name, exact: true });
const textbox = (name: string) => (form: Locator) =>
  form.getByRole('textbox', { name, exact: true });
const labelled = (label: string) => (form: Locator) => form.getByLabel(label, { exact: true });
/** A form that is the whole page: open the path, the form is in its main. */
const mainAt = (path: string) => async (page: Page) => {
  await page.goto(path);
  return main(page);
};

async function openDialog(page: Page, path: string, opener: Locator, name: string) {
  await page.goto(path);
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

const FORMS: Record<string, FormCase> = {
  'sign-up': {
    as: 'visitor',
    open: mainAt('/sign-up'),
    submit: button('Sign Up'),
    summaryText: 'Please fill out all fields',
    fields: [
      { field: labelled('Username'), message: 'Enter a username' },
      { field: labelled('Email'), message: 'Enter your e-mail address' },
      { field: labelled('Password'), message: 'Enter a password' },
      { field: labelled('Date of birth'), message: 'Enter your date of birth' },
    ],
  },
  'sign-in': {
    as: 'visitor',
    open: mainAt('/sign-in'),
    submit: button('Sign In'),
    fields: [
      { field: labelled('Email or username'), message: 'Enter your e-mail address or username' },
      { field: labelled('Password'), message: 'Enter your password' },
    ],
  },
  'password reset request': {
    as: 'visitor',
    open: mainAt('/request-password-reset'),
    submit: button('Send Reset Link'),
    fields: [{ field: labelled('Email'), message: 'Email is required' }],
  },
  'password reset': {
    as: 'visitor',
    open: mainAt(`/reset-password/${randomUUID()}/not-a-real-token`),
    submit: button('Reset Password'),
    summaryText: 'All fields are required',
    fields: [
      { field: labelled('New Password'), message: 'Enter a new password' },
      { field: labelled('Confirm Password'), message: 'Enter the new password again' },
    ],
  },
  'giving record request': {
    as: 'visitor',
    open: mainAt('/giving-record'),
    submit: button('Send Me the Link'),
    fields: [{ field: labelled('Email'), message: 'Please enter a valid email address' }],
  },
  'narrative form': {
    as: 'publisher',
    open: async (page) => {
      await page.goto('/create-narrative');
      await expect(page.getByRole('textbox', { name: 'Narrative' })).toBeVisible();
      return main(page);
    },
    submit: button('Share Narrative'),
    summaryText: 'Please fill in all required fields',
    fields: [
      { field: textbox('Title'), message: 'Enter a title' },
      { field: textbox('Narrative'), message: 'Write the narrative' },
      {
        field: (form) => form.getByRole('combobox', { name: 'Country', exact: true }),
        message: 'Choose a country',
      },
      { field: textbox('Contact username'), message: 'Enter the contact username' },
      {
        field: (form) => form.getByRole('radio', { name: 'Show it on the page' }),
        message: 'Choose who sees the contact',
      },
    ],
  },
  'post editor': {
    as: 'publisher',
    open: async (page) => {
      await page.goto('/create-post');
      await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
      return main(page);
    },
    submit: (form) => form.getByRole('button', { name: 'Publish', exact: true }).first(),
    fields: [
      { field: textbox('Title'), message: 'Title is required' },
      { field: textbox('Content'), message: 'Content is required' },
    ],
  },
  'image insert dialog of the editor': {
    as: 'publisher',
    open: async (page) => {
      await page.goto('/create-post');
      await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
      await page.getByRole('button', { name: 'Insert image', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Insert image' });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    submit: button('Insert image'),
    fields: [
      {
        field: (form) => form.getByRole('button', { name: 'Image file' }),
        message: 'Choose an image file or enter its address',
      },
      {
        field: textbox('Alternative text'),
        message: 'Describe the image, or mark it as decorative',
      },
    ],
  },
  'passkey name': {
    as: 'user',
    open: async (page) => {
      await page.goto('/dashboard?tab=security');
      const field = page.getByRole('textbox', { name: 'Passkey name' });
      await expect(field).toBeVisible();
      return main(page).locator('form').filter({ has: field });
    },
    submit: button('Add a Passkey'),
    fields: [{ field: textbox('Passkey name'), message: 'Give this passkey a name' }],
  },
  'case form': {
    as: 'admin',
    open: async (page) => {
      await page.goto('/create-donation');
      return page.getByRole('form', { name: 'Donation case' });
    },
    submit: button('Create Case'),
    summaryText: 'Title and description are required',
    fields: [
      { field: textbox('Title'), message: 'Enter a title' },
      { field: textbox('Description'), message: 'Enter a description' },
    ],
  },
  'case update form': {
    as: 'admin',
    open: async (page, data) => {
      await page.goto(`/donate/${data.caseId}`);
      await main(page).getByRole('button', { name: 'Write an Update' }).click();
      const form = page.getByRole('form', { name: 'Post an update' });
      await expect(form.getByRole('textbox', { name: 'What happened' })).toBeVisible();
      return form;
    },
    submit: button('Post update'),
    fields: [
      { field: textbox('Update title'), message: 'Please give the update a title' },
      { field: textbox('What happened'), message: 'Please write the update' },
    ],
  },
  'donation form': {
    as: 'visitor',
    open: async (page, data) => {
      await page.goto(`/donate/${data.caseId}`);
      return page.getByRole('form', { name: 'Donation form' });
    },
    submit: (form) => form.getByRole('button', { name: /^Donate/ }),
    summaryText: 'Please enter a valid donation amount',
    fields: [{ field: labelled('Custom amount (USD)'), message: 'Choose or enter an amount' }],
  },
  'report dialog': {
    as: 'user',
    open: async (page, data) => {
      await page.goto(`/post/${data.postSlug}`);
      await main(page).getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Report post' });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    submit: button('Submit Report'),
    fields: [{ field: textbox('Reason'), message: 'Please provide a reason for reporting' }],
  },
  'reply to a comment': {
    as: 'user',
    open: async (page, data) => {
      await page.goto(`/post/${data.postSlug}`);
      const reply = `Reply to ${data.commentAuthor}`;
      await main(page).getByRole('button', { name: reply }).first().click();
      return main(page)
        .locator('form')
        .filter({ has: page.getByRole('textbox', { name: reply }) });
    },
    submit: button('Reply'),
    fields: [
      {
        field: (form) => form.getByRole('textbox', { name: /^Reply to / }),
        message: 'Reply cannot be empty',
      },
    ],
  },
  'become a publisher dialog': {
    as: 'user',
    open: (page) =>
      openDialog(
        page,
        '/',
        main(page).getByRole('button', { name: 'Become a Publisher', exact: true }).first(),
        'Become a Publisher',
      ),
    submit: button('Submit Request'),
    fields: [{ field: (form) => form.getByRole('textbox'), message: /at least 10 characters/ }],
  },
  'request removal dialog': {
    as: 'visitor',
    open: (page, data) =>
      openDialog(
        page,
        `/narrative/${data.narrativeSlug}`,
        main(page).getByRole('button', { name: 'Request Removal' }),
        'Request Removal',
      ),
    submit: button('Send request'),
    fields: [{ field: textbox('Reason'), message: 'Please tell us why this should be removed' }],
  },
  'account form': {
    as: 'publisher',
    open: async (page) => {
      await page.goto('/dashboard?tab=profile');
      const form = main(page)
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Update', exact: true }) });
      await expect(form.getByLabel('Username', { exact: true })).not.toHaveValue('');
      return form;
    },
    empty: async (form) => {
      await form.getByLabel('Username', { exact: true }).fill('');
      await form.getByLabel('Email', { exact: true }).fill('');
    },
    submit: button('Update'),
    fields: [
      { field: labelled('Username'), message: 'Enter a username' },
      { field: labelled('Email'), message: 'Enter your e-mail address' },
    ],
  },
};

/** The visible texts of the elements that describe the field (`aria-describedby`). */
const descriptions = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null && node.checkVisibility())
      .map((node) => node.textContent ?? ''),
  );

const matches = (text: string, message: string | RegExp) =>
  typeof message === 'string' ? text.includes(message) : message.test(text);

let api: APIRequestContext;
let data: Data;
const sessions: Partial<Record<DemoRole, SignedInUser>> = {};

test.beforeAll(async () => {
  const { api: context, admin } = await adminApi();
  api = context;
  const suffix = uniqueSuffix();
  const post = await createPostViaApi(admin, {
    title: `Forms that say what is wrong ${suffix}`,
    content: '<p>A post for the form journeys.</p>',
  });
  const comment = await api.post('/api/comment/create', {
    data: { postId: post._id, content: 'A comment to reply to' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(comment.ok(), await comment.text()).toBe(true);
  const narrative = await createNarrativeViaApi(admin, {
    title: `A narrative for the form journeys ${suffix}`,
    body: '<p>The shelter needs blankets.</p>',
    category: 'general',
    contactUsername: 'shelter@example.org',
  });
  const opened = await api.post('/api/donation/case', {
    data: { title: `Forms case ${suffix}`, description: 'A case for the form journeys.' },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  data = {
    postSlug: post.slug,
    narrativeSlug: narrative.slug,
    caseId: ((await opened.json()) as DonationCase)._id,
    commentAuthor: admin.username,
  };
  for (const role of ['admin', 'publisher', 'user'] as const) {
    sessions[role] = await signInDemo(role);
  }
});
test.afterAll(() => api.dispose());

test.describe('every form sent empty says what is wrong, next to each field', () => {
  for (const [name, form] of Object.entries(FORMS)) {
    test(name, async ({ page }) => {
      await startAs(page, form.as === 'visitor' ? null : sessions[form.as]!);
      const scope = await form.open(page, data);
      await form.empty?.(scope);
      await form.submit(scope).click();

      const summary = scope.getByTestId('form-error-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('There is a problem');
      if (form.summaryText) await expect(summary).toContainText(form.summaryText);
      await expect(summary.getByRole('link')).toHaveCount(form.fields.length);

      // Focus is on the first field in error.
      await expect(form.fields[0]!.field(scope)).toBeFocused();

      for (const { field: fieldOf, message } of form.fields) {
        const field = fieldOf(scope);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect
          .poll(async () => (await descriptions(field)).some((text) => matches(text, message)), {
            message: `the field's own message is visible and describes it: ${String(message)}`,
          })
          .toBe(true);
      }

      // Each link of the summary takes focus to its field, last to first.
      for (const { field: fieldOf, message } of [...form.fields].reverse()) {
        await summary.getByRole('link', { name: message }).click();
        await expect(fieldOf(scope)).toBeFocused();
      }

      // axe finds nothing with the errors shown, in either theme.
      expect(await accessibilityViolations(page)).toEqual([]);
      await setTheme(page, 'dark');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
