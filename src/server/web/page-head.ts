import type { FastifyInstance } from 'fastify';
import { matchPath } from 'react-router';
import type { HeadData } from '../../shared/head-data';
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
 * The `<head>` tags of the page at `pathname`, which the router matched to `routePattern`, written
 * by `renderHead` from what the server renderer `rendered` it with (its subject's `headData`, from
 * the data the page was rendered with: the subject is not looked up again). Only when no renderer
 * rendered it (no `dist/ssr`, or it failed) does `headDataFor` look the subject up. For no pattern,
 * one outside the route table or a path whose parameters are not valid percent-encoding, the head
 * says the renderer's title and description only (the not-found page's).
 */
export async function pageHeadHtml(
  app: FastifyInstance,
  routePattern: string | undefined,
  pathname: string,
  rendered?: { meta: { title: string; description: string } | undefined; headData?: HeadData | undefined },
): Promise<string> {
  const params = routePattern === undefined ? undefined : paramsOfPath(routePattern, pathname);
  if (routePattern === undefined || !params || !routeMetaByPath.has(routePattern)) {
    return renderHead({ routePattern: undefined, meta: rendered?.meta });
  }
  const data = rendered ? rendered.headData : await headDataFor(app, routePattern, params);
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
