import { createHash } from 'node:crypto';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { getContentStore } from '../modules/content/content-store';
import { getJobCatalog } from '../modules/jobs/jobs.service';
import { getMissionMarket } from '../modules/missions/mission-market';
import { robotsTxt } from './crawling';
import { sitemapEntries, sitemapXml } from './sitemap';

/** Crawlers may keep these a day; the ETag lets them ask cheaply after that. */
const CRAWL_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/robots.txt` and `/sitemap.xml`, for search engines. Both are made once: the catalog, the
 * content and the mission market do not change while the server runs.
 */
export async function registerCrawlRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicOrigin;
  const files = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) },
    '/sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body: sitemapXml(
        origin,
        sitemapEntries({ catalog: getJobCatalog(), content: getContentStore(), market: getMissionMarket() }),
      ),
    },
  };
  // In a scope of their own: @fastify/etag answers 304 when If-None-Match has the file's ETag.
  await app.register(async (scope) => {
    await scope.register(etag);
    for (const [url, file] of Object.entries(files)) {
      const fileEtag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;
      scope.get(url, { schema: { hide: true } }, async (_request, reply) =>
        reply.header('cache-control', CRAWL_CACHE_CONTROL).header('etag', fileEtag).type(file.type).send(file.body),
      );
    }
  });
}
