import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

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

/** Runs axe-core in the page and returns violations of serious or critical impact. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy (which rightly
  // refuses inline scripts) does not apply to the checker.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
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

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitsForInteractive(page));
  },
});
export { expect };
