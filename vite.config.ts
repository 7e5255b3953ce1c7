import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pretendard = JSON.parse(readFileSync('node_modules/pretendard/package.json', 'utf8')) as { version: string };
const FONT_SUBSET = /^PretendardVariable\.subset\.(\d+)\.woff2$/;

/**
 * The 92 Korean font subsets are named by the package version instead of a content hash each:
 * their @font-face rules sit in the CSS every page loads before it is interactive, and 92 random
 * hashes there cost about 1 KB (gzip) that compresses no further. A new version gets a new folder.
 */
function assetFileNames(asset: { names: readonly string[] }): string {
  const subset = FONT_SUBSET.exec(asset.names[0] ?? '');
  return subset ? `assets/pretendard-${pretendard.version}/${subset[1]}.woff2` : 'assets/[name]-[hash][extname]';
}

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    rollupOptions: { output: { assetFileNames } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
