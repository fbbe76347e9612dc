import type { ChildProcess } from 'node:child_process';
import { spawnWhenReady } from '../../../src/server/test/server-process.ts';

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
  const { child, port, baseUrl } = await spawnWhenReady({
    name: `app process ${name}`,
    args: ['dist/server/main.js'],
    environment: { NODE_ENV: 'production', ...environment },
    readyPath: '/api/health/ready',
    stdout,
  });
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
