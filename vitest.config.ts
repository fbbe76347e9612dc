import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each API test file opens its own in-memory database; keep files in separate workers.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Much of a file's time
    // is spent waiting (on PostgreSQL, timers, sockets), so two files at a time finish sooner.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
