import type { FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import type { HeadData } from '../../shared/head-data';
import type { RouteHead } from '../../shared/route-head';
import type { Config } from '../config';
import { type HeadSite, renderHead } from './head';

/** The site-wide part of every head, from the server's configuration. */
function headSiteOf(config: Pick<Config, 'publicOrigin' | 'siteVerification'>): HeadSite {
  return {
    publicOrigin: config.publicOrigin,
    naverSiteVerification: config.siteVerification.naver,
    googleSiteVerification: config.siteVerification.google,
  };
}

/** What the server renderer gave for a page: its route module's head and what it says of its subject. */
export interface PageHeadSource {
  /** The route module's head; `undefined` when no renderer could say it (no `dist/ssr`). */
  head: RouteHead | undefined;
  /**
   * What the head says about the page's subject, from the data the page was rendered with: the
   * subject is never looked up again. `undefined` when the page names none, or was not rendered.
   */
  headData: HeadData | undefined;
  /**
   * The module names its subject from its data, so without `headData` the subject does not exist,
   * or is not known (the render failed): the head keeps the route's generic title.
   */
  subjectFromData: boolean;
}

/**
 * The `<head>` tags of the page at `pathname`, which the router matched to `routePattern`, written
 * by `renderHead` from its route module's head and what the server renderer rendered it with.
 * For no pattern (the not-found page), no head (no renderer), or a path whose parameters are not
 * valid percent-encoding, the head is a title and description only.
 */
export function pageHeadHtml(
  app: FastifyInstance,
  routePattern: string | undefined,
  pathname: string,
  source: PageHeadSource,
): string {
  const params = routePattern === undefined ? undefined : paramsOfPath(routePattern, pathname);
  if (routePattern === undefined || !params || !source.head) {
    return renderHead({ routePattern: undefined, head: source.head });
  }
  return renderHead({
    routePattern,
    head: source.head,
    params,
    path: pathname,
    data: source.headData,
    subjectFromData: source.subjectFromData,
    site: headSiteOf(app.config),
  });
}

/**
 * The decoded parameters of `pathname` for `routePattern` (React Router's `matchPath`), or
 * `undefined` when it does not match or a parameter is not valid percent-encoding.
 */
function paramsOfPath(routePattern: string, pathname: string): Record<string, string> | undefined {
  const match = matchPath({ path: routePattern, caseSensitive: false, end: true }, pathname);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(match.params)) {
      if (value !== undefined) params[name] = decodeURIComponent(value);
    }
  } catch {
    return undefined;
  }
  return params;
}
