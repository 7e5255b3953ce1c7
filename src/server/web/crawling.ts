import { ROUTES } from '../../shared/route-list';

/** What robots.txt can name of a route pattern: its part before the first parameter (`/roadmap/:id` → `/roadmap/`). */
function staticPrefix(pattern: string): string {
  const parameter = pattern.indexOf(':');
  return parameter === -1 ? pattern : pattern.slice(0, parameter);
}

/** The rules without those another one already covers (one of them is its prefix). */
function fewest(rules: readonly string[]): string[] {
  const unique = [...new Set(rules)];
  return unique.filter((rule) => !unique.some((other) => other !== rule && rule.startsWith(other)));
}

const disallowedPages = fewest(ROUTES.filter((route) => route.crawl === false).map(({ path }) => staticPrefix(path)));

/**
 * What search engines may crawl: everything but the API and the route list's pages marked
 * `crawl: false`, except the pages under those that are not (the sample roadmap and the mission
 * market are public under `/roadmap/`). Rules as robots.txt reads them: a path prefix each; the
 * longest rule that matches wins, and an `allow` wins a tie.
 */
const CRAWL_RULES = {
  disallow: ['/api/', ...disallowedPages],
  allow: fewest(
    ROUTES.filter((route) => route.crawl !== false)
      .map(({ path }) => staticPrefix(path))
      .filter((prefix) => disallowedPages.some((rule) => prefix.startsWith(rule))),
  ),
};

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
