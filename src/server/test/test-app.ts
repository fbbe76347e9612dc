import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  environment?: Record<string, string>;
  /** Registers extra routes before the app is ready (to exercise shared mechanisms). */
  extend?: (app: FastifyInstance) => Promise<void>;
  build?: BuildOptions;
  /** A database the test owns (and drops), for several apps one after another. */
  database?: TestDatabase;
}

/** The real application on a fresh database of its own, for one test file. */
export async function createTestApp({
  environment = {},
  extend,
  build,
  database: shared,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const database = shared ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      // Said explicitly, as the default depends on the database: the tests' admins have no second
      // factor, and the tests of the rule set `required` themselves.
      ADMIN_SECOND_FACTOR: 'optional',
      ...environment,
    }),
    database: database.location,
    seedDemo: false,
  };
  const app = await buildApp(config, build);
  const close = async () => {
    await app.close();
    if (!shared) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (extend) await app.register(extend);
    await app.ready();
  } catch (error) {
    // A start-up that refuses (a test of it) leaves nothing open behind it.
    await close();
    throw error;
  }
  return { app, config, close };
}

/**
 * `inject` for a test file's app (created later, in `beforeAll`), and `as` for a request made
 * by an actor, whose headers carry the actor's token.
 */
export function injectors(testApp: () => TestApp) {
  const inject = (options: InjectOptions) => testApp().app.inject(options);
  const as = (actor: { headers: object }, options: InjectOptions) =>
    inject({ ...options, headers: { ...actor.headers, ...options.headers } });
  return { inject, as };
}
