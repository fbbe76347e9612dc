import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each API test file opens its own in-memory database; keep files in separate workers.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
