import { XMLBuilder } from 'fast-xml-parser';
import { paths, ROUTES } from '../../shared/route-list';
import { toPath } from '../../shared/route-paths';
import type { ContentStore } from '../modules/content/content-store';
import type { JobCatalog } from '../modules/jobs/catalog';
import type { MissionMarket } from '../modules/missions/mission-market';
import { isIndexable } from './crawling';

interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD`, for pieces with a publication date. */
  lastmod?: string;
}

export interface SitemapSources {
  catalog: JobCatalog;
  content: ContentStore;
  market: MissionMarket;
}

/** Every public URL: the route list's pages marked `sitemap`, each job, article and story, each mission-market category and sub-category. */
export function sitemapEntries({ catalog, content, market }: SitemapSources): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...ROUTES.filter((route) => route.sitemap).map(({ path }) => ({ path })),
    ...catalog.jobs.map((job) => ({ path: toPath(paths.job, { jobName: job.name }) })),
    ...content.articles.map((article) => ({
      path: toPath(paths.article, { id: article.id }),
      lastmod: article.publishedAt,
    })),
    ...content.stories.map((story) => ({ path: toPath(paths.story, { id: story.id }), lastmod: story.publishedAt })),
    ...market.categories.flatMap((category) => [
      { path: toPath(paths.missionCategory, { categoryId: category.id }) },
      ...category.subs.map((sub) => ({
        path: toPath(paths.missionSubCategory, { categoryId: category.id, subCategory: sub.id }),
      })),
    ]),
  ];
  return entries.filter((entry) => isIndexable(entry.path));
}

/** `/sitemap.xml` (sitemaps.org 0.9), every URL absolute on the public origin; the builder escapes the text. */
export function sitemapXml(publicOrigin: string, entries: readonly SitemapEntry[]): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      url: entries.map((entry) => ({
        loc: `${publicOrigin}${entry.path}`,
        ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      })),
    },
  });
}
