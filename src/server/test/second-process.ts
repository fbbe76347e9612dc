import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { spawnWhenReady } from './server-process.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ServerProcess {
  process: ChildProcess;
  baseUrl: string;
}

export interface SecondProcess extends ServerProcess {
  dataDir: string;
}

/**
 * The real entry point (`src/server/main.ts`) as a process of its own on a free port, started
 * with `environment` over the test's, once `/api/health` answers.
 */
export async function startServerProcess(
  environment: Record<string, string>,
): Promise<ServerProcess> {
  const { child, baseUrl } = await spawnWhenReady({
    name: 'server process',
    args: ['--import', 'tsx', 'src/server/main.ts'],
    environment: { NODE_ENV: 'test', ...environment },
    readyPath: '/api/health',
  });
  return { process: child, baseUrl };
}

/** The real entry point as a separate process on the same database, with `environment` too. */
export async function startSecondProcess(
  databaseUrl: string,
  jwtSecret: string,
  environment: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-second-'));
  const server = await startServerProcess({
    ...environment,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
  });
  return { ...server, dataDir } satisfies SecondProcess;
}

/** Stops a second process (SIGTERM, then waits for it to exit) and removes its data folder. */
export async function stopSecondProcess(second: SecondProcess | undefined) {
  if (!second) return;
  if (second.process.exitCode === null) {
    const exited = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    await exited;
  }
  rmSync(second.dataDir, { recursive: true, force: true });
}

/**
 * For a test file on PostgreSQL: a test app and a second process of the real entry point on its
 * database, both with `environment`, started before the file's tests and stopped after them. Off
 * PostgreSQL it starts nothing: the embedded database serves one process.
 */
export function twoProcessesOnPostgres(environment: Record<string, string>) {
  const processes = {
    /** Moves both processes' test clocks (`TEST_CLOCK`) on by `advanceMs` together. */
    async advanceClocks(advanceMs: number) {
      const payload = { advanceMs };
      await Promise.all([
        processes.first.app.inject({ method: 'POST', url: '/api/test/clock', payload }),
        fetch(`${processes.second.baseUrl}/api/test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        }),
      ]);
    },
  } as { first: TestApp; second: SecondProcess; advanceClocks(advanceMs: number): Promise<void> };
  const isPostgres = Boolean(process.env.DATABASE_URL);
  beforeAll(async () => {
    if (!isPostgres) return;
    processes.first = await createTestApp({ environment });
    const { database, jwtSecret } = processes.first.config;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    processes.second = await startSecondProcess(database.url, jwtSecret!, environment);
  }, 90_000);
  afterAll(async () => {
    await stopSecondProcess(processes.second);
    await processes.first?.close();
  });
  return processes;
}
