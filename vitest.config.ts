import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './scripts/vite-compiled-catalogs.ts';

/**
 * Files that replace a module (`vi.mock`), read the time zone at import, or assert which message
 * catalogs are loaded: each needs modules of its own.
 */
const NEEDS_OWN_MODULES = [
  'src/web/i18n/use-messages.test.ts',
  'src/server/features/uploads/uploads.test.ts',
  'src/web/components/local-date.test.ts',
];

export default defineConfig({
  // Web modules under test import their catalogs as the build does.
  plugins: [compiledCatalogs()],
  test: {
    environment: 'node',
    // Each API test file opens its own in-memory database; keep files in separate workers.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Much of a file's time
    // is spent waiting (on PostgreSQL, timers, sockets), so two files at a time finish sooner.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.ts'],
          exclude: NEEDS_OWN_MODULES,
          // A worker keeps the modules it has imported from one file to the next: importing the
          // server's graph again for every file took longer than most files' tests.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: NEEDS_OWN_MODULES } },
    ],
  },
});
