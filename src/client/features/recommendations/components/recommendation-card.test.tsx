import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '../../../../shared/contracts/recommendations';
import { STEP_LABELS } from '../../../../shared/plain/assessments';
import { renderWithApp } from '../../../test/render';
import { NotEnough } from './not-enough';
import { RecommendationCard } from './recommendation-card';

const item: Recommendation = {
  job: {
    id: 'job-1',
    name: '소프트웨어 개발자',
    industry: 'it',
    summary: '프로그램을 만들어요.',
    riasec: 'CI',
    tags: ['프로그래밍'],
  },
  score: 90,
  fitLevel: '매우 잘 맞아요',
  rank: 1,
  reasons: [
    { step: 'interest', kind: 'match', text: '흥미 유형 I·R이 이 직업의 핵심 흥미와 맞아요', weight: 26 },
    { step: 'kskill', kind: 'unknown', text: '이 직업에 중요한 "수학"은 아직 고르지 않았어요', weight: 3 },
    { step: 'value', kind: 'gap', text: '중요하게 여기는 "관계"가 이 직업에서는 두드러지지 않아요', weight: 8 },
    {
      step: 'trt-phys-cond',
      kind: 'gap',
      text: '오래 서서 일하는 편이라 확인해 보세요 (진로의 시간 팀 추정)',
      weight: -2,
    },
  ],
  myRating: null,
};

function renderCard(onRate = vi.fn(async () => undefined), current = item) {
  renderWithApp(
    <RecommendationCard
      item={current}
      industryName={() => 'IT·소프트웨어'}
      stepLabel={() => '흥미'}
      onRate={onRate}
      dreamListAction={<button type="button">꿈 목록에 담기</button>}
    />,
  );
  return onRate;
}

describe('a recommendation card', () => {
  it('tells the fit in words, and each reason under a heading that says what it is', () => {
    renderCard();
    const card = screen.getByRole('article', { name: '소프트웨어 개발자' });
    expect(within(card).getByText('매우 잘 맞아요 · 90점')).toBeInTheDocument();
    const headings = within(card)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['이렇게 맞아요', '이 점은 달라요', '아직 모르는 점']);
    const listAfter = (name: string) => within(card).getByRole('heading', { name }).nextElementSibling as HTMLElement;
    expect(within(listAfter('이렇게 맞아요')).getByText(/흥미 유형 I·R/)).toBeInTheDocument();
    expect(within(listAfter('이 점은 달라요')).getByText(/두드러지지 않아요/)).toBeInTheDocument();
    expect(within(listAfter('이 점은 달라요')).getByText(/오래 서서 일하는 편이라/)).toBeInTheDocument();
    expect(within(listAfter('아직 모르는 점')).getByText(/아직 고르지 않았어요/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '로드맵 만들기' })).toHaveAttribute(
      'href',
      '/roadmaps?job=%EC%86%8C%ED%94%84%ED%8A%B8%EC%9B%A8%EC%96%B4%20%EA%B0%9C%EB%B0%9C%EC%9E%90',
    );
  });

  it('names the crowding correction, a reason of no step, as the method it comes from', () => {
    const crowding = {
      step: null,
      kind: 'gap',
      text: '여러 사람에게 두루 조금씩 맞는 직업이라, 나에게 특히 맞는 직업이 먼저 보이도록 조금 낮췄어요',
      weight: -3.2,
    } as const;
    renderCard(undefined, { ...item, reasons: [...item.reasons, crowding] });
    const reason = screen.getByText(/두루 조금씩 맞는 직업이라/);
    expect(reason).toHaveTextContent('추천 방식 -3.2점');
  });

  it('👍 saves at once; 👎 asks why first', async () => {
    const user = userEvent.setup();
    const onRate = renderCard();
    await user.click(screen.getByRole('button', { name: '추천이 마음에 들어요' }));
    expect(onRate).toHaveBeenCalledWith('소프트웨어 개발자', { rating: 'up' });

    await user.click(screen.getByRole('button', { name: '추천이 마음에 들지 않아요' }));
    const picker = screen.getByRole('group', { name: '어떤 점이 마음에 들지 않나요? (선택)' });
    await user.click(within(picker).getByRole('radio', { name: '근무 시간이 맞지 않아요' }));
    await user.click(within(picker).getByRole('button', { name: '의견 보내기' }));
    expect(onRate).toHaveBeenLastCalledWith('소프트웨어 개발자', { rating: 'down', reason: 'hours' });
    expect(screen.queryByRole('group', { name: /마음에 들지 않나요/ })).not.toBeInTheDocument();
  });

  it('shows the saved rating as pressed and takes it back on a second press', async () => {
    const user = userEvent.setup();
    const onRate = renderCard(undefined, { ...item, myRating: { rating: 'down', reason: 'pay' } });
    const down = screen.getByRole('button', { name: '추천이 마음에 들지 않아요' });
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/보수가 기대와 달라요/)).toBeInTheDocument();
    await user.click(down);
    expect(onRate).toHaveBeenCalledWith('소프트웨어 개발자', null);
  });

  it('says when saving a rating failed', async () => {
    const user = userEvent.setup();
    renderCard(vi.fn(async () => Promise.reject(new Error('네트워크에 연결할 수 없어요.'))));
    await user.click(screen.getByRole('button', { name: '추천이 마음에 들어요' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크에 연결할 수 없어요.');
  });
});

describe('too few steps', () => {
  it('names the needed steps still missing, each a link', () => {
    renderWithApp(
      <NotEnough
        meta={{
          completedSteps: ['value'],
          missingSteps: ['strength', 'interest', 'jpref'],
          enough: false,
          isDraft: false,
          coverage: [],
          total: 0,
          notes: [],
          sharedReasons: [],
        }}
        stepLabel={(step) => STEP_LABELS[step]}
        stepLink={(step) => `/${step}/definition`}
      />,
    );
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['흥미 단계 하기']);
    expect(screen.getByText('마친 단계: 가치관')).toBeInTheDocument();
  });
});
