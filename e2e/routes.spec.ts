import type { Page } from '@playwright/test';
import { ROUTES } from '../src/shared/route-list';
import { formalEnding, PARTICLE_FALLBACK, SPEC_QUOTES } from '../tests/voice/patterns';
import { expect, test } from './fixtures';

const SAMPLE_PARAMS: Record<string, string> = {
  fromJR: 'fromJR',
  jobName: '간호사',
  id: 'sample',
  roadmapId: 'sample-roadmap',
  milestoneTitle: '첫 마일스톤',
  missionId: 'm-self-001',
  categoryId: 'self',
  subCategory: 'reflect',
  username: 'someone',
  postid: 'post-1',
};

/**
 * The title and description every route's page carries, written out (for a detail page, those of
 * its sample subject above: the job 간호사, the mission category `self` and its `reflect`; the
 * article and story `sample` do not exist, so their pages keep the route's own head). Keyed by
 * route pattern; a route of the list missing here fails its test.
 */
const EXPECTED_HEADS: Readonly<Record<string, readonly [title: string, description: string]>> = Object.fromEntries(
  (
    [
      [
        '/',
        '진로의 시간',
        '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
      ],
      ['/login', '로그인 | 진로의 시간', '이메일 또는 구글·네이버 계정으로 진로의 시간에 로그인해요.'],
      ['/register', '회원가입 | 진로의 시간', '이메일로 진로의 시간 계정을 만들어요. 베타 기간에는 무료예요.'],
      [
        '/map',
        '나의 시간 | 진로의 시간',
        '여섯 단계의 진로 검사 지도예요. 어디까지 했는지, 어디서 이어 할지 한눈에 보여요.',
      ],
      ['/map/:fromJR', '나의 시간 | 진로의 시간', '추천 직업을 더 정확하게 만들기 위해 남은 검사 단계를 이어서 해요.'],
      [
        '/mypage',
        '마이페이지 | 진로의 시간',
        '계정 정보, 비밀번호, 마케팅 수신 동의, 내 정보 내려받기와 회원 탈퇴를 관리해요.',
      ],
      ['/oauth-success', '로그인 완료 | 진로의 시간', '소셜 계정 로그인을 마무리하고 있어요.'],
      ['/agree', '약관 동의 | 진로의 시간', '서비스 이용약관과 개인정보 수집·이용에 동의하고 가입을 시작해요.'],
      [
        '/privacy-policy',
        '개인정보 처리방침 | 진로의 시간',
        '진로의 시간이 어떤 개인정보를 왜, 얼마 동안 처리하는지와 이용자의 권리를 안내해요.',
      ],
      [
        '/service-terms',
        '서비스 이용약관 | 진로의 시간',
        '진로의 시간 베타 서비스의 이용 조건과 이용자·운영자의 권리와 의무를 안내해요.',
      ],
      ['/ad', '잠시 후 이동해요 | 진로의 시간', '진로의 시간 소식을 잠깐 보여 드린 뒤 보던 곳으로 이동해요.'],
      [
        '/myreport',
        '나의 리포트 | 진로의 시간',
        '흥미 유형, 가치관 순위, 강점, 성향을 그림과 설명으로 정리한 나만의 리포트예요.',
      ],
      ['/job-rec', '추천 직업 | 진로의 시간', '검사 결과로 나와 잘 맞는 직업을 이유와 함께 추천해요.'],
      [
        '/job-exp/:jobName',
        '간호사 직업 체험 | 진로의 시간',
        '간호사의 하루를 들여다보고 바로 해 볼 수 있는 미션으로 직업을 체험해요.',
      ],
      [
        '/job-browser',
        '탐색의 시간 | 진로의 시간',
        '약 200개 직업을 이름, 하는 일, 필요한 기술로 찾아보고 산업별로 살펴봐요.',
      ],
      [
        '/job-browser/:jobName',
        '간호사 — 하는 일과 필요한 능력 | 진로의 시간',
        '환자의 상태를 관찰하고 기록하며 투약, 주사, 처치 등 간호를 제공한다. 의사와 협력해 치료 계획을 수행하고 환자와 보호자에게 건강 교육을 한다.',
      ],
      ['/my-job', '꿈 목록 | 진로의 시간', '관심 있는 직업을 모아 두고 순서를 정해요.'],
      [
        '/my-job/custom/:jobName',
        '간호사 — 나만의 꿈 직업 | 진로의 시간',
        '목록에 없는 꿈 직업을 메모와 함께 적어 둬요.',
      ],
      ['/stories', '만드는 이야기 | 진로의 시간', '진로의 시간을 왜, 어떻게 만드는지 팀의 이야기를 전해요.'],
      ['/stories/:id', '만드는 이야기 | 진로의 시간', '진로의 시간 팀이 전하는 제작 뒷이야기예요.'],
      [
        '/articles',
        '지혜의 시간 | 진로의 시간',
        '취업 준비, 자기이해, 진로 설계, 진로에 대한 오해를 다룬 글을 읽어요.',
      ],
      ['/articles/:id', '지혜의 시간 | 진로의 시간', '진로와 취업 준비에 도움이 되는 글이에요.'],
      ['/voc', '고객의 목소리 | 진로의 시간', '서비스에 대한 의견, 불편한 점, 바라는 점을 들려 주세요.'],
      ['/test', '검사 목록 | 진로의 시간', '여섯 가지 진로 검사를 걸리는 시간과 진행 상태와 함께 보여 줘요.'],
      [
        '/inner-und/value/definition',
        '가치관 찾기 · 안내 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/value/comeup',
        '가치관 찾기 · 떠올리기 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/value/miss-und',
        '가치관 찾기 · 흔한 오해 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/value/select',
        '가치관 찾기 · 고르기 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/value/priority',
        '가치관 찾기 · 순위 정하기 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/value/submitted',
        '가치관 찾기 · 완료 | 진로의 시간',
        '나의 시간: 가치관 카드를 고르고 순서를 정해 나에게 중요한 가치관을 알아봐요.',
      ],
      [
        '/inner-und/strength/definition',
        '강점 찾기 · 안내 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/strength/comeup',
        '강점 찾기 · 떠올리기 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/strength/miss-und',
        '강점 찾기 · 흔한 오해 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/strength/select',
        '강점 찾기 · 고르기 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/strength/priority',
        '강점 찾기 · 순위 정하기 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/strength/submitted',
        '강점 찾기 · 완료 | 진로의 시간',
        '나의 시간: 강점 카드를 고르고 순서를 정해 나에게 중요한 강점을 알아봐요.',
      ],
      [
        '/inner-und/interest/definition',
        '흥미 찾기 · 안내 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/inner-und/interest/comeup',
        '흥미 찾기 · 떠올리기 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/inner-und/interest/miss-und',
        '흥미 찾기 · 흔한 오해 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/inner-und/interest/select',
        '흥미 찾기 · 고르기 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/inner-und/interest/priority',
        '흥미 찾기 · 순위 정하기 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/inner-und/interest/submitted',
        '흥미 찾기 · 완료 | 진로의 시간',
        '나의 시간: 흥미 카드를 고르고 순서를 정해 나에게 중요한 흥미를 알아봐요.',
      ],
      [
        '/trt-phys-cond/definition',
        '성향·신체 조건 · 안내 | 진로의 시간',
        '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
      ],
      [
        '/trt-phys-cond/miss-und',
        '성향·신체 조건 · 흔한 오해 | 진로의 시간',
        '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
      ],
      [
        '/trt-phys-cond/trait/survey',
        '성향·신체 조건 · 성향 설문 | 진로의 시간',
        '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
      ],
      [
        '/trt-phys-cond/phys-cond/survey',
        '성향·신체 조건 · 신체 조건 설문 | 진로의 시간',
        '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
      ],
      [
        '/trt-phys-cond/submitted',
        '성향·신체 조건 · 완료 | 진로의 시간',
        '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
      ],
      ['/kskill/definition', '지식·기술 · 안내 | 진로의 시간', '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.'],
      ['/kskill/miss-und', '지식·기술 · 흔한 오해 | 진로의 시간', '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.'],
      [
        '/kskill/knw/select',
        '지식·기술 · 지식 고르기 | 진로의 시간',
        '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.',
      ],
      [
        '/kskill/skill/select',
        '지식·기술 · 기술 고르기 | 진로의 시간',
        '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.',
      ],
      ['/kskill/submitted', '지식·기술 · 완료 | 진로의 시간', '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.'],
      [
        '/jpref/definition',
        '직업 선호 · 안내 | 진로의 시간',
        '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
      ],
      [
        '/jpref/miss-und',
        '직업 선호 · 흔한 오해 | 진로의 시간',
        '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
      ],
      [
        '/jpref/survey',
        '직업 선호 · 설문 | 진로의 시간',
        '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
      ],
      [
        '/jpref/submitted',
        '직업 선호 · 완료 | 진로의 시간',
        '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
      ],
      ['/roadmaps', '실천의 시간 | 진로의 시간', '꿈 직업으로 가는 로드맵을 만들고 우선순위를 정해요.'],
      ['/roadmap/sample', '로드맵 예시 | 진로의 시간', '마일스톤과 미션으로 이루어진 로드맵 예시를 둘러봐요.'],
      [
        '/roadmap/:roadmapId',
        '나의 로드맵 | 진로의 시간',
        '마일스톤을 하나씩 깨며 경험치를 모으는 나의 진로 로드맵이에요.',
      ],
      [
        '/roadmap/:roadmapId/milestone/:milestoneTitle',
        '첫 마일스톤 — 마일스톤 | 진로의 시간',
        '첫 마일스톤 마일스톤의 미션과 진행 상황을 봐요.',
      ],
      [
        '/roadmap/:roadmapId/milestone/:milestoneTitle/mission/:missionId',
        '미션 | 진로의 시간',
        '미션을 하고 완료를 기록해요.',
      ],
      [
        '/roadmap/mission-market',
        '미션 마켓 | 진로의 시간',
        '자기이해, 직업 탐색, 학습, 경험 등 분야별 미션을 골라 로드맵에 담아요.',
      ],
      [
        '/roadmap/mission-market/category/:categoryId',
        '자기이해 미션 — 미션 마켓 | 진로의 시간',
        '내가 무엇을 좋아하고 중요하게 여기며 잘하는지 돌아보고 기록하는 미션이에요.',
      ],
      [
        '/roadmap/mission-market/category/:categoryId/sub/:subCategory',
        '돌아보기 — 자기이해 미션 | 진로의 시간',
        '자기이해 분야 돌아보기 미션을 둘러봐요.',
      ],
      ['/roadmap/mission-market/search', '미션 검색 | 진로의 시간', '미션을 이름과 초성으로 찾아요.'],
      [
        '/roadmap/mission-market/random',
        '오늘의 미션 | 진로의 시간',
        'AI가 추천하는 50개의 맞춤 미션, 또는 무작위 미션을 만나요.',
      ],
      ['/share/:id', '결과 카드 | 진로의 시간', '진로의 시간에서 진로 검사를 마친 사람이 나눈 결과 카드예요.'],
      [
        '/:username',
        '진로의 시간',
        '가치관·강점·흥미 검사로 나를 알고, 이유가 보이는 직업 추천과 미션 로드맵으로 진로를 찾아가요.',
      ],
      ['/:username/:postid', '잘못된 경로 | 진로의 시간', '요청한 주소를 찾을 수 없어요.'],
    ] as const
  ).map(([path, title, description]) => [path, [title, description] as const]),
);

function concretePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? name));
}

/**
 * What the page says that breaks issue 19's "no (를), (는), (가), (와), (로) fallbacks on any page"
 * or issue 20's 해요체: its title, its description and every line of its text, as a visitor gets
 * them (the source scan in tests/voice covers the templates). The route's parameters are sample
 * words, so a page that joins a particle to one shows it here.
 */
async function voiceProblems(page: Page): Promise<string[]> {
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  const lines = [await page.title(), description, ...(await page.locator('body').innerText()).split('\n')];
  return lines.filter(
    (line) => PARTICLE_FALLBACK.test(line) || (!SPEC_QUOTES.includes(line.trim()) && formalEnding(line) !== null),
  );
}

test.describe('every route', () => {
  for (const { path } of ROUTES) {
    test(`${path} loads with its title and description, naming its subject, in 해요체 without particle fallbacks`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
      });
      const expected = EXPECTED_HEADS[path];
      if (!expected) throw new Error(`no expected head for ${path}: add it to EXPECTED_HEADS`);
      const [title, description] = expected;
      await page.goto(concretePath(path));
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
      expect(await voiceProblems(page)).toEqual([]);
    });
  }
});
