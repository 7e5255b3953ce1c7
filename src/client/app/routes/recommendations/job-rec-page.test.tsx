import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobRecListResponse, Recommendation } from '../../../../shared/contracts/recommendations';
import { anonymousKey } from '../../../features/assessments/anonymous-answers';
import { fakeApi } from '../../../features/assessments/testing';
import { setUser } from '../../../features/auth/user-slice';
import { renderWithApp } from '../../../test/render';
import { aUser } from '../../../test/users';
import JobRecPage from './job-rec-page';

const SHARES = {
  value: 0.15,
  strength: 0.07,
  interest: 0.27,
  'trt-phys-cond': 0.05,
  kskill: 0.36,
  jpref: 0.1,
} as const;

const item: Recommendation = {
  job: {
    id: 'job-1',
    name: '소프트웨어 개발자',
    industry: 'it',
    summary: '프로그램을 만들어요.',
    riasec: 'IC',
    tags: [],
  },
  score: 81,
  fitLevel: '매우 잘 맞아요',
  rank: 1,
  reasons: [{ step: 'interest', kind: 'match', text: '흥미 유형 I·C가 이 직업의 핵심 흥미와 맞아요', weight: 40 }],
  myRating: null,
};

function draftList(): JobRecListResponse {
  const done = new Set(['value', 'interest']);
  return {
    data: [item],
    meta: {
      completedSteps: ['value', 'interest'],
      missingSteps: ['strength', 'trt-phys-cond', 'kskill', 'jpref'],
      enough: true,
      isDraft: true,
      coverage: Object.entries(SHARES).map(([step, share]) => ({
        step: step as keyof typeof SHARES,
        share,
        isComplete: done.has(step),
      })),
      total: 201,
      notes: ['참고용 추천이에요.'],
      // What every job of the list shares is sent once; each card still says it.
      sharedReasons: [
        {
          step: 'kskill',
          kind: 'unknown',
          text: '필요한 지식과 기술이 나와 맞는지는 지식·기술 단계를 마치면 알 수 있어요',
          weight: 0,
        },
      ],
    },
    variety: [],
    kept: [],
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/job-rec for a visitor', () => {
  it('with no answers in this browser, offers the quick path and log-in, and asks nothing', async () => {
    const api = fakeApi();
    await act(async () => {
      renderWithApp(<JobRecPage />, { path: '/job-rec' });
    });
    expect(screen.getByRole('link', { name: '10분 안에 첫 추천 받기' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('button', { name: '로그인하고 추천 보기' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/job-rec/preview')).toEqual([]);
  });

  it('with values and interests done here, shows a first draft from them, with the accuracy meter', async () => {
    const value = { answers: { comeup: [], selected: ['a'], priority: ['a'] }, submitted: true };
    const interest = { answers: { comeup: [], selected: ['b'], priority: ['b'] }, submitted: true };
    window.localStorage.setItem(anonymousKey('value'), JSON.stringify(value));
    window.localStorage.setItem(anonymousKey('interest'), JSON.stringify(interest));
    const api = fakeApi({ 'POST /api/job-rec/preview': { status: 200, body: draftList() } });
    await act(async () => {
      renderWithApp(<JobRecPage />, { path: '/job-rec' });
    });

    await waitFor(() => expect(screen.getByRole('heading', { name: '소프트웨어 개발자' })).toBeInTheDocument());
    expect(api.callsTo('POST', '/api/job-rec/preview').map((call) => call.body)).toEqual([
      { steps: { value, interest } },
    ]);
    expect(screen.getByText('첫 추천 · 초안')).toBeInTheDocument();
    expect(screen.getByText(/가치관·흥미 답으로 먼저 골라 본 첫 추천이에요/)).toBeInTheDocument();

    const meter = screen.getByRole('region', { name: '추천 정확도 높이기' });
    expect(within(meter).getByRole('meter', { name: '추천에 반영한 답' })).toHaveAttribute('value', '42');
    expect(within(meter).getByText(/여섯 단계 중 2단계의 답으로 만들었어요/)).toBeInTheDocument();
    // The step that adds most first (knowledge and skills, 36 %), then every step in the fold.
    const best = within(meter).getAllByRole('link', { name: '지식·기술 단계 하기', hidden: true })[0];
    expect(best).toHaveAttribute('href', '/kskill/definition');
    expect(best?.parentElement).toHaveTextContent('지식·기술 단계를 마치면 +36%, 가장 많이 올라가요.');
    expect(best?.parentElement).toHaveTextContent('같은 분야 안에서도 내 지식과 기술이 쓰이는 직업을 가려내요');
    const steps = Array.from(meter.querySelectorAll('details li'));
    expect(steps.map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '✓가치관 · 반영했어요 (15%)',
      '+강점 단계 하기 +7% · 내 강점을 살릴 수 있는 직업을 더 잘 알아봐요',
      '✓흥미 · 반영했어요 (27%)',
      '+성향·신체 조건 단계 하기 +5% · 일하는 성향과 편한 근무 환경을 살펴 확인할 점을 알려 드려요',
      '+지식·기술 단계 하기 +36% · 같은 분야 안에서도 내 지식과 기술이 쓰이는 직업을 가려내요',
      '+직업 선호 단계 하기 +10% · 바라는 근무 조건과 준비 기간, 관심 산업을 반영해요',
    ]);

    const card = screen.getByRole('article', { name: '소프트웨어 개발자' });
    expect(within(card).getByText('아직 모르는 점')).toBeInTheDocument();
    // Steps not taken are said once, without points, not as a watch-out per step.
    expect(
      within(card).getByText('지식·기술 단계를 아직 하지 않아서, 그 점이 이 직업과 맞는지는 아직 몰라요.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/필요한 지식과 기술이 나와 맞는지는/)).toBeNull();
    expect(card.textContent).not.toMatch(/[^0-9.]0점/);
    // A visitor cannot rate or keep a dream list: those need an account.
    expect(within(card).queryByRole('button', { name: /마음에/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: '꿈 목록에 담기' })).toBeNull();
    expect(screen.getByRole('button', { name: '로그인하고 결과 저장하기' })).toBeInTheDocument();
  });
});

describe('/job-rec for a signed-in person', () => {
  const finished = (missingSteps: JobRecListResponse['meta']['missingSteps']): JobRecListResponse => {
    const draft = draftList();
    return { ...draft, meta: { ...draft.meta, missingSteps, isDraft: false } };
  };

  /** The page of a signed-in person whose list the API answers with `missingSteps` left. */
  async function renderSignedIn(missingSteps: JobRecListResponse['meta']['missingSteps']) {
    fakeApi({ 'GET /api/job-rec': { status: 200, body: finished(missingSteps) } });
    const rendered = renderWithApp(<JobRecPage />, { path: '/job-rec' });
    act(() => {
      rendered.store.dispatch(setUser(aUser()));
    });
    return rendered;
  }

  it('offers more steps while some are left, and changing answers once all six are done', async () => {
    const first = await renderSignedIn(['jpref']);
    expect(await screen.findByRole('link', { name: '검사를 더 하고 추천 다듬기' })).toHaveAttribute(
      'href',
      '/map/fromJR',
    );
    first.unmount();

    await renderSignedIn([]);
    expect(await screen.findByRole('link', { name: '검사 답 바꿔 추천 다듬기' })).toHaveAttribute(
      'href',
      '/map/fromJR',
    );
    expect(screen.queryByRole('link', { name: '검사를 더 하고 추천 다듬기' })).toBeNull();
  });
});
