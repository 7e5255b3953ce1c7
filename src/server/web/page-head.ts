import type { FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import { routeMetaByPath } from '../../shared/route-heads';
import type { Config } from '../config';
import { type HeadSite, renderHead } from './head';
import { headDataFor } from './head-data';

/** The site-wide part of every head, from the server's configuration. */
function headSiteOf(config: Pick<Config, 'publicOrigin' | 'siteVerification'>): HeadSite {
  return {
    publicOrigin: config.publicOrigin,
    naverSiteVerification: config.siteVerification.naver,
    googleSiteVerification: config.siteVerification.google,
  };
}

/**
 * The `<head>` tags of the page at `pathname`, which the router matched to `routePattern`: its
 * subject's data loaded (`headDataFor`) and the head written (`renderHead`). For no pattern, one
 * outside the route table or a path whose parameters are not valid percent-encoding, the head
 * says `meta`'s title and description only (the not-found page's, from the renderer).
 */
export async function pageHeadHtml(
  app: FastifyInstance,
  routePattern: string | undefined,
  pathname: string,
  meta?: { title: string; description: string },
): Promise<string> {
  const params = routePattern === undefined ? undefined : paramsOfPath(routePattern, pathname);
  if (routePattern === undefined || !params || !routeMetaByPath.has(routePattern)) {
    return renderHead({ routePattern: undefined, meta });
  }
  const data = await headDataFor(app, routePattern, params);
  return renderHead({ routePattern, params, path: pathname, data, site: headSiteOf(app.config) });
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
