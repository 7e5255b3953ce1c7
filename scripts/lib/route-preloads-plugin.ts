import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES } from '../../src/shared/route-list';

/** One row of `dist/web/route-preloads.json`: what a route's page needs beyond the first script. */
export interface RoutePreload {
  path: string;
  /** JavaScript chunks, as URLs (`/assets/…`), the page's own first. */
  js: string[];
  /** Style sheets, as URLs. */
  css: string[];
}

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  css: string[];
}

/**
 * Writes `route-preloads.json` next to `index.html`: for every route of `ROUTES`, the chunks
 * and style sheets its page loads (its chunk and their static imports) that the entry does not
 * already load. The server names them in the route's HTML (`<link rel="modulepreload">`), so the
 * browser fetches the page's code together with the first script instead of after running it.
 * `everyRoute` names modules (relative to `appDir`) that every route gets, e.g. a first-visit notice.
 */
export function routePreloads(appDir: string, everyRoute: readonly string[] = []): Plugin {
  return {
    name: 'jinro:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const closure = (start: string): string[] => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
        };
        visit(start);
        return [...seen];
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('route-preloads: the build has no entry chunk');
      const entryFiles = new Set(closure(entry.fileName));
      const entryCss = new Set([...entryFiles].flatMap((file) => chunks.get(file)?.css ?? []));
      const byModule = new Map(
        [...chunks.values()].filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]),
      );

      const chunkOf = (module: string, route: string) => {
        const chunk = byModule.get(path.resolve(appDir, module));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (route ${route})`);
        return chunk;
      };
      const rows: RoutePreload[] = ROUTES.map(({ path: routePath, page }) => {
        const starts = [page, ...everyRoute].map((module) => chunkOf(module, routePath).fileName);
        const files = [...new Set(starts.flatMap(closure))].filter((file) => !entryFiles.has(file));
        const css = [...new Set(files.flatMap((file) => chunks.get(file)?.css ?? []))].filter(
          (file) => !entryCss.has(file),
        );
        return { path: routePath, js: files.map((file) => `/${file}`), css: css.map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(rows, null, 1)}\n` });
    },
  };
}
