import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the tests that start app processes of the built server (several on
 * one PostgreSQL database, or one killed mid-stream), one file after another.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // Start-ups of the built server: seconds on a quiet machine, a minute on a shared one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
