import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `bare-server.mjs` in its own process, answering `body` with `contentType`. */
export async function startBareServer(body: Buffer, contentType: string): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bare-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [new URL('./bare-server.mjs', import.meta.url).pathname, bodyFile, contentType],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
