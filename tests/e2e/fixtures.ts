import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startClockServer, startProductionServer, type RunningServer } from './server.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Brings every transition and finite animation to its end (a dialog fading in, the colours of a
 * theme change), so a check or a screenshot sees the settled page without waiting for them.
 */
export async function finishAnimations(page: Page) {
  await page.waitForFunction(
    () => {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      for (const animation of running) animation.finish();
      return running.length === 0;
    },
    undefined,
    { timeout: 3000 },
  );
}

/**
 * Runs axe-core (or only the given rules) in the settled page; answers its violations of any
 * impact, the minor and moderate ones included.
 */
export async function accessibilityViolations(page: Page, rules?: string[]): Promise<string[]> {
  await finishAnimations(page);
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy (which rightly
  // refuses inline scripts) does not apply to the checker.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: { resultTypes: string[]; runOnly?: { type: 'rule'; values: string[] } },
          ) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    // Only the violations are wanted: the other result types cost time to collect.
    const runOnly = only ? { type: 'rule' as const, values: only } : undefined;
    return (await axe.run(document, { resultTypes: ['violations'], runOnly })).violations;
  }, rules);
  return (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Waits until the app answers clicks. Public pages arrive server-rendered, so their content is
 * on screen before their script has hydrated it, and a click in between would be lost.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'),
  );
}

const patchedPages = new WeakSet<Page>();

/** Makes the page's `goto` and `reload` return once the app answers clicks. */
export function waitsForInteractive(page: Page): Page {
  if (patchedPages.has(page)) return page;
  patchedPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForInteractive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForInteractive(page);
    return response;
  };
  return page;
}

/**
 * Each Playwright worker has a production server of its own, on a fresh data directory with the
 * demo content, so the workers' journeys never meet in one database. Helpers that open their own
 * API context read its address from `E2E_BASE_URL` (and its mail folder from `E2E_DATA_DIR`).
 */
export const test = base.extend<object, { appServer: RunningServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // Every journey of a worker gives from the same address: the donation limits, which the
      // API tests hold, would refuse the tenth gift of the run, wherever it falls.
      const server = await startProductionServer({
        DONATION_RATE_LIMIT_PER_IP: '1000',
        DONATION_RATE_LIMIT_PER_CASE: '1000',
      });
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseUrl),
  page: async ({ page }, use) => {
    await use(waitsForInteractive(page));
  },
});
export { expect };

/**
 * Journeys on a server of their own (one a worker, beside the shared one) with these settings,
 * which the tests reach as `ownServer`: `const clockTest = testOnOwnServer({ TEST_CLOCK: 'true' })`.
 */
export function testOnOwnServer(
  environment: Record<string, string>,
  options?: Parameters<typeof startProductionServer>[1],
) {
  return test.extend<object, { ownServer: RunningServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startProductionServer(environment, options);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
  });
}

/**
 * A file's serial journeys on a clock server of their own (`startClockServer`), with an API
 * context on it: started before them and stopped after. Its fields are set once `beforeAll` ran.
 */
export function clockServerForFile(
  owner: Parameters<typeof startClockServer>[0],
  environment: Record<string, string> = {},
) {
  const clock = {} as { server: RunningServer; api: APIRequestContext };
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    clock.server = await startClockServer(owner, environment);
    clock.api = await playwright.request.newContext({ baseURL: clock.server.baseUrl });
  });
  test.afterAll(async () => {
    await clock.api?.dispose();
    await clock.server?.stop();
  });
  return clock;
}
