import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/chromium.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers, each with a server of its own (fixtures.ts): the files are shared between them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // The visual tests' tolerance. Runs on one machine draw the same pixels but for a few in
    // the scaled avatars, each within 0.05 of its colour; the default 0.2 let the buttons' fill
    // turn to its hover shade unseen. 0.01 % of a page is ~100 to 700 pixels: a changed
    // component colour or size changes thousands.
    toHaveScreenshot: { threshold: 0.05, maxDiffPixelRatio: 0.0001 },
  },
  // The visual tests' baselines (visual.spec.ts), one folder per spec, named by the test.
  snapshotPathTemplate: 'tests/e2e/screenshots/{testFileName}/{arg}{ext}',
  use: {
    // Recording a trace of every test costs about a tenth of the run: CI records the retry's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
