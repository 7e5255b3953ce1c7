import { PRODUCT_NAME } from '../../shared/constants';
import type { HeadData } from '../../shared/head-data';
import { formatTitle } from '../../shared/page-title';
import { type Crumb, pageHead, type RouteHead, SITE_HEAD } from '../../shared/route-head';
import { paths, ROUTES } from '../../shared/route-list';
import { toPath } from '../../shared/route-paths';
import { escapeHtml } from '../lib/escape-html';
import { isIndexable } from './crawling';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image-paths';

/** The site-wide settings a head needs (from the server's configuration). */
export interface HeadSite {
  /** `scheme://host[:port]`, no trailing slash: canonical and preview URLs are absolute. */
  publicOrigin: string;
  naverSiteVerification?: string | undefined;
  googleSiteVerification?: string | undefined;
}

export interface HeadInput {
  /** The route pattern the path matched, as in the route list (`/job-browser/:jobName`). */
  routePattern: string;
  /** The head its route module declares. */
  head: RouteHead;
  /** The route's parameters, decoded (`{ jobName: '간호사' }`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The path as requested, used for the canonical URL only when the route does not rebuild it. */
  path: string;
  /** What the page's data says about its subject (its route module's `headData`); `undefined` when nothing. */
  data: HeadData | undefined;
  /**
   * The route module names its subject from its data: without `data` the subject does not exist
   * (a mistyped job), and the URL's words are no name to put in the title.
   */
  subjectFromData?: boolean;
  site: HeadSite;
}

/**
 * A page whose own head cannot be written: a path no route knows (the renderer gives the
 * not-found page's head), a path whose parameters are not valid percent-encoding, or a page no
 * renderer could say the head of. Its head is a title and description only: `head`'s, else the
 * site's.
 */
export interface UnmatchedHeadInput {
  routePattern: undefined;
  head: RouteHead | undefined;
}

/**
 * The pages between home and a page, where its route module's head places it in a trail a
 * visitor knows from the menu (a job under 직업 탐색); the page itself is the last crumb. Other
 * pages have no trail, nor has a detail page whose subject is unknown (it would name a route, not
 * a page).
 */
function trailOf(input: HeadInput, name: string, canonicalPath: string): Crumb[] | undefined {
  const { parents } = input.head;
  if (!parents) return undefined;
  const subject = input.data?.subject ?? (input.head.subject ? undefined : { name });
  const trail = subject && parents({ params: input.params, subject });
  return trail && [{ name: '홈', path: paths.home }, ...trail, { name, path: canonicalPath }];
}

/**
 * The path a page is known by: its route's pattern filled with its parameters, so `/LOGIN` is
 * `/login`; a person's address (`/:username`) shows the home page, so it is known as `/`.
 */
function canonicalPathOf(input: HeadInput): string {
  if (input.routePattern === paths.userHome) return paths.home;
  const jobName = input.data?.kind === 'job' ? input.data.job.name : undefined;
  const params = jobName === undefined ? input.params : { ...input.params, jobName };
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) filled[name] = value;
  try {
    return toPath(input.routePattern, filled);
  } catch {
    return input.path;
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes (read back
 * as the same text), so no text inside can close the element or open a comment; also the two
 * line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function structuredData(input: HeadInput, page: { name: string; description: string; url: string; image: string }) {
  const { data } = input;
  const items: object[] = [];
  if (data?.kind === 'job') {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'Occupation',
      name: data.job.name,
      description: page.description,
      url: page.url,
      occupationalCategory: [
        {
          '@type': 'CategoryCode',
          codeValue: data.job.kecoCode,
          name: data.job.kecoName,
          inCodeSet: { '@type': 'CategoryCodeSet', name: '한국고용직업분류(KECO)' },
        },
        {
          '@type': 'CategoryCode',
          codeValue: data.job.onetCode,
          name: data.job.onetTitle,
          inCodeSet: { '@type': 'CategoryCodeSet', name: 'O*NET-SOC' },
        },
      ],
    });
  }
  if (data?.kind === 'article' || data?.kind === 'story') {
    const publisher = { '@type': 'Organization', name: PRODUCT_NAME, url: `${input.site.publicOrigin}/` };
    items.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.name,
      description: page.description,
      url: page.url,
      mainEntityOfPage: page.url,
      image: [page.image],
      datePublished: data.piece.publishedAt,
      inLanguage: 'ko-KR',
      ...(data.piece.section ? { articleSection: data.piece.section } : {}),
      author: { '@type': 'Organization', name: `${PRODUCT_NAME} 팀` },
      publisher,
    });
  }
  const canonicalPath = new URL(page.url).pathname;
  const trail = trailOf(input, page.name, canonicalPath);
  if (trail) {
    items.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${input.site.publicOrigin}${crumb.path}`,
      })),
    });
  }
  return items;
}

/** The routes whose heads say `noindex` though robots.txt lets them be crawled (`index: false`). */
const NOT_INDEXED: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.index === false).map(({ path }) => path),
);

function tag(element: string, attributes: Record<string, string>): string {
  return `<${element} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;
}

/**
 * The `<head>` tags that describe a page to browsers, link previews (KakaoTalk, Open Graph,
 * Twitter cards) and search engines: title, description, canonical URL, preview image,
 * structured data (JSON-LD) and the search consoles' site verification. Every value is escaped;
 * the result replaces the template's `<title>` and description. One tag a line, no indentation.
 */
export function renderHead(input: HeadInput | UnmatchedHeadInput): string {
  if (input.routePattern === undefined) {
    const { title, description } = input.head ?? SITE_HEAD;
    return `<title>${escapeHtml(formatTitle(title))}</title>\n${tag('meta', { name: 'description', content: description })}`;
  }
  const missing = !input.data && input.subjectFromData === true;
  const head = pageHead(input.head, missing ? {} : input.params, input.data?.subject);
  const origin = input.site.publicOrigin;
  const canonicalPath = canonicalPathOf(input);
  const url = `${origin}${canonicalPath}`;
  // A page not to crawl or index (the route list says), or a detail page whose subject does not
  // exist (a mistyped job), is not a page to index.
  const indexable = head.named && isIndexable(canonicalPath) && !NOT_INDEXED.has(input.routePattern);
  const image = `${origin}${ogImagePath(input.data)}`;
  const name = input.data?.subject.name ?? input.head.title;
  const isPiece = input.data?.kind === 'article' || input.data?.kind === 'story';
  const imageAlt = input.data ? `${input.data.subject.name} | ${PRODUCT_NAME}` : PRODUCT_NAME;

  const property = (key: string, content: string) => tag('meta', { property: key, content });
  const named = (key: string, content: string) => tag('meta', { name: key, content });

  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    named('description', head.description),
    tag('link', { rel: 'canonical', href: url }),
    ...(indexable ? [] : [named('robots', 'noindex')]),
    property('og:type', isPiece ? 'article' : 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:locale', 'ko_KR'),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(OG_IMAGE_SIZE.width)),
    property('og:image:height', String(OG_IMAGE_SIZE.height)),
    property('og:image:alt', imageAlt),
    ...(input.data?.kind === 'article' || input.data?.kind === 'story'
      ? [property('article:published_time', input.data.piece.publishedAt)]
      : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
    named('twitter:image', image),
    ...(input.site.naverSiteVerification ? [named('naver-site-verification', input.site.naverSiteVerification)] : []),
    ...(input.site.googleSiteVerification
      ? [named('google-site-verification', input.site.googleSiteVerification)]
      : []),
    ...structuredData(input, { name, description: head.description, url, image }).map(
      (item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`,
    ),
  ];
  return lines.join('\n');
}
