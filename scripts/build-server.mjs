// Bundles the server into dist/server/main.js, and the storage:migrate and second-factor:reset
// commands beside it.
// Dependencies stay external (installed by npm); our own code, contracts included, is bundled
// so production runs plain JavaScript.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/storage-migrate.ts',
    'src/server/second-factor-reset.ts',
  ],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // Functions keep their names where bundling would rename them (two of one name in the
  // bundle): the fast path knows hooks by name, and refuses to start on one it does not know.
  keepNames: true,
  logLevel: 'warning',
});
console.log(
  'built dist/server/main.js, dist/server/storage-migrate.js and dist/server/second-factor-reset.js',
);
