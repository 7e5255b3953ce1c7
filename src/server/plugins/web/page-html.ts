import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cachedByPath } from '../../../shared/cached-lookup';
import { createRouteFinder } from '../../../shared/route-list';

/**
 * The HTML around a rendered page: the built `index.html`, per route with the links that preload
 * the route's code and its styles inline (built once), then per request with the page's head,
 * its rendered app and the state it was rendered with.
 */

/** `route-preloads.json`, written by the build (`scripts/lib/route-preloads-plugin.ts`). */
const routePreloadsSchema = z.array(
  z.object({
    path: z.string(),
    js: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
    css: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
  }),
);

export interface RouteTemplate {
  /** The route pattern, or `*` for the plain template (a path no route knows). */
  path: string;
  html: string;
  /** CSP sources (`'sha256-…'`) for the template's inline `<style>` elements. */
  styleSources: string[];
}

/** Where index.html takes the page's head tags and its rendered app. */
const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The first script's style sheet, as Vite links it from `index.html`. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
const FAVICON_LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** Each route's template, built once; the plain one for paths no route knows (or when the build wrote no list). */
export function loadRouteTemplates(webRoot: string): (pathname: string) => RouteTemplate {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const plain: RouteTemplate = { path: '*', html: template, styleSources: [] };
  const listFile = path.join(webRoot, 'route-preloads.json');
  if (!existsSync(listFile)) return () => plain;
  const rows = routePreloadsSchema.parse(JSON.parse(readFileSync(listFile, 'utf8')));
  // Read once: every route's HTML has the shell's sheet and the icon, and pages share sheets.
  const styles = new Map<string, ReturnType<typeof inlineStyle>>();
  const styleOf = (file: string) => {
    if (!styles.has(file)) styles.set(file, inlineStyle(webRoot, file));
    return styles.get(file);
  };
  const favicon = inlineFavicon(webRoot);
  const routes: RouteTemplate[] = rows.map((row) => {
    const styleSources: string[] = [];
    const inline = (file: string, link: string, marker: string) => {
      const style = styleOf(file);
      if (!style) return link;
      styleSources.push(style.source);
      return `${style.element}${marker}`;
    };
    const withShell = template
      .replace(FAVICON_LINK, (link) => favicon ?? link)
      .replace(ENTRY_STYLESHEET, (link, file: string) => inline(file, link, ''));
    const links = [
      ...row.js.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
      // The page's style sheets are inline too. The disabled link fetches nothing; it tells the
      // code that loads the page's chunk (Vite's preload helper) that the sheet is on the page.
      ...row.css.map((file) =>
        inline(
          file,
          `<link rel="preload" as="style" crossorigin href="${file}">`,
          `<link rel="stylesheet" href="${file}" disabled>`,
        ),
      ),
    ];
    const html = withShell.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    return { path: row.path, html, styleSources };
  });
  const find = cachedByPath(createRouteFinder(routes));
  return (pathname) => find(pathname) ?? plain;
}

/**
 * The page: the route's template with the page's head, its rendered app, and the state it was
 * rendered with as JSON (`<` escaped, so nothing in the data can end the element; the browser's
 * store starts from it, `src/client/main.tsx`). Without a rendered app, the browser renders it.
 */
export function assemblePage(
  template: RouteTemplate,
  page: { head: string; appHtml: string; state: unknown | undefined },
): string {
  const state =
    page.state === undefined
      ? ''
      : `<script type="application/json" id="server-state">${JSON.stringify(page.state).replaceAll('<', '\\u003c')}</script>`;
  return template.html
    .replace(HEAD_MARKER, page.head)
    .replace(ROOT_ELEMENT, `<div id="root">${page.appHtml}</div>${state}`);
}

/**
 * A built style sheet as an inline `<style>`, with its CSP source. The page then paints from its
 * HTML alone, without a request per sheet before the first paint: on a slow phone network each
 * is a round trip, and the connection it holds is one the first script cannot use
 * (docs/performance.md). Nothing when the file is missing or could close the element early.
 */
function inlineStyle(webRoot: string, file: string): { element: string; source: string } | undefined {
  const filePath = path.join(webRoot, file);
  if (!existsSync(filePath)) return undefined;
  const css = readFileSync(filePath, 'utf8');
  if (/<\/style/i.test(css)) return undefined;
  return { element: `<style>${css}</style>`, source: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/**
 * The icon link with the icon itself as a `data:` URL: on a slow network the browser's request for
 * it would otherwise hold a connection while the first script waits for one (docs/performance.md).
 */
function inlineFavicon(webRoot: string): string | undefined {
  const file = path.join(webRoot, 'favicon.svg');
  if (!existsSync(file)) return undefined;
  const svg = readFileSync(file, 'utf8').trim();
  return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}" type="image/svg+xml" />`;
}

/** The page's Content-Security-Policy, with its inline styles allowed by their hashes. */
export function allowStyles(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)style-src ([^;]*)/,
    (_match, start: string, list: string) => `${start}style-src ${list} ${sources.join(' ')}`,
  );
}
