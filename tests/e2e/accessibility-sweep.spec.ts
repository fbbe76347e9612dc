import type { Locator, Page } from '@playwright/test';
import { expect, finishAnimations, accessibilityViolations, test } from './fixtures.ts';
import { main } from './page-helpers.ts';
import { signInDemo, startAs, type DemoRole } from './posts-helpers.ts';
import { setTheme, type SignedInUser } from './session-helpers.ts';
import {
  findSweepData,
  saveShot,
  type SweepData,
  type SweepRole,
} from './accessibility-sweep-helpers.ts';

/**
 * Issue 15's axe sweep: every route for each role that may open it, at 1280 and 375 px, in both
 * themes, and with every dialog, menu and dropdown open. One page load per route and role; the
 * theme (as another tab would change it) and the viewport change in place. Findings of any
 * impact count (issue 39), and toasts are swept too.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const THEMES = ['light', 'dark'] as const;
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface SweepOptions {
  viewports?: { width: number; height: number }[];
  /** Opens a dialog, menu or dropdown at each viewport (it may close on a resize). */
  open?: (page: Page) => Promise<unknown>;
  /** Closes it again before the next viewport. */
  close?: (page: Page) => Promise<unknown>;
  /** The dark theme's screenshot's name, saved where `A11Y_SHOTS_DIR` says when it is set. */
  shot?: string;
}

/** axe's findings, of any impact, in the page's state in each viewport and theme. */
async function sweep(page: Page, where: string, options: SweepOptions = {}): Promise<string[]> {
  const findings: string[] = [];
  for (const viewport of options.viewports ?? [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    if (options.open) await options.open(page);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      // A theme changes only colours: the dark run checks only the rules about colour.
      const found = await accessibilityViolations(
        page,
        theme === 'dark' ? COLOUR_RULES : undefined,
      );
      findings.push(...found.map((line) => `${where} @${viewport.width} ${theme}: ${line}`));
      if (theme === 'dark' && options.shot)
        await saveShot(page, `${options.shot}-${viewport.width}`);
    }
    if (options.close) await options.close(page);
  }
  await setTheme(page, 'light');
  return findings;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const closeDialog = (name: string | RegExp) => async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(dialog(page, name)).toBeHidden();
};
/** Opens a dialog by a button and waits for it. */
const opensDialog =
  (button: (page: Page) => Locator, name: string | RegExp) => async (page: Page) => {
    await button(page).click();
    await expect(dialog(page, name)).toBeVisible();
  };
const dialogState = (
  button: (page: Page) => Locator,
  name: string | RegExp,
  shot?: string,
): SweepOptions => ({
  viewports: [DESKTOP, PHONE],
  open: opensDialog(button, name),
  close: closeDialog(name),
  shot,
});

const banner = (page: Page) => page.getByRole('banner');

/** A list's first Delete button, pressed: it asks for a confirmation. */
const pressFirstDelete = (page: Page) =>
  main(page)
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();

let data: SweepData;
const sessions = new Map<SweepRole, SignedInUser | null>();

test.beforeAll(async () => {
  sessions.set('visitor', null);
  for (const role of ['user', 'publisher', 'admin'] as DemoRole[]) {
    sessions.set(role, await signInDemo(role));
  }
  data = await findSweepData(sessions.get('publisher')!);
});

/** Opens the route (the role's session is in the page), then sweeps it and each state there. */
async function sweepRoute(
  page: Page,
  role: SweepRole,
  path: string,
  states: Record<string, SweepOptions> = {},
): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(main(page)).toBeVisible();
  // A page drawn in the browser (a member's, a guard's refusal) may still be loading its part
  // once the shell is interactive: axe looks at the page once its heading is in.
  await expect(page.locator('h1').first()).toBeAttached();
  const findings = await sweep(page, `${role} ${path}`);
  for (const [state, options] of Object.entries(states)) {
    findings.push(...(await sweep(page, `${role} ${path} [${state}]`, options)));
  }
  return findings;
}

const PUBLIC_PATHS = () => [
  '/about',
  '/sign-in',
  '/sign-up',
  '/request-password-reset',
  `/reset-password/${data.unknownUserId}/not-a-token`,
  `/users/${data.unknownUserId}/verify/not-a-token`,
  '/posts',
  '/search?searchTerm=the',
  '/stories',
  `/narrative/${data.narrativeSlug}`,
  '/donate',
  '/donate/success',
  '/giving-record',
  `/donate/${data.caseId}`,
  `/profile/${data.profileUsername}`,
  '/privacy-policy',
  '/terms-conditions',
  '/not-found',
  '/settings/notifications?confirm=not-a-token',
  '/settings/notifications?unsubscribe=not-a-token',
];

const menu = (page: Page) => page.getByRole('menu');
const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
};
const menuState = (
  button: (page: Page) => Locator,
  viewports = [DESKTOP, PHONE],
): SweepOptions => ({
  viewports,
  open: async (page) => {
    await button(page).click();
    await expect(menu(page)).toBeVisible();
  },
  close: closeMenu,
});
const postOptions = (page: Page) => main(page).getByRole('button', { name: 'Post options' });
const confirmState = (
  opener: (page: Page) => Promise<unknown>,
  name: string | RegExp,
  shot?: string,
): SweepOptions => ({
  viewports: [DESKTOP, PHONE],
  open: async (page) => {
    await opener(page);
    await expect(dialog(page, name)).toBeVisible();
  },
  close: async (page) => {
    await dialog(page, name).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, name)).toBeHidden();
  },
  shot,
});

/** The states every role can open on the home page. */
const homeStates = (role: SweepRole): Record<string, SweepOptions> => ({
  'nav search open': {
    viewports: [DESKTOP],
    open: async (page) => {
      await banner(page).getByRole('combobox', { name: 'Search posts and people' }).fill('the');
      await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await banner(page).getByRole('combobox', { name: 'Search posts and people' }).fill('');
    },
  },
  'mobile search': {
    viewports: [PHONE],
    open: async (page) => {
      await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
      const search = dialog(page, 'Search');
      await search.getByRole('searchbox', { name: 'Search posts and people' }).fill('the');
      await expect(search.getByRole('link').first()).toBeVisible();
    },
    close: closeDialog('Search'),
    shot: `${role}-mobile-search`,
  },
  'mobile drawer': {
    viewports: [PHONE],
    open: async (page) => {
      await banner(page).getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(
        page.getByRole('dialog').getByRole('navigation', { name: 'Main' }),
      ).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    shot: `${role}-mobile-drawer`,
  },
  'privacy policy dialog': dialogState(
    (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }),
    'Privacy Policy',
    role === 'visitor' ? 'privacy-policy-dialog' : undefined,
  ),
  ...(role === 'visitor'
    ? {}
    : {
        'user menu': menuState(
          (page) => banner(page).getByRole('button', { name: /^Account menu for / }),
          [DESKTOP],
        ),
        'notifications dropdown': {
          viewports: [DESKTOP],
          open: async (page) => {
            await banner(page)
              .getByRole('button', { name: /^Notifications/ })
              .click();
            await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
          },
          close: closeDialog('Notifications'),
          shot: `${role}-notifications-dropdown`,
        },
      }),
  ...(role === 'user'
    ? {
        'become a publisher dialog': dialogState(
          (page) =>
            main(page).getByRole('button', { name: 'Become a Publisher', exact: true }).first(),
          'Become a Publisher',
          'become-a-publisher-dialog',
        ),
      }
    : {}),
});

const postStates = (role: SweepRole): Record<string, SweepOptions> => ({
  'post options menu': menuState(postOptions),
  ...(role === 'visitor' || role === 'user'
    ? {
        'report dialog': {
          viewports: [DESKTOP, PHONE],
          open: async (page) => {
            await postOptions(page).click();
            await page.getByRole('menuitem', { name: 'Report Post' }).click();
            await expect(dialog(page, 'Report post')).toBeVisible();
          },
          close: closeDialog('Report post'),
          shot: `${role}-report-dialog`,
        },
      }
    : {}),
  ...(role === 'admin'
    ? {
        'delete post confirmation': confirmState(
          async (page) => {
            await postOptions(page).click();
            await page.getByRole('menuitem', { name: 'Delete Post' }).click();
          },
          /Delet/,
          'delete-post-confirmation',
        ),
      }
    : {}),
});

/** A form's errors, as a visitor meets them by sending it empty. */
const errorState = (button: string, error: string): SweepOptions => ({
  open: async (page) => {
    await main(page).getByRole('button', { name: button, exact: true }).click();
    // The error summary's text (the spec's message, or a field's own, which its link repeats).
    await expect(main(page).getByText(error).first()).toBeVisible();
  },
});

/** The states of public pages that only a visitor's form reaches: its errors. */
const visitorStates = (path: string): Record<string, SweepOptions> => {
  if (path.startsWith('/reset-password/'))
    return { 'form errors': errorState('Reset Password', 'All fields are required') };
  if (path === `/donate/${data.caseId}`)
    return { 'amount error': errorState('Donate', 'Please enter a valid donation amount') };
  return {};
};

/**
 * A toast, held open by the pointer (toasts pause while hovered) while axe reads it in both
 * themes, then dismissed by its close button.
 */
const toastState = (show: (page: Page) => Promise<unknown>, text: RegExp): SweepOptions => ({
  open: async (page) => {
    await show(page);
    const toast = page.getByRole('alert').filter({ hasText: text });
    await expect(toast).toBeVisible();
    await toast.hover();
    // The pointer has left the button that showed the toast: its tooltip is gone before axe reads.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  },
  close: async (page) => {
    const toast = page.getByRole('alert').filter({ hasText: text });
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
  },
});

/** A failure's toast: the (un)follow call fails as a server in trouble would answer it. */
const FOLLOW_CALLS = '**/api/user/*follow/**';
const followFailureToast = toastState(async (page) => {
  await page.route(FOLLOW_CALLS, (route) =>
    route.fulfill({ status: 503, json: { message: 'Following is paused for a moment' } }),
  );
  const answered = page.waitForResponse(/\/api\/user\/(un)?follow\//);
  await main(page)
    .getByRole('button', { name: /^(Follow|Unfollow) / })
    .first()
    .click();
  await answered;
  await page.unroute(FOLLOW_CALLS);
}, /Following is paused/);

/** A success's toast: the first user's publisher flag flips (and flips back at the next width). */
const publisherFlagToast = toastState(
  (page) =>
    main(page)
      .getByRole('button', { name: /^(Assign|Revoke) Publisher / })
      .first()
      .click(),
  /publisher/,
);

const ROLES: SweepRole[] = ['visitor', 'user', 'publisher', 'admin'];

test.describe('axe finds nothing', () => {
  // The sweeps only read, and together take a third of the browser suite: they share the workers.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  test.use({ actionTimeout: 10_000, navigationTimeout: 20_000 });

  for (const role of ROLES) {
    test(`on the public pages and their dialogs, as a ${role}`, async ({ page }) => {
      await startAs(page, sessions.get(role) ?? null);
      const findings: string[] = [];
      findings.push(...(await sweepRoute(page, role, '/', homeStates(role))));
      findings.push(...(await sweepRoute(page, role, `/post/${data.postSlug}`, postStates(role))));
      for (const path of PUBLIC_PATHS()) {
        const states =
          role === 'visitor'
            ? visitorStates(path)
            : role === 'user' && path.startsWith('/profile/')
              ? { 'error toast': followFailureToast }
              : {};
        findings.push(...(await sweepRoute(page, role, path, states)));
      }
      expect(findings).toEqual([]);
    });
  }

  test('on the pages of signed-in members, as a user', async ({ page }) => {
    await startAs(page, sessions.get('user')!);
    const findings: string[] = [];
    findings.push(
      ...(await sweepRoute(page, 'user', '/dashboard?tab=profile', {
        'followers dialog': dialogState(
          (p) => main(p).getByRole('button', { name: /Followers/ }),
          'Followers',
        ),
        'account deletion statement': dialogState(
          (p) => main(p).getByRole('button', { name: 'Delete Account' }),
          'Delete Your Account?',
        ),
      })),
    );
    for (const path of [
      '/notifications',
      '/settings/notifications',
      '/dashboard?tab=security',
      '/dashboard?tab=giving',
      '/create-post',
      '/create-donation',
      `/edit-donation/${data.caseId}`,
    ]) {
      findings.push(...(await sweepRoute(page, 'user', path)));
    }
    await saveGuardShot(page);
    await saveBarShot(page, 'user');
    expect(findings).toEqual([]);
  });

  test('on the writing pages and their dialogs, as a publisher', async ({ page }) => {
    await startAs(page, sessions.get('publisher')!);
    const findings: string[] = [];
    const toolbar = (p: Page) => p.getByRole('toolbar', { name: 'Formatting' });
    findings.push(
      ...(await sweepRoute(page, 'publisher', '/create-post', {
        'insert image dialog': dialogState(
          (p) => toolbar(p).getByRole('button', { name: 'Insert image' }),
          /image/i,
          'insert-image-dialog',
        ),
        'insert link dialog': {
          viewports: [DESKTOP, PHONE],
          open: async (p) => {
            await toolbar(p).getByRole('button', { name: /link/i }).first().click();
            await expect(p.getByRole('dialog').last()).toBeVisible();
          },
          close: async (p) => {
            await p.keyboard.press('Escape');
            await expect(p.getByRole('dialog')).toBeHidden();
          },
          shot: 'insert-link-dialog',
        },
      })),
    );
    for (const path of [
      '/create-narrative',
      `/update-post/${data.publisherPostId}`,
      `/update-narrative/${data.publisherStoryId}`,
      '/dashboard?tab=posts',
      '/dashboard?tab=narratives',
      '/dashboard?tab=comments',
    ]) {
      findings.push(...(await sweepRoute(page, 'publisher', path)));
    }
    expect(findings).toEqual([]);
  });

  test("on the admin's pages and their dialogs", async ({ page }) => {
    await startAs(page, sessions.get('admin')!);
    const findings: string[] = [];
    const usersTab = '/dashboard?tab=users';
    findings.push(
      ...(await sweepRoute(page, 'admin', usersTab, {
        'ban dialog': dialogState(
          (p) => main(p).getByRole('button', { name: /^Ban / }).first(),
          /^Ban /,
          'ban-dialog',
        ),
        'delete user confirmation': confirmState(
          pressFirstDelete,
          'Delete User',
          'delete-user-confirmation',
        ),
        'success toast': publisherFlagToast,
        'dashboard bar More menu': menuState(
          (p) => p.getByTestId('dashboard-bottom-bar').getByRole('button', { name: /More/ }),
          [PHONE],
        ),
      })),
    );
    findings.push(
      ...(await sweepRoute(page, 'admin', '/dashboard?tab=reports', {
        'report details dialog': dialogState(
          (p) =>
            main(p)
              .getByRole('button', { name: /^View / })
              .first(),
          'Report Details',
          'report-details-dialog',
        ),
        'report actions menu': menuState((p) =>
          main(p)
            .getByRole('button', { name: /^More actions for the report/ })
            .first(),
        ),
        'delete report confirmation': confirmState(
          async (p) => {
            await main(p)
              .getByRole('button', { name: /^More actions for the report/ })
              .first()
              .click();
            await p.getByRole('menuitem', { name: /^Delete report/i }).click();
          },
          /Delet/,
          'delete-report-confirmation',
        ),
      })),
    );
    findings.push(
      ...(await sweepRoute(page, 'admin', `/donate/${data.caseId}`, {
        'record a disbursement dialog': dialogState(
          (p) => main(p).getByRole('button', { name: 'Record a Disbursement' }),
          'Record a Disbursement',
          'record-disbursement-dialog',
        ),
      })),
    );
    findings.push(
      ...(await sweepRoute(page, 'admin', '/donation-dashboard', {
        'transactions dialog': dialogState(
          (p) =>
            main(p)
              .getByRole('button', { name: /^Transactions of / })
              .first(),
          /Transactions/,
          'transactions-dialog',
        ),
        'delete case confirmation': confirmState(
          (p) =>
            main(p)
              .getByRole('button', { name: /^Delete / })
              .first()
              .click(),
          /Delet/,
          'delete-case-confirmation',
        ),
      })),
    );
    for (const path of [
      '/dashboard?tab=dashboard',
      '/dashboard?tab=allnarratives',
      '/dashboard?tab=requests',
      '/dashboard?tab=audit',
      '/dashboard?tab=mailings',
      '/create-donation',
      `/edit-donation/${data.caseId}`,
    ]) {
      findings.push(...(await sweepRoute(page, 'admin', path)));
    }
    await saveBarShot(page, 'admin');
    expect(findings).toEqual([]);
  });
});

/** The dashboard's bottom bar on the narrowest phone, in the dark theme. */
async function saveBarShot(page: Page, role: SweepRole) {
  await page.goto('/dashboard?tab=profile');
  await page.setViewportSize({ width: 320, height: 640 });
  await setTheme(page, 'dark');
  await expect(page.getByTestId('dashboard-bottom-bar')).toBeVisible();
  await finishAnimations(page);
  await saveShot(page, `dashboard-bar-${role}-320`);
}

/** The guard page a signed-in member meets on a publishers' page, on the narrowest phone. */
async function saveGuardShot(page: Page) {
  await page.goto('/create-post');
  await page.setViewportSize({ width: 320, height: 700 });
  await setTheme(page, 'dark');
  await finishAnimations(page);
  await saveShot(page, 'guard-page-signed-in-user-320');
  await page.setViewportSize(DESKTOP);
  await finishAnimations(page);
  await saveShot(page, 'guard-page-signed-in-user-1280');
}
