import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script, style sheet and SVG
 * under `assets/`, which `@fastify/static` sends as they are (`preCompressed`,
 * `src/server/plugins/web/static-assets.ts`). Without them the compression plugin compressed each
 * file on every request at its default brotli quality 4: the first script was 128 KB on the wire
 * instead of 109 KB, and compressing its 395 KB took the server 7–70 ms per request.
 * A copy no smaller than the file is not written.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'jinro:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
