// Bundles the server's TypeScript into dist/server/main.js; npm packages stay external. What
// main.ts imports dynamically is a chunk of its own (`splitting`), so main.ts sets NODE_ENV before
// any package the app imports (React through react-router) is evaluated.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// The chunks' names carry hashes: last build's would stay beside this one's.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
