import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '../../../../shared/contracts/report';
import { STEP_LABELS, STEPS, type Step } from '../../../../shared/plain/assessments';
import { fakeApi } from '../../../features/assessments/testing';
import { setUser } from '../../../features/auth/user-slice';
import { aUser } from '../../../test/users';
import { makeStore } from '../../store';
import HomePage from './index';

const USER = aUser();

/** A report with `done` complete (results are not read by the home). */
function reportWith(done: Step[]): Report {
  const steps = Object.fromEntries(
    STEPS.map((step) => [
      step,
      { step, label: STEP_LABELS[step], isComplete: done.includes(step), take: null, submittedAt: null, result: null },
    ]),
  );
  const nextStep = STEPS.find((step) => !done.includes(step)) ?? null;
  return { notice: '참고용 결과예요.', completedSteps: done, nextStep, steps, changes: [] } as unknown as Report;
}

const ALL_STEPS: Step[] = [...STEPS];

const job = (rank: number, name: string, reason: string) => ({
  job: { id: `j${rank}`, name, industry: 'it', summary: '', riasec: 'IC', tags: [] },
  score: 90 - rank,
  fitLevel: rank === 1 ? '매우 잘 맞아요' : '잘 맞아요',
  rank,
  reasons: [
    { step: 'interest', kind: 'match', text: reason, weight: 20 },
    { step: 'jpref', kind: 'gap', text: '근무 시간이 길 수 있어요', weight: -2 },
  ],
  myRating: null,
});

const RECOMMENDATIONS = {
  data: [
    job(1, '데이터 과학자', '탐구형 흥미와 잘 맞아요'),
    job(2, '웹 개발자', '성취를 중요하게 여기는 점과 맞아요'),
    job(3, '통계학자', '수학 지식을 살릴 수 있어요'),
    job(4, '회계사', '꼼꼼함과 맞아요'),
  ],
  meta: { completedSteps: ALL_STEPS, missingSteps: [], enough: true, total: 200, notes: [] },
  variety: [],
  kept: [],
};

const MISSION = {
  id: 'm1',
  title: '관심 직업 인터뷰 영상 보기',
  category: { id: 'explore', name: '탐색' },
  sub: { id: 'video', name: '영상' },
  minutes: 20,
  difficulty: 1,
  xp: 10,
  cost: null,
};

const dailyWith = (isCompleted: boolean) => ({
  day: '2026-11-25',
  data: [
    {
      mission: MISSION,
      why: '로드맵의 다음 마일스톤에 도움이 돼요',
      roadmap: { _id: 'r1', title: '데이터 과학자 로드맵', milestoneTitle: '기초 다지기' },
      isCompleted,
    },
    {
      mission: { ...MISSION, id: 'm2', title: '진로 글 한 편 읽기', xp: 5 },
      why: '가볍게 해 볼 수 있어요',
      roadmap: null,
      isCompleted: false,
    },
  ],
});

const ROADMAPS = [
  {
    _id: 'r1',
    rank: 1,
    title: '데이터 과학자 로드맵',
    jobName: '데이터 과학자',
    level: 2,
    xp: 60,
    progress: { completed: 3, total: 10, percent: 30 },
  },
];

const GAME = {
  xp: 60,
  level: 2,
  levelStartXp: 50,
  nextLevelXp: 150,
  streak: {
    current: 4,
    isActiveToday: false,
    restDaysPerWeek: 1,
    restDayUsedThisWeek: false,
    isPaused: false,
    pausedSince: null,
  },
};

const ROADMAP_DETAIL = {
  ...ROADMAPS[0],
  isSample: false,
  family: { id: 'data', name: '데이터' },
  createdAt: '2026-11-01T00:00:00Z',
  game: GAME,
  nextStep: null,
  milestones: [],
};

const DREAM_LIST = [
  { id: 'd1', kind: 'catalog', name: '데이터 과학자', note: null, job: RECOMMENDATIONS.data[0]?.job, createdAt: '' },
  { id: 'd2', kind: 'custom', name: '여행 작가', note: null, job: null, createdAt: '' },
];

function personalApi(report: Report, overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/report': { status: 200, body: { data: report } },
    'GET /api/user-roadmap': { status: 200, body: { data: ROADMAPS } },
    'GET /api/user-roadmap/r1': { status: 200, body: { data: ROADMAP_DETAIL } },
    'GET /api/job-rec': { status: 200, body: RECOMMENDATIONS },
    'GET /api/missions/daily': { status: 200, body: dailyWith(false) },
    'GET /api/my-job': { status: 200, body: { data: DREAM_LIST } },
    'GET /api/board': { status: 200, body: { data: [] } },
    ...overrides,
  });
}

async function renderHome({ signedIn = true }: { signedIn?: boolean } = {}) {
  const store = makeStore();
  if (signedIn) store.dispatch(setUser(USER));
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/']}>
          <HomePage />
        </MemoryRouter>
      </Provider>,
    );
  });
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('the home of a signed-in person', () => {
  it('who finished all six steps names their #1 job and today\'s missions, not "진로 검사 시작하기"', async () => {
    personalApi(reportWith(ALL_STEPS));
    await renderHome();

    expect(
      await screen.findByRole('heading', { level: 1, name: '데이터 과학자가 가장 잘 맞아요' }),
    ).toBeInTheDocument();
    expect(screen.getByText('나의 1순위 추천 직업이에요. 탐구형 흥미와 잘 맞아요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '진로 검사 시작하기' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '추천 직업 모두 보기' })[0]).toHaveAttribute('href', '/job-rec');

    const missions = screen.getByRole('region', { name: '오늘의 미션' });
    expect(await within(missions).findByText('관심 직업 인터뷰 영상 보기')).toBeInTheDocument();
    // A mission of a roadmap is done in one tap; one from the market is put in a roadmap first.
    expect(within(missions).getByRole('button', { name: '관심 직업 인터뷰 영상 보기 완료하기' })).toBeEnabled();
    expect(within(missions).getByRole('link', { name: '진로 글 한 편 읽기 로드맵에 담기' })).toHaveAttribute(
      'href',
      '/roadmap/mission-market/random',
    );

    const growth = screen.getByRole('region', { name: '나의 성장' });
    expect(await within(growth).findByText('연속 기록')).toBeInTheDocument();
    expect(growth).toHaveTextContent('레벨2경험치60연속 기록4일');
    expect(within(growth).getByRole('progressbar', { name: '레벨 3까지' })).toHaveAttribute('aria-valuenow', '10');

    const jobs = within(screen.getByRole('region', { name: '나의 추천 직업' })).getAllByRole('listitem');
    expect(jobs.map((item) => item.textContent)).toEqual([
      '1위데이터 과학자매우 잘 맞아요 · 탐구형 흥미와 잘 맞아요.',
      '2위웹 개발자잘 맞아요 · 성취를 중요하게 여기는 점과 맞아요.',
      '3위통계학자잘 맞아요 · 수학 지식을 살릴 수 있어요.',
    ]);

    const dreams = screen.getByRole('region', { name: '꿈 목록' });
    expect(within(dreams).getByRole('link', { name: '데이터 과학자' })).toBeInTheDocument();
    expect(within(dreams).getByText('여행 작가')).toBeInTheDocument();
    // The spec's shortcuts stay, below.
    expect(screen.getByRole('navigation', { name: '바로가기' })).toBeInTheDocument();
  });

  it("completes today's mission in one tap, says so, and shows the list again from the server", async () => {
    let completed = false;
    const api = personalApi(reportWith(ALL_STEPS), {
      'GET /api/missions/daily': () => ({ status: 200, body: dailyWith(completed) }),
      'POST /api/user-roadmap/r1/missions/m1/complete': () => {
        completed = true;
        return {
          status: 200,
          body: {
            data: {
              missionId: 'm1',
              isCompleted: true,
              completedAt: '2026-11-25T01:00:00Z',
              reflection: null,
              xpChange: 10,
              wasAlreadyInState: false,
              leveledUp: false,
              game: GAME,
              progress: { completed: 4, total: 10, percent: 40 },
            },
          },
        };
      },
    });
    await renderHome();
    await userEvent.click(await screen.findByRole('button', { name: '관심 직업 인터뷰 영상 보기 완료하기' }));

    expect(await screen.findByText('‘관심 직업 인터뷰 영상 보기’를 완료했어요. 경험치 +10')).toHaveAttribute(
      'role',
      'status',
    );
    expect(await screen.findByRole('button', { name: '관심 직업 인터뷰 영상 보기 완료 되돌리기' })).toBeInTheDocument();
    // Completing made today's missions and the roadmap stale: both were asked for again.
    expect(api.callsTo('GET', '/api/missions/daily')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/user-roadmap/r1').length).toBeGreaterThanOrEqual(2);
  });

  it('with steps left, leads on to the next step', async () => {
    personalApi(reportWith(['value', 'interest']), {
      'GET /api/job-rec': {
        status: 200,
        body: { ...RECOMMENDATIONS, data: [], meta: { ...RECOMMENDATIONS.meta, enough: false } },
      },
    });
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: '다음은 강점 단계예요' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '진로 검사 진행' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('link', { name: '강점 단계 이어서 하기' })).toHaveAttribute(
      'href',
      '/inner-und/strength/definition',
    );
    expect(screen.queryByRole('link', { name: '진로 검사 시작하기' })).toBeNull();
    expect(await screen.findByText(/한 단계를 더 마치면 추천 직업을 볼 수 있어요/)).toBeInTheDocument();
  });

  it("who has not begun keeps the spec's home, and loads none of the personal parts", async () => {
    const api = personalApi(reportWith([]), { 'GET /api/user-roadmap': { status: 200, body: { data: [] } } });
    await renderHome();
    expect(await screen.findByRole('link', { name: '진로 검사 시작하기' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('heading', { level: 1, name: '나를 알고, 길을 찾는 시간' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '오늘의 미션' })).toBeNull();
    expect(api.callsTo('GET', '/api/missions/daily')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/job-rec')).toHaveLength(0);
  });

  it('says what failed and offers to try again, part by part', async () => {
    personalApi(reportWith(ALL_STEPS), {
      'GET /api/missions/daily': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } },
      },
      'GET /api/user-roadmap': { status: 200, body: { data: [] } },
      'GET /api/my-job': { status: 200, body: { data: [] } },
    });
    await renderHome();
    const missions = await screen.findByRole('region', { name: '오늘의 미션' });
    expect(await within(missions).findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    expect(within(missions).getByRole('button', { name: '다시 불러오기' })).toBeInTheDocument();
    // Empty parts say what to do.
    expect(screen.getByRole('region', { name: '나의 성장' })).toHaveTextContent('로드맵을 만들면');
    expect(screen.getByRole('region', { name: '꿈 목록' })).toHaveTextContent('아직 담은 직업이 없어요.');
  });

  it("when the progress cannot be loaded, keeps the spec's home and says so", async () => {
    personalApi(reportWith(ALL_STEPS), {
      'GET /api/report': { status: 500, body: { error: { code: 'INTERNAL', message: '문제가 생겼어요.' } } },
      'GET /api/user-roadmap': { status: 500, body: { error: { code: 'INTERNAL', message: '문제가 생겼어요.' } } },
    });
    await renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('나의 진행 상황을 불러오지 못했어요.');
    expect(screen.getByRole('link', { name: '진로 검사 시작하기' })).toBeInTheDocument();
  });
});

describe('the home of a visitor', () => {
  it("is the spec's home and asks for nothing personal", async () => {
    const api = personalApi(reportWith(ALL_STEPS));
    await renderHome({ signedIn: false });
    expect(screen.getByRole('link', { name: '진로 검사 시작하기' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/report')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: '바로가기' })).toBeNull();
  });

  it('who comes back after the quick path is led to their first list, and after some answers to the test', async () => {
    personalApi(reportWith([]));
    const submitted = JSON.stringify({ answers: {}, submitted: true });
    window.localStorage.setItem('anonymousAnswers:value', submitted);
    await renderHome({ signedIn: false });
    expect(screen.getByRole('link', { name: '진로 검사 이어 하기' })).toHaveAttribute('href', '/map');
    cleanup();

    window.localStorage.setItem('anonymousAnswers:interest', submitted);
    await renderHome({ signedIn: false });
    expect(screen.getByRole('link', { name: '첫 추천 다시 보기' })).toHaveAttribute('href', '/job-rec');
    expect(screen.queryByRole('link', { name: '진로 검사 시작하기' })).toBeNull();
    cleanup();

    // A signed-in person's answers are in their account (imported at log-in): the spec's home.
    personalApi(reportWith([]));
    await renderHome();
    expect(await screen.findByRole('link', { name: '진로 검사 시작하기' })).toHaveAttribute('href', '/map');
  });
});
