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
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
