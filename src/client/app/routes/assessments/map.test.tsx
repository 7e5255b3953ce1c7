import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../../shared/contracts/assessments';
import { anonymousKey } from '../../../features/assessments/anonymous-answers';
import { assessmentsApi } from '../../../features/assessments/assessments-api';
import { forgetStepDrafts } from '../../../features/assessments/draft-store';
import { QUICK_START_STEPS } from '../../../features/assessments/quick-start';
import { fakeApi } from '../../../features/assessments/testing';
import { makeStore } from '../../store';
import MapPage from './map';

beforeEach(() => {
  forgetStepDrafts();
  fakeApi();
});
afterEach(() => vi.unstubAllGlobals());

async function renderMap(path: string) {
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>불러오는 중</p>}>
            <Routes>
              <Route path="/map" element={<MapPage />} />
              <Route path="/map/:fromJR" element={<MapPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </Provider>,
    );
  });
}

function finishAsVisitor(step: Step, answers: object) {
  window.localStorage.setItem(anonymousKey(step), JSON.stringify({ answers, submitted: true }));
}

const item = (label: string) =>
  within(screen.getByRole('list', { name: '여섯 단계 검사' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(label)) as HTMLElement;

describe('/map', () => {
  it("shows a visitor's own progress from this browser, the next step and no way to recommendations yet", async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    window.localStorage.setItem(
      anonymousKey('kskill'),
      JSON.stringify({ answers: { knowledge: ['2.C.1.a'] }, submitted: false }),
    );
    await renderMap('/map');

    expect(screen.getByText('6단계 중 1단계를 마쳤어요.')).toBeInTheDocument();
    expect(item('가치관')).toHaveTextContent('완료');
    expect(within(item('가치관')).getByRole('link', { name: '가치관 결과 보기' })).toHaveAttribute(
      'href',
      '/inner-und/value/submitted',
    );
    expect(item('강점')).toHaveTextContent('다음에 할 단계예요');
    expect(within(item('지식·기술')).getByRole('link', { name: '지식·기술 이어서 하기' })).toHaveAttribute(
      'href',
      '/kskill/knw/select',
    );
    expect(screen.getByRole('button', { name: '추천 직업 보기' })).toBeDisabled();
    expect(screen.getByText(/로그인하지 않아도 검사할 수 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /추천 직업으로 돌아가기/ })).toBeNull();
  });

  it('entered from the recommendations, it leads back to them, and opens them once enough is done', async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    finishAsVisitor('interest', { comeup: [], selected: ['b'], priority: ['b'] });
    finishAsVisitor('jpref', { answers: { pace: 'fast' } });
    await renderMap('/map/fromJR');

    expect(screen.getByRole('link', { name: '← 추천 직업으로 돌아가기' })).toHaveAttribute('href', '/job-rec');
    expect(screen.getByText('남은 3단계를 마치면 추천 직업이 더 정확해져요.')).toBeInTheDocument();
    expect(screen.getByText('6단계 중 3단계를 마쳤어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '추천 직업 보기' })).toHaveAttribute('href', '/job-rec');
  });

  it('entered from the recommendations with all six done, it promises nothing more from steps left', async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    finishAsVisitor('strength', { comeup: [], selected: ['a'], priority: ['a'] });
    finishAsVisitor('interest', { comeup: [], selected: ['b'], priority: ['b'] });
    finishAsVisitor('trt-phys-cond', { trait: {}, physCond: {} });
    finishAsVisitor('kskill', { knowledge: [], skill: [] });
    finishAsVisitor('jpref', { answers: { pace: 'fast' } });
    await renderMap('/map/fromJR');

    expect(screen.getByText('6단계 중 6단계를 마쳤어요.')).toBeInTheDocument();
    expect(screen.queryByText(/남은/)).toBeNull();
    expect(screen.getByText(/여섯 단계를 모두 마쳐서 추천 직업에 모든 답이 반영돼 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /첫 추천/ })).toBeNull();
  });
});

describe('/map quick start', () => {
  it('offers a new visitor a first list within ten minutes, from the value cards, with its estimate', async () => {
    await renderMap('/map');
    const panel = screen.getByRole('region', { name: '10분 안에 첫 추천 받기' });
    expect(within(panel).getByRole('link', { name: '빠르게 시작하기' })).toHaveAttribute(
      'href',
      '/inner-und/value/select',
    );
    const estimate = within(panel).getByText(/^카드 \d+장을 보고 골라요 · 약 \d+분$/);
    const minutes = Number(/약 (\d+)분/.exec(estimate.textContent ?? '')?.[1]);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('goes on with the interest cards once values are done, and opens the first list after both', async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    await renderMap('/map');
    const panel = screen.getByRole('region', { name: '10분 안에 첫 추천 받기' });
    expect(within(panel).getByRole('link', { name: '흥미 카드 고르기' })).toHaveAttribute(
      'href',
      '/inner-und/interest/select',
    );
    expect(within(panel).getByText(/가치관 카드 고르기/)).toHaveTextContent('마쳤어요');
  });

  it('once values and interests are done, leads to the first list', async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    finishAsVisitor('interest', { comeup: [], selected: ['b'], priority: ['b'] });
    await renderMap('/map');
    const panel = screen.getByRole('region', { name: '첫 추천이 준비됐어요' });
    expect(within(panel).getByRole('link', { name: '첫 추천 보기' })).toHaveAttribute('href', '/job-rec');
    expect(screen.getByRole('link', { name: '추천 직업 보기' })).toHaveAttribute('href', '/job-rec');
  });
});

describe('/map from the server', () => {
  it("renders a first visit's journey, reading no answer, and shows this browser's answers in place once hydrated", async () => {
    finishAsVisitor('value', { comeup: [], selected: ['a'], priority: ['a'] });
    // The server's store holds the two item banks (map.tsx's `loader`), as the page's state does.
    const store = makeStore();
    await Promise.all(
      QUICK_START_STEPS.map((step) => store.dispatch(assessmentsApi.endpoints.getItemBank.initiate(step))),
    );
    const app = (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/map']}>
          <Routes>
            <Route path="/map" element={<MapPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(within(container).getByText('6단계 중 0단계를 마쳤어요.')).toBeInTheDocument();
    expect(within(container).getByText(/^가치관 카드와 흥미 카드만 고르면/)).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: '빠르게 시작하기' })).toBeInTheDocument();
    const panel = container.querySelector('[aria-labelledby="quick-start-title"]');
    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(within(container).getByText('6단계 중 1단계를 마쳤어요.')).toBeInTheDocument();
    // The same panel, updated: the page's largest paint is not drawn anew.
    expect(container.querySelector('[aria-labelledby="quick-start-title"]')).toBe(panel);
    expect(within(container).getByRole('link', { name: '흥미 카드 고르기' })).toBeInTheDocument();
    container.remove();
  });
});
