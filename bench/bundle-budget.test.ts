import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import type { RoutePreload } from '../scripts/lib/route-preloads-plugin';
import { ROUTES } from '../src/shared/route-list';
import { BUDGET, formatKb, measurePages } from './lib/bundle-sizes';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'dist/web');

describe('bundle budget of the production build', () => {
  const pages = measurePages(webRoot);

  it('measures every lazily loaded page', () => {
    expect(pages.map((page) => page.page)).toContain('src/client/app/routes/home/index.tsx');
    expect(pages.length).toBeGreaterThan(3);
  });

  it.each(pages.map((page) => [page.page, page] as const))(
    '%s loads at most 162 KB of JavaScript and 20 KB of CSS (gzip) before it is interactive',
    (_name, page) => {
      expect(page.jsGzip, `JS ${formatKb(page.jsGzip)}: ${page.jsFiles.join(', ')}`).toBeLessThanOrEqual(
        BUDGET.jsGzipBytes,
      );
      expect(page.cssGzip, `CSS ${formatKb(page.cssGzip)}: ${page.cssFiles.join(', ')}`).toBeLessThanOrEqual(
        BUDGET.cssGzipBytes,
      );
    },
  );

  // What ships is React DOM 19, React Router and Redux Toolkit themselves (docs/decisions/006),
  // the libraries the code and its component tests are written against, not stand-ins for them.
  // Each library's own code carries a text a stand-in's would not: React DOM names itself and its
  // version to the dev tools, React Router's hooks name `<Router>` in their error, Redux its
  // init action and immer (Redux Toolkit's drafts) its errors.
  const reactDomVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/react-dom/package.json'), 'utf8'))
    .version as string;
  const libraries = [
    {
      library: 'React DOM 19',
      text: new RegExp(
        `version:[\`"']${reactDomVersion.replaceAll('.', '\\.')}[\`"'],rendererPackageName:[\`"']react-dom[\`"']`,
      ),
    },
    { library: 'React 19 (useActionState)', text: /\.useActionState=function/ },
    { library: 'React Router', text: /in the context of a <Router> component/ },
    { library: 'Redux Toolkit (redux)', text: /@@redux\/INIT/ },
    { library: 'Redux Toolkit (immer)', text: /\[Immer\] minified error/ },
  ];
  it('is built against React DOM 19', () => {
    expect(reactDomVersion).toMatch(/^19\./);
  });
  it.each(pages.flatMap((page) => libraries.map((l) => [page.page, l.library, page, l.text] as const)))(
    '%s loads %s before it is interactive',
    (_name, _library, page, text) => {
      const scripts = page.jsFiles.map((file) => readFileSync(path.join(webRoot, file), 'utf8')).join('\n');
      expect(scripts).toMatch(text);
    },
  );

  // Nothing resolves the three packages (or their parts) to something else again.
  it('resolves react, react-dom, react-router and @reduxjs/toolkit to themselves', async () => {
    const config = await resolveConfig({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build');
    const aliased = config.resolve.alias
      .map((alias) => String(alias.find))
      .filter((find) => /react|redux|toolkit|router|immer/.test(find));
    expect(aliased).toEqual([]);
    const packageJson = readFileSync(path.join(root, 'package.json'), 'utf8');
    expect(packageJson).not.toMatch(/"preact|router-lite|toolkit-lite/);
  });

  // The forms check the shared rules written with zod/mini (docs/decisions/014); full zod (about
  // 77 KB brotli) stays on the server. Only full zod names its object schema class `ZodObject`
  // (zod/mini's is `ZodMiniObject`, the core's `$ZodObject`).
  it.each(pages.map((page) => [page.page, page] as const))(
    '%s loads no full zod (zod/mini at most) before it is interactive',
    (_name, page) => {
      const withZod = page.jsFiles.filter((file) =>
        /(?<![$\w])ZodObject(?!\w)/.test(readFileSync(path.join(webRoot, file), 'utf8')),
      );
      expect(withZod).toEqual([]);
    },
  );
});

describe("the build's list of what each route preloads (route-preloads.json)", () => {
  const rows = JSON.parse(readFileSync(path.join(webRoot, 'route-preloads.json'), 'utf8')) as RoutePreload[];
  const entryHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');

  it('has every route once, each with files that exist, its own page first', () => {
    expect(rows.map((row) => row.path).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    for (const row of rows) {
      expect(row.js.length, row.path).toBeGreaterThan(0);
      for (const file of [...row.js, ...row.css]) expect(existsSync(path.join(webRoot, file)), file).toBe(true);
    }
    const login = rows.find((row) => row.path === '/login');
    expect(login?.js[0]).toMatch(/^\/assets\/login-[\w-]+\.js$/);
  });

  // On a slow phone network every file before the first paint is a request, often on a new
  // connection, sharing the bandwidth with the others (docs/performance.md). A top-level `await`
  // in the entry once split the first script into 21 files; left to itself, the bundler splits
  // a page's code into six to ten small shared chunks (vite.config.ts, CHUNK_GROUPS).
  it('starts from a first script of at most 125 KB (gzip), shared by every page', () => {
    const entryScript = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"/.exec(entryHtml)?.[1];
    const size = gzipSync(readFileSync(path.join(webRoot, entryScript ?? 'missing')), { level: 9 }).length;
    expect(size, formatKb(size)).toBeLessThanOrEqual(BUDGET.entryJsGzipBytes);
  });

  it('starts from a first script of one file', () => {
    const files = entryHtml.match(/<script type="module"|<link rel="modulepreload"/g) ?? [];
    expect(files).toHaveLength(1);
  });

  // Five for the recommendations page: its own code, and the assessment, job, dream-list and
  // shared groups it uses.
  it("loads each page's code in at most five files", () => {
    for (const row of rows) expect(row.js.length, `${row.path}: ${row.js.join(', ')}`).toBeLessThanOrEqual(5);
  });

  it('names nothing the first script loads already', () => {
    for (const row of rows) {
      for (const file of [...row.js, ...row.css]) expect(entryHtml, `${row.path}: ${file}`).not.toContain(file);
    }
  });

  // Every first visit shows the beta notice, and it is then the largest thing painted: it comes
  // with the first render instead of a chunk and a render of its own (LCP = FCP, docs/performance.md).
  it('has the beta notice in the first script, not in a chunk of its own', () => {
    const entryScript = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(entryHtml)?.[1];
    expect(entryScript).toBeDefined();
    expect(readFileSync(path.join(webRoot, entryScript ?? ''), 'utf8')).toContain('진로의 시간은 베타 서비스예요');
    for (const row of rows)
      expect(
        row.js.filter((file) => file.includes('beta-modal')),
        row.path,
      ).toEqual([]);
  });
});
