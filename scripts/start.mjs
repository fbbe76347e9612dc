// `npm start`: builds what is missing or older than its sources, then serves the production build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function newestModification(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs,
    );
  }
  return newest;
}

const modified = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const sourcesChanged = Math.max(
  newestModification('src'),
  modified('package.json'),
  modified('vite.config.ts'),
);

function buildIfStale(output, script) {
  if (modified(output) >= sourcesChanged) return;
  console.log(`Building (${script})...`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('dist/web/index.html', 'build:web');
buildIfStale('dist/server/main.js', 'build:server');

process.setSourceMapsEnabled(true);
await import(join(root, 'dist/server/main.js'));
