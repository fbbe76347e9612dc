import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built production server (`dist/server/main.js`) with a fresh data directory, or on
 * `dataDir`, which then belongs to the caller and outlives the server. `hostName: 'localhost'`
 * makes the site's address (`PUBLIC_URL`) a domain, which WebAuthn needs (never an IP address).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  {
    dataDir: ownedByCaller,
    hostName = '127.0.0.1',
  }: { dataDir?: string; hostName?: '127.0.0.1' | 'localhost' } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = ownedByCaller ?? mkdtempSync(join(tmpdir(), 'hearth-e2e-'));
  const baseUrl = `http://${hostName}:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The demo's default, said explicitly: journeys sign admins in with a password alone.
      ADMIN_SECOND_FACTOR: 'optional',
      LOG_LEVEL: 'warn',
      ...(hostName === 'localhost' && { PUBLIC_URL: baseUrl }),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 120_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      if (!ownedByCaller) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of its own whose clock can be moved (TEST_CLOCK, refused in production, hence
 * NODE_ENV=test), empty but for its admin, `owner`.
 */
export function startClockServer(
  owner: { username: string; email: string; password: string },
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startProductionServer({
    NODE_ENV: 'test',
    TEST_CLOCK: 'true',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: owner.username,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    ...env,
  });
}
