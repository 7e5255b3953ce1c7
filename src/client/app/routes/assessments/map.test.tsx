import { act, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../../shared/contracts/assessments';
import { anonymousKey } from '../../../features/assessments/anonymous-answers';
import { forgetStepDrafts } from '../../../features/assessments/draft-store';
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
    expect(screen.getByText('남은 단계를 마치면 추천 직업이 더 정확해져요.')).toBeInTheDocument();
    expect(screen.getByText('6단계 중 3단계를 마쳤어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '추천 직업 보기' })).toHaveAttribute('href', '/job-rec');
  });
});
