import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './scripts/lib/precompress-plugin';
import { routePreloads } from './scripts/lib/route-preloads-plugin';

const pretendard = JSON.parse(readFileSync('node_modules/pretendard/package.json', 'utf8')) as { version: string };
const FONT_SUBSET = /^PretendardVariable\.subset\.(\d+)\.woff2$/;

/**
 * The 92 Korean font subsets are named by the package version instead of a content hash each:
 * 92 random hashes in their @font-face rules cost about 1 KB (gzip) that compresses no further.
 * A new version gets a new folder.
 */
function assetFileNames(asset: { names: readonly string[] }): string {
  const subset = FONT_SUBSET.exec(asset.names[0] ?? '');
  return subset ? `assets/pretendard-${pretendard.version}/${subset[1]}.woff2` : 'assets/[name]-[hash][extname]';
}

/** Pretendard's rules say `font-display: swap`; ours say `optional` (src/client/lib/web-font.ts). */
function pretendardDisplayOptional(): Plugin {
  return {
    name: 'jinro:pretendard-display-optional',
    transform(code, id) {
      if (!id.includes('pretendardvariable-dynamic-subset.css')) return null;
      // A new Pretendard release that writes the rule differently must fail the build, not swap late.
      if (!code.includes('font-display: swap;'))
        this.error('pretendard: no `font-display: swap;` rule to make optional');
      return { code: code.replaceAll('font-display: swap;', 'font-display: optional;'), map: null };
    },
  };
}

/**
 * Fewer, larger chunks (docs/performance.md): on a slow phone network each file a page needs
 * before its first paint is a request, often a new connection, sharing the bandwidth with the rest.
 * - Everything the entry imports is one chunk, the entry itself. Left to itself, the bundler
 *   splits what the entry shares with the pages (React, constants) into chunks of their own.
 * - What two or more pages share is grouped by feature (`features/<name>` and
 *   `app/routes/<name>`), and the shared `lib`, `ui` and `shared` code is one chunk: a page loads
 *   its own chunk and one or two groups instead of six to ten small files. A page may load a few
 *   KB it does not use; nothing is loaded twice, since a module is in exactly one chunk.
 * - Code used by one page only stays in that page's chunk.
 */
const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 2 },
  // The shared lib, ui and shared code is one group of its own, taken first: left to the features'
  // group below, the bundler put the ui modules the forms share (Form, the field errors) into the
  // auth feature's chunk, so /voc, /job-rec and others loaded all of auth for them.
  // The forms' library, their error pattern and the shared rules (React Hook Form, zod/mini;
  // docs/decisions/014) travel together, loaded by the pages that have a form, not by every page.
  // So does the mission market's search box, shared by two pages: in the missions group it made
  // every page of missions (the categories, roadmaps) load the form library for a box they lack.
  {
    name: 'forms',
    test: /[\\/](?:node_modules[\\/](?:react-hook-form|@hookform|zod)|src[\\/](?:client[\\/]ui[\\/]form-errors|client[\\/]features[\\/]missions[\\/]components[\\/]mission-search-form|shared[\\/]validation))[\\/.]/,
    minShareCount: 2,
    priority: 1.8,
    // What these import (the Form wrapper, the page's own ui) stays in its own group: taken along,
    // Form moved here and every page with a search box loaded the form library.
    includeDependenciesRecursively: false,
  },
  // Not the self-assessment steps' answer rules (shared with the server): they go with the step
  // pages' own group (`sharedGroupOf`), which every page of them loads anyway.
  // es-hangul (particles) too: once the first script had no use for it, the bundler put it in the
  // assessments group, and every page that writes a particle loaded the step pages' code with it.
  {
    name: 'common',
    test: /[\\/](?:src[\\/](?:client[\\/](?:lib|ui)|shared(?![\\/]assessment-rules))|node_modules[\\/]es-hangul)[\\/]/,
    minShareCount: 2,
    priority: 1.5,
  },
  { name: sharedGroupOf, minShareCount: 2, priority: 1 },
];

function sharedGroupOf(moduleId: string): string | null {
  const feature = /[\\/]src[\\/]client[\\/](?:features|app[\\/]routes)[\\/]([^\\/]+)[\\/]/.exec(moduleId);
  // The share-card entry sits on the report (and the links list on 마이페이지): it travels with the
  // report's group instead of adding a sixth file to /myreport.
  if (feature?.[1] === 'share') return 'report';
  if (feature?.[1]) return feature[1];
  if (/[\\/]src[\\/]shared[\\/]assessment-rules[\\/]/.test(moduleId)) return 'assessments';
  if (/[\\/]src[\\/](?:client[\\/](?:lib|ui)|shared)[\\/]/.test(moduleId)) return 'common';
  return null;
}

/**
 * Two builds from one config: the browser's (`vite build`, into `dist/web`) and the server
 * renderer's (`vite build --ssr src/client/entry-server.tsx`, into `dist/ssr`; see
 * docs/decisions/006). Both compile the same CSS modules the same way, so the class names the
 * server writes are the ones the browser's style sheets define. npm packages stay external in the
 * server build: the server imports React from `node_modules` like everything else.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    pretendardDisplayOptional(),
    ...(isSsrBuild ? [] : [routePreloads(path.resolve(import.meta.dirname, 'src/client/app')), precompressAssets()]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        manifest: true,
        // Every browser we serve follows `<link rel="modulepreload">` itself (Safari from 17): the
        // polyfill only scanned the page for them at start-up, on the first task of every visit.
        modulePreload: { polyfill: false },
        target: 'es2022',
        assetsInlineLimit: 0,
        sourcemap: false,
        rollupOptions: { output: { assetFileNames, codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
