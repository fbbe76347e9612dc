// Bundles the server into dist/server/main.js. Dependencies stay external (installed by npm);
// our own code, contracts included, is bundled so production runs plain JavaScript.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.js');
