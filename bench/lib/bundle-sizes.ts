import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What each page of the built web app downloads before it is interactive: the entry chunk, the
 * page's own chunk, and everything they import statically (recursively), from Vite's manifest.
 */
/**
 * Re-based for React 19, React Router and Redux Toolkit with RTK Query shipping as they are
 * (docs/decisions/006). React DOM alone is about 64 KB gzip, and the three libraries about 108 KB
 * before any of our code, so the 120 KB per page does not hold: the heaviest page (the
 * recommendations) needs 139 KB. The page paints and reads from the server's HTML before any of
 * it runs; this is what it then runs to become interactive. `entryJsGzipBytes` guards the first
 * script every page shares, `jsGzipBytes` a page with its own code. 146 KB since the shared
 * lib/ui code became one chunk of its own (vite.config.ts): the form code every form shares no
 * longer pulls the auth chunk into /voc and /job-rec (the job browser, the recommendations and
 * the roadmap pages load 1.6–1.7 KB less), and the assessment pages and the report 1–3 KB more;
 * the heaviest, the report, was at 145.3 KB. 147 KB since issue 30 (2026-11-28): the connection
 * note, the session-ended cache clearing and the dialogs' focus return are in the shared script,
 * and the report reached 146.3 KB. 162 KB since issue 31 (2026-11-28): the pages with a form load
 * React Hook Form and the shared zod/mini rules (docs/decisions/014: one `forms` chunk, 18 KB gzip);
 * the shared page parts (page header, chip navigation, log-in prompt in the shared lib/ui chunk, CSS
 * modules composing the shared layout classes) add about 0.6 KB to every page. Pages without a form
 * load about 1 KB less than before. Issue 31's target (≤ 100 KB brotli a page) is not met: React DOM
 * 19, React Router and RTK Query alone measure 97 KB brotli (docs/decisions/013).
 */
export const BUDGET = { entryJsGzipBytes: 125 * 1024, jsGzipBytes: 162 * 1024, cssGzipBytes: 20 * 1024 } as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  /** The page's source module, e.g. `src/client/app/routes/home/index.tsx`. */
  page: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  jsBrotli: number;
  /** Uncompressed: what the browser parses and compiles. */
  jsRaw: number;
  cssGzip: number;
  cssBrotli: number;
}

function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:web\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

const sizeCache = new Map<string, { gzip: number; brotli: number; raw: number }>();
function compressedSize(webRoot: string, file: string) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(webRoot, file));
  const size = {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    raw: bytes.length,
  };
  sizeCache.set(file, size);
  return size;
}

/** One row per lazily loaded chunk of the entry (every page, and the shell's lazy parts). */
export function measurePages(webRoot: string): PageBundle[] {
  const manifest = readManifest(webRoot);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const pageKeys = manifest[entryKey]?.dynamicImports ?? [];

  return pageKeys.map((pageKey) => {
    const chunks = staticClosure(manifest, [entryKey, pageKey]);
    const jsFiles = chunks.map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
    const cssFiles = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))];
    const sum = (files: string[], kind: 'gzip' | 'brotli' | 'raw') =>
      files.reduce((total, file) => total + compressedSize(webRoot, file)[kind], 0);
    return {
      page: manifest[pageKey]?.src ?? pageKey,
      jsFiles,
      cssFiles,
      jsGzip: sum(jsFiles, 'gzip'),
      jsBrotli: sum(jsFiles, 'brotli'),
      jsRaw: sum(jsFiles, 'raw'),
      cssGzip: sum(cssFiles, 'gzip'),
      cssBrotli: sum(cssFiles, 'brotli'),
    };
  });
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export interface ChunkSize {
  file: string;
  /** The source module the chunk is named after, when it has one. */
  src: string;
  gzip: number;
  brotli: number;
}

/** The biggest JavaScript chunk that no page needs before it is interactive: loaded lazily, on demand. */
export function largestLazyChunk(webRoot: string): ChunkSize | undefined {
  const manifest = readManifest(webRoot);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const eager = new Set(staticClosure(manifest, [entryKey]));
  let largest: ChunkSize | undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (eager.has(key) || !chunk.file.endsWith('.js')) continue;
    const size = compressedSize(webRoot, chunk.file);
    if (!largest || size.gzip > largest.gzip)
      largest = { file: chunk.file, src: chunk.src ?? key, gzip: size.gzip, brotli: size.brotli };
  }
  return largest;
}
