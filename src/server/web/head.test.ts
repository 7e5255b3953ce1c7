import { describe, expect, it } from 'vitest';
import type { HeadData } from '../../shared/head-data';
import { type RouteHead, SITE_HEAD } from '../../shared/route-head';
import { paths } from '../../shared/route-list';
import { isIndexable, robotsTxt } from './crawling';
import { jsonForScript, renderHead } from './head';

const site = { publicOrigin: 'https://jinro.example' };

/** The `content` of each `<meta>` by its `property` or `name`. */
function metaOf(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key = '', content = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    found.set(
      key,
      content.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  return found;
}

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/**
 * Heads as route modules declare them (the real ones are checked in
 * `src/client/app/route-heads.test.ts` and, rendered, in `tests/system/page-render.test.ts`).
 */
const jobHead: RouteHead = {
  title: '직업 정보',
  description: '하는 일, 필요한 지식과 기술을 한 곳에서 봐요.',
  subject: {
    param: 'jobName',
    title: ({ name }) => `${name} — 하는 일과 필요한 능력`,
    description: ({ name, summary }) => summary ?? `${name}의 하는 일`,
  },
  parents: () => [{ name: '직업 탐색', path: paths.jobBrowser }],
};
const articleHead: RouteHead = {
  title: '지혜의 시간',
  description: '진로와 취업 준비에 도움이 되는 글이에요.',
  subject: { title: ({ name }) => name, description: ({ summary = '' }) => summary },
  parents: () => [{ name: '지혜의 시간', path: paths.articles }],
};
const plainHead: RouteHead = { title: '마이페이지', description: '계정 정보를 관리해요.' };

const nurse: HeadData = {
  kind: 'job',
  subject: { name: '간호사', summary: '환자를 돌보고 간호해요.' },
  job: { name: '간호사', kecoCode: '3040', kecoName: '간호사', onetCode: '29-1141.00', onetTitle: 'Registered Nurses' },
};

describe('renderHead', () => {
  it("names a job page's job in its title, previews and structured data", () => {
    const html = renderHead({
      routePattern: paths.job,
      head: jobHead,
      params: { jobName: '간호사' },
      path: '/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC',
      data: nurse,
      site,
    });
    const url = `https://jinro.example/job-browser/${encodeURIComponent('간호사')}`;
    expect(html).toContain('<title>간호사 — 하는 일과 필요한 능력 | 진로의 시간</title>');
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    const meta = metaOf(html);
    expect(Object.fromEntries(meta)).toMatchObject({
      description: '환자를 돌보고 간호해요.',
      'og:title': '간호사 — 하는 일과 필요한 능력 | 진로의 시간',
      'og:description': '환자를 돌보고 간호해요.',
      'og:url': url,
      'og:type': 'website',
      'og:locale': 'ko_KR',
      'og:site_name': '진로의 시간',
      'og:image': `https://jinro.example/og/jobs/${encodeURIComponent('간호사')}.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(meta.has('robots')).toBe(false);
    const [occupation, breadcrumbs] = jsonLdOf(html);
    expect(occupation).toMatchObject({
      '@type': 'Occupation',
      name: '간호사',
      description: '환자를 돌보고 간호해요.',
      occupationalCategory: [{ codeValue: '3040' }, { codeValue: '29-1141.00', name: 'Registered Nurses' }],
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: '홈', item: 'https://jinro.example/' },
        { position: 2, name: '직업 탐색', item: 'https://jinro.example/job-browser' },
        { position: 3, name: '간호사', item: url },
      ],
    });
  });

  it('describes an article as an Article, with its own preview image', () => {
    const html = renderHead({
      routePattern: paths.article,
      head: articleHead,
      params: { id: 'burnout-signs' },
      path: '/articles/burnout-signs',
      data: {
        kind: 'article',
        subject: { name: '번아웃의 신호', summary: '지친 마음이 보내는 신호를 알아봐요.' },
        piece: { id: 'burnout-signs', publishedAt: '2026-03-02', section: '자기이해' },
      },
      site,
    });
    const meta = metaOf(html);
    expect(meta.get('og:type')).toBe('article');
    expect(meta.get('og:image')).toBe('https://jinro.example/og/articles/burnout-signs.png');
    expect(meta.get('article:published_time')).toBe('2026-03-02');
    expect(jsonLdOf(html)[0]).toMatchObject({
      '@type': 'Article',
      headline: '번아웃의 신호',
      datePublished: '2026-03-02',
      inLanguage: 'ko-KR',
    });
  });

  it('escapes every value, and no text can close the JSON-LD script element', () => {
    const evil = '</script><script>alert("x")</script><!--';
    const html = renderHead({
      routePattern: paths.job,
      head: jobHead,
      params: { jobName: evil },
      path: '/job-browser/x',
      data: { ...nurse, subject: { name: evil, summary: `"'&<>` }, job: { ...nurse.job, name: evil } },
      site,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!--');
    // Only the structured-data elements open and close a script.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script type="application\/ld\+json">/g)?.length);
    expect(jsonLdOf(html)[0]).toMatchObject({ name: evil, description: `"'&<>` });
    expect(metaOf(html).get('og:description')).toBe(`"'&<>`);
    expect(jsonForScript({ text: '\u2028</x>&' })).toBe('{"text":"\\u2028\\u003c/x\\u003e\\u0026"}');
  });

  it("gives a path no route knows its renderer's title and description only, else the site's", () => {
    const notFound = renderHead({
      routePattern: undefined,
      head: { title: '페이지를 찾을 수 없어요', description: '주소가 바뀌었거나 "없는" 페이지예요.' },
    });
    expect(notFound).toContain('<title>페이지를 찾을 수 없어요 | 진로의 시간</title>');
    expect([...metaOf(notFound)]).toEqual([['description', '주소가 바뀌었거나 "없는" 페이지예요.']]);
    expect(notFound).not.toContain('canonical');
    const plain = renderHead({ routePattern: undefined, head: undefined });
    expect(plain).toContain('<title>진로의 시간</title>');
    expect(metaOf(plain).get('description')).toBe(
      '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
    );
  });

  it('marks a detail page whose subject is unknown, and private pages, as not to be indexed', () => {
    const unknown = renderHead({
      routePattern: paths.job,
      head: jobHead,
      params: { jobName: '없는직업' },
      path: '/x',
      data: undefined,
      // The job page names its job from its data: none means there is no such job.
      subjectFromData: true,
      site,
    });
    expect(metaOf(unknown).get('robots')).toBe('noindex');
    // No trail and no Occupation without the job.
    expect(jsonLdOf(unknown)).toEqual([]);
    const mypage = renderHead({
      routePattern: paths.mypage,
      head: plainHead,
      params: {},
      path: '/mypage',
      data: undefined,
      site,
    });
    expect(metaOf(mypage).get('robots')).toBe('noindex');
    const home = renderHead({
      routePattern: paths.home,
      head: SITE_HEAD,
      params: {},
      path: '/',
      data: undefined,
      site,
    });
    expect(metaOf(home).get('robots')).toBeUndefined();
    expect(metaOf(home).get('og:image')).toBe('https://jinro.example/og/default.png');
    const someone = renderHead({
      routePattern: paths.userHome,
      head: SITE_HEAD,
      params: { username: 'kim' },
      path: '/kim',
      data: undefined,
      site,
    });
    expect(someone).toContain('<link rel="canonical" href="https://jinro.example/">');
    const invalidPath = renderHead({
      routePattern: paths.userPost,
      head: plainHead,
      params: { username: 'kim', postid: '1' },
      path: '/kim/1',
      data: undefined,
      site,
    });
    expect(metaOf(invalidPath).get('robots')).toBe('noindex');
  });

  it('adds the search consoles’ verification tags only when configured', () => {
    const input = { routePattern: paths.home, head: SITE_HEAD, params: {}, path: '/', data: undefined };
    const plain = metaOf(renderHead({ ...input, site }));
    expect(plain.has('naver-site-verification')).toBe(false);
    expect(plain.has('google-site-verification')).toBe(false);
    const verified = metaOf(
      renderHead({ ...input, site: { ...site, naverSiteVerification: 'abc123', googleSiteVerification: 'G-x_y' } }),
    );
    expect(verified.get('naver-site-verification')).toBe('abc123');
    expect(verified.get('google-site-verification')).toBe('G-x_y');
  });
});

describe('crawling rules', () => {
  it('keeps private pages and the API out, the sample roadmap and mission market in', () => {
    for (const path of [
      '/api/jobs',
      '/mypage',
      '/my-job',
      '/myreport',
      '/job-rec',
      '/roadmap/12',
      '/roadmap/12/milestone/a',
    ]) {
      expect(isIndexable(path), path).toBe(false);
    }
    for (const path of [
      '/',
      '/job-browser/x',
      '/articles/a',
      '/roadmap/sample',
      '/roadmap/mission-market/category/self',
    ]) {
      expect(isIndexable(path), path).toBe(true);
    }
    const robots = robotsTxt('https://jinro.example');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /mypage\n');
    expect(robots).toContain('Sitemap: https://jinro.example/sitemap.xml');
  });
});
