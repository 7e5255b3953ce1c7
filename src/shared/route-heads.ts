import { josa } from 'es-hangul';
import { formatTitle } from './page-title';
import { createRouteFinder } from './route-list';
import { FLOW_PAGES, paths } from './route-paths';

/**
 * What the browser tab, link previews and search engines read for each route: its title and
 * description, the feature area it belongs to, and for a detail page how its title names the
 * page's subject (a job, an article, a mission category…). The web app and the server's page
 * heads (`src/server/web/head.ts`) read this one table; a test checks it covers exactly the
 * routes of the route list (`route-list.ts`).
 */
export interface RouteMeta {
  path: string;
  /** The title when nothing names the page's subject (before its data is known, or without it). */
  title: string;
  description: string;
  area?: string;
  subject?: SubjectRule;
}

/** What a detail page is about, as its data (or its URL) names it. */
export interface PageSubject {
  /** The subject's own name: a job's, an article's title, a mission category's. */
  name: string;
  /** Its summary, when it has one; the page's description then says it. */
  summary?: string;
  /** What the subject belongs to, when the title names both (a sub-category's category). */
  parent?: string;
}

/** How a detail page's title and description name its subject. */
interface SubjectRule {
  /** The route parameter that names the subject when there is no data at hand (`jobName`). */
  param?: string;
  title: (subject: PageSubject) => string;
  description?: (subject: PageSubject) => string;
}

/** A page's title (with the product's name) and description, as the tab and link previews show them. */
export interface PageHead {
  title: string;
  description: string;
  /** Whether the title names the page's subject (false: a detail page whose subject is unknown). */
  named: boolean;
}

/** Longest subject name a title takes from a URL; longer ones are cut with an ellipsis. */
const MAX_PARAM_NAME = 60;

const FLOW_PAGE_TITLES: Record<string, string> = {
  definition: '안내',
  'miss-und': '흔한 오해',
  comeup: '떠올리기',
  select: '고르기',
  priority: '순위 정하기',
  submitted: '완료',
};

function innerUnderstandingRoutes(step: 'value' | 'strength' | 'interest', name: string): RouteMeta[] {
  return FLOW_PAGES.innerUnderstanding.map((page) => ({
    path: `/inner-und/${step}/${page}`,
    title: `${name} 찾기 · ${FLOW_PAGE_TITLES[page]}`,
    description: `나의 시간: ${name} 카드를 고르고 순서를 정해 나에게 중요한 ${josa(name, '을/를')} 알아봐요.`,
    area: '나의 시간 검사',
  }));
}

const ROUTE_META: RouteMeta[] = [
  {
    path: paths.home,
    title: '진로의 시간',
    description: '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
  },
  {
    path: paths.login,
    title: '로그인',
    description: '이메일 또는 구글·네이버 계정으로 진로의 시간에 로그인해요.',
    area: '로그인',
  },
  {
    path: paths.register,
    title: '회원가입',
    description: '이메일로 진로의 시간 계정을 만들어요. 베타 기간에는 무료예요.',
    area: '회원가입',
  },
  {
    path: paths.map,
    title: '나의 시간',
    description: '여섯 단계의 진로 검사 지도예요. 어디까지 했는지, 어디서 이어 할지 한눈에 보여요.',
    area: '나의 시간 지도',
  },
  {
    path: paths.mapFromJobRec,
    title: '나의 시간',
    description: '추천 직업을 더 정확하게 만들기 위해 남은 검사 단계를 이어서 해요.',
    area: '나의 시간 지도',
  },
  {
    path: paths.mypage,
    title: '마이페이지',
    description: '계정 정보, 비밀번호, 마케팅 수신 동의, 내 정보 내려받기와 회원 탈퇴를 관리해요.',
    area: '마이페이지',
  },
  {
    path: paths.oauthSuccess,
    title: '로그인 완료',
    description: '소셜 계정 로그인을 마무리하고 있어요.',
    area: '소셜 로그인',
  },
  {
    path: paths.agree,
    title: '약관 동의',
    description: '서비스 이용약관과 개인정보 수집·이용에 동의하고 가입을 시작해요.',
    area: '약관 동의',
  },
  {
    path: paths.privacyPolicy,
    title: '개인정보 처리방침',
    description: '진로의 시간이 어떤 개인정보를 왜, 얼마 동안 처리하는지와 이용자의 권리를 안내해요.',
    area: '개인정보 처리방침',
  },
  {
    path: paths.serviceTerms,
    title: '서비스 이용약관',
    description: '진로의 시간 베타 서비스의 이용 조건과 이용자·운영자의 권리와 의무를 안내해요.',
    area: '서비스 이용약관',
  },
  {
    path: paths.ad,
    title: '잠시 후 이동해요',
    description: '진로의 시간 소식을 잠깐 보여 드린 뒤 보던 곳으로 이동해요.',
    area: '안내 화면',
  },
  {
    path: paths.myReport,
    title: '나의 리포트',
    description: '흥미 유형, 가치관 순위, 강점, 성향을 그림과 설명으로 정리한 나만의 리포트예요.',
    area: '나의 리포트',
  },
  {
    path: paths.jobRec,
    title: '추천 직업',
    description: '검사 결과로 나와 잘 맞는 직업을 이유와 함께 추천해요.',
    area: '직업 추천',
  },
  {
    path: paths.jobExp,
    title: '직업 체험',
    description: '이 직업의 하루를 들여다보고 바로 해 볼 수 있는 미션으로 직업을 체험해요.',
    area: '직업 체험',
    subject: {
      param: 'jobName',
      title: ({ name }) => `${name} 직업 체험`,
      description: ({ name }) => `${name}의 하루를 들여다보고 바로 해 볼 수 있는 미션으로 직업을 체험해요.`,
    },
  },
  {
    path: paths.jobBrowser,
    title: '탐색의 시간',
    description: '약 200개 직업을 이름, 하는 일, 필요한 기술로 찾아보고 산업별로 살펴봐요.',
    area: '직업 탐색',
  },
  {
    path: paths.job,
    title: '직업 정보',
    description: '하는 일, 필요한 지식과 기술, 흥미 유형, 관련 직업을 한 곳에서 봐요.',
    area: '직업 정보',
    subject: {
      param: 'jobName',
      title: ({ name }) => `${name} — 하는 일과 필요한 능력`,
      description: ({ name, summary }) =>
        summary ?? `${josa(name, '이/가')} 하는 일, 필요한 지식과 기술, 흥미 유형, 관련 직업을 한 곳에서 봐요.`,
    },
  },
  {
    path: paths.myJob,
    title: '꿈 목록',
    description: '관심 있는 직업을 모아 두고 순서를 정해요.',
    area: '꿈 목록',
  },
  {
    path: paths.myJobCustom,
    title: '나만의 꿈 직업',
    description: '목록에 없는 꿈 직업을 메모와 함께 적어 둬요.',
    area: '꿈 목록',
    subject: {
      param: 'jobName',
      title: ({ name }) => `${name} — 나만의 꿈 직업`,
    },
  },
  {
    path: paths.stories,
    title: '만드는 이야기',
    description: '진로의 시간을 왜, 어떻게 만드는지 팀의 이야기를 전해요.',
    area: '이야기',
  },
  {
    path: paths.story,
    title: '만드는 이야기',
    description: '진로의 시간 팀이 전하는 제작 뒷이야기예요.',
    area: '이야기',
    subject: {
      title: ({ name }) => name,
      description: ({ name, summary }) => summary ?? `${name}: 진로의 시간 팀이 전하는 제작 뒷이야기예요.`,
    },
  },
  {
    path: paths.articles,
    title: '지혜의 시간',
    description: '취업 준비, 자기이해, 진로 설계, 진로에 대한 오해를 다룬 글을 읽어요.',
    area: '진로 아티클',
  },
  {
    path: paths.article,
    title: '지혜의 시간',
    description: '진로와 취업 준비에 도움이 되는 글이에요.',
    area: '진로 아티클',
    subject: {
      title: ({ name }) => name,
      description: ({ name, summary }) => summary ?? `${name}: 진로와 취업 준비에 도움이 되는 글이에요.`,
    },
  },
  {
    path: paths.voc,
    title: '고객의 목소리',
    description: '서비스에 대한 의견, 불편한 점, 바라는 점을 들려 주세요.',
    area: '고객의 목소리',
  },
  {
    path: paths.test,
    title: '검사 목록',
    description: '여섯 가지 진로 검사를 걸리는 시간과 진행 상태와 함께 보여 줘요.',
    area: '검사 목록',
  },
  ...innerUnderstandingRoutes('value', '가치관'),
  ...innerUnderstandingRoutes('strength', '강점'),
  ...innerUnderstandingRoutes('interest', '흥미'),
  ...(
    [
      ['definition', '안내'],
      ['miss-und', '흔한 오해'],
      ['trait/survey', '성향 설문'],
      ['phys-cond/survey', '신체 조건 설문'],
      ['submitted', '완료'],
    ] as const
  ).map(([page, label]) => ({
    path: `/trt-phys-cond/${page}`,
    title: `성향·신체 조건 · ${label}`,
    description: '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
    area: '나의 시간 검사',
  })),
  ...(
    [
      ['definition', '안내'],
      ['miss-und', '흔한 오해'],
      ['knw/select', '지식 고르기'],
      ['skill/select', '기술 고르기'],
      ['submitted', '완료'],
    ] as const
  ).map(([page, label]) => ({
    path: `/kskill/${page}`,
    title: `지식·기술 · ${label}`,
    description: '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.',
    area: '나의 시간 검사',
  })),
  ...(
    [
      ['definition', '안내'],
      ['miss-und', '흔한 오해'],
      ['survey', '설문'],
      ['submitted', '완료'],
    ] as const
  ).map(([page, label]) => ({
    path: `/jpref/${page}`,
    title: `직업 선호 · ${label}`,
    description: '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
    area: '나의 시간 검사',
  })),
  {
    path: paths.roadmaps,
    title: '실천의 시간',
    description: '꿈 직업으로 가는 로드맵을 만들고 우선순위를 정해요.',
    area: '로드맵',
  },
  {
    path: paths.roadmapSample,
    title: '로드맵 예시',
    description: '마일스톤과 미션으로 이루어진 로드맵 예시를 둘러봐요.',
    area: '로드맵',
  },
  {
    path: paths.roadmap,
    title: '나의 로드맵',
    description: '마일스톤을 하나씩 깨며 경험치를 모으는 나의 진로 로드맵이에요.',
    area: '로드맵',
    subject: { title: ({ name }) => `${name} — 나의 로드맵` },
  },
  {
    path: paths.milestone,
    title: '마일스톤',
    description: '이 마일스톤의 미션과 진행 상황을 봐요.',
    area: '로드맵',
    subject: {
      param: 'milestoneTitle',
      title: ({ name }) => `${name} — 마일스톤`,
      description: ({ name }) => `${name} 마일스톤의 미션과 진행 상황을 봐요.`,
    },
  },
  {
    path: paths.mission,
    title: '미션',
    description: '미션을 하고 완료를 기록해요.',
    area: '로드맵',
    subject: {
      title: ({ name }) => `${name} — 미션`,
      description: ({ name, summary }) => summary ?? `${name} 미션을 하고 완료를 기록해요.`,
    },
  },
  {
    path: paths.missionMarket,
    title: '미션 마켓',
    description: '자기이해, 직업 탐색, 학습, 경험 등 분야별 미션을 골라 로드맵에 담아요.',
    area: '미션 마켓',
  },
  {
    path: paths.missionCategory,
    title: '미션 마켓 · 분야',
    description: '분야별 미션을 둘러봐요.',
    area: '미션 마켓',
    subject: {
      title: ({ name }) => `${name} 미션 — 미션 마켓`,
      description: ({ name, summary }) => summary ?? `${name} 분야의 미션을 둘러봐요.`,
    },
  },
  {
    path: paths.missionSubCategory,
    title: '미션 마켓 · 세부 분야',
    description: '세부 분야의 미션을 둘러봐요.',
    area: '미션 마켓',
    subject: {
      title: ({ name, parent }) => (parent ? `${name} — ${parent} 미션` : `${name} 미션 — 미션 마켓`),
      description: ({ name, parent }) => `${parent ? `${parent} 분야 ` : ''}${name} 미션을 둘러봐요.`,
    },
  },
  {
    path: paths.missionSearch,
    title: '미션 검색',
    description: '미션을 이름과 초성으로 찾아요.',
    area: '미션 마켓',
  },
  {
    path: paths.missionRandom,
    title: '오늘의 미션',
    description: 'AI가 추천하는 50개의 맞춤 미션, 또는 무작위 미션을 만나요.',
    area: '미션 마켓',
  },
  {
    path: paths.share,
    title: '결과 카드',
    description: '진로의 시간에서 진로 검사를 마친 사람이 나눈 결과 카드예요.',
    area: '결과 카드',
    subject: {
      title: ({ name }) => `${name} — 결과 카드`,
      description: ({ summary }) =>
        `${summary ? `${summary}. ` : ''}나도 진로의 시간에서 가치관·강점·흥미를 알아보세요.`,
    },
  },
  {
    path: paths.userHome,
    title: '진로의 시간',
    description: '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
  },
  {
    path: paths.userPost,
    title: '잘못된 경로',
    description: '요청한 주소를 찾을 수 없어요.',
  },
];

export const routeMetaByPath: ReadonlyMap<string, RouteMeta> = new Map(ROUTE_META.map((meta) => [meta.path, meta]));

/** The route (pattern and metadata) a path belongs to, ranked as the web app's router ranks them. */
export const matchRouteMeta: (pathname: string) => RouteMeta | undefined = createRouteFinder(ROUTE_META);

/**
 * The title and description of a page: its route's, or, for a detail page, naming its subject,
 * from its data when given, else from the URL parameter that names it (a job page's `jobName`).
 */
export function pageHead(
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
  subject?: PageSubject,
): PageHead {
  const meta = routeMetaByPath.get(pattern);
  if (!meta) throw new Error(`no route ${pattern}`);
  const rule = meta.subject;
  const fromParam = rule?.param === undefined ? undefined : params[rule.param]?.trim();
  const named = subject ?? (fromParam ? { name: shorten(fromParam) } : undefined);
  if (!rule || !named) return { title: formatTitle(meta.title), description: meta.description, named: !rule };
  return {
    title: formatTitle(rule.title(named)),
    description: rule.description?.(named) ?? meta.description,
    named: true,
  };
}

function shorten(name: string): string {
  const chars = [...name];
  return chars.length <= MAX_PARAM_NAME ? name : `${chars.slice(0, MAX_PARAM_NAME - 1).join('')}…`;
}
