import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The micro-cache configuration docs/deploying.md gives, as an operator copies it. */
export const DOCUMENTED_CONFIG = 'docs/nginx-micro-cache.conf';

export interface Nginx {
  baseUrl: string;
  /** Where nginx keeps cached answers (`proxy_cache_path`). */
  cacheDir: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `text` with `from` replaced by `to`, which must be there: the documented file changed else. */
function swap(text: string, from: string, to: string) {
  if (!text.includes(from)) throw new Error(`${DOCUMENTED_CONFIG} no longer has "${from}"`);
  return text.replace(from, to);
}

/**
 * Debian's nginx (`scripts/ensure-nginx.sh` installs it) running the documented configuration
 * in front of the app processes on `ports`: only the cache's folder, the upstream addresses and
 * the listening address are changed, to a folder and ports of the test's own.
 */
export async function startNginx(ports: number[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-nginx-'));
  const cacheDir = join(dir, 'cache');
  // nginx's workers run as another user when it is started as root.
  chmodSync(dir, 0o755);
  const port = await freePort();
  let site = readFileSync(DOCUMENTED_CONFIG, 'utf8');
  site = swap(site, '/var/cache/nginx/hearth', cacheDir);
  site = swap(
    site,
    'server 127.0.0.1:3000;\n    server 127.0.0.1:3001;',
    ports.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    '),
  );
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'hearth.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      `  include ${join(dir, 'hearth.conf')};`,
      '}',
    ].join('\n'),
  );
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('nginx did not answer within 30 s');
    }
    const ready = await fetch(`${baseUrl}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    cacheDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
