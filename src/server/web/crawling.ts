import { paths } from '../../shared/route-paths';

/**
 * What search engines may crawl: everything but the API and the pages that show one person's own
 * data (their account, dream list, report, recommendations, roadmaps) or a step of signing in.
 * Rules as robots.txt reads them: a path prefix each; the longest rule that matches wins, and an
 * `allow` wins a tie. The sample roadmap and the mission market are public under `/roadmap/`.
 */
const CRAWL_RULES = {
  disallow: [
    '/api/',
    paths.mypage,
    paths.myJob,
    paths.myReport,
    paths.jobRec,
    paths.oauthSuccess,
    paths.agree,
    paths.ad,
    '/roadmap/',
  ],
  allow: [paths.roadmapSample, paths.missionMarket],
} as const;

/** Whether a path (as in its URL, e.g. `/job-browser/%EA%B0%84…`) may be crawled and indexed. */
export function isIndexable(pathname: string): boolean {
  const longest = (rules: readonly string[]) =>
    Math.max(-1, ...rules.filter((rule) => pathname.startsWith(rule)).map((rule) => rule.length));
  return longest(CRAWL_RULES.allow) >= longest(CRAWL_RULES.disallow);
}

/** `/robots.txt`: the rules above for every crawler, and where the sitemap is. */
export function robotsTxt(publicOrigin: string): string {
  return [
    'User-agent: *',
    ...CRAWL_RULES.allow.map((rule) => `Allow: ${rule}`),
    ...CRAWL_RULES.disallow.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
