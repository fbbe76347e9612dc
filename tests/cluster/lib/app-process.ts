import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../../e2e/server.ts';

export interface AppProcess {
  name: string;
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Ends the process with SIGKILL: nothing of it runs after the signal. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the graceful exit. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The built server (`dist/server/main.js`, as `npm start` runs it) as a process of its own on a
 * free port, once `/api/health/ready` answers: its database and its storage are reachable.
 */
export async function startAppProcess(
  name: string,
  environment: Record<string, string>,
  { stdout = 'ignore' }: { stdout?: 'ignore' | number } = {},
): Promise<AppProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The admins these tests make have no second factor; PostgreSQL would require one.
      ADMIN_SECOND_FACTOR: 'optional',
      ...environment,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`app process ${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app process ${name} was not ready within 60 s`);
    }
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    port,
    baseUrl,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
