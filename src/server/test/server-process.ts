import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** How to start one server process of the app, and when it may be used. */
export interface ServerCommand {
  /** How errors name the process. */
  name: string;
  /** Node's arguments: the entry point, and how to load it. */
  args: string[];
  /** Over the test's own environment and the defaults below (`NODE_ENV` included). */
  environment: Record<string, string>;
  /** The path that answers 200 once the process is ready. */
  readyPath: string;
  stdout?: 'ignore' | number;
}

/**
 * The app as a process of its own on a free port of 127.0.0.1, once `readyPath` answers (at most
 * 60 s; the process is killed if it is not ready by then).
 */
export async function spawnWhenReady({
  name,
  args,
  environment,
  readyPath,
  stdout = 'ignore',
}: ServerCommand): Promise<{ child: ChildProcess; port: number; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The admins tests make have no second factor (PostgreSQL would require one): a test that
      // means to require it says so.
      ADMIN_SECOND_FACTOR: 'optional',
      ...environment,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within 60 s`);
    }
    const ready = await fetch(`${baseUrl}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, port, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
