import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Report, ResultByStep } from '../../../../shared/contracts/report';
import type { SummaryJobs } from './report-summary';
import { ReportView } from './report-view';
import { resultEntry, StepResultView } from './step-result-view';

const notDone = (step: string, label: string) => ({
  step,
  label,
  isComplete: false,
  take: null,
  submittedAt: null,
  result: null,
});

const REPORT = {
  notice: '참고용 결과예요.',
  completedSteps: ['value', 'interest'],
  nextStep: 'strength',
  steps: {
    value: {
      step: 'value',
      label: '가치관',
      isComplete: true,
      take: 2,
      submittedAt: '2026-11-20T09:00:00Z',
      result: {
        summary: '성취를 가장 중요하게 여겨요.',
        ranks: [
          { id: '1.B.2.a', label: '성취', score: 90, rank: 1 },
          { id: '1.B.2.f', label: '자율', score: 60, rank: 2 },
        ],
      },
    },
    strength: notDone('strength', '강점'),
    interest: {
      step: 'interest',
      label: '흥미',
      isComplete: true,
      take: 1,
      submittedAt: '2026-11-20T09:00:00Z',
      result: {
        summary: '탐구형과 예술형 활동에 끌려요.',
        code: 'IA',
        codeLabels: ['탐구형', '예술형'],
        scores: [
          { type: 'R', label: '현실형', score: 10 },
          { type: 'I', label: '탐구형', score: 80 },
          { type: 'A', label: '예술형', score: 70 },
          { type: 'S', label: '사회형', score: 30 },
          { type: 'E', label: '진취형', score: 20 },
          { type: 'C', label: '관습형', score: 0 },
        ],
      },
    },
    'trt-phys-cond': notDone('trt-phys-cond', '성향·신체 조건'),
    kskill: notDone('kskill', '지식·기술'),
    jpref: notDone('jpref', '직업 선호'),
  },
  changes: [
    {
      step: 'value',
      label: '가치관',
      previous: { take: 1, submittedAt: '2026-11-01T09:00:00Z' },
      current: { take: 2, submittedAt: '2026-11-20T09:00:00Z' },
      items: [{ label: '1위 가치', before: '안정', after: '성취', changed: true }],
      summary: '1위 가치가 안정에서 성취로 바뀌었어요.',
    },
  ],
} as Report;

const JOBS: SummaryJobs = {
  status: 'ready',
  jobs: [
    { rank: 1, name: '데이터 과학자', fitLevel: '매우 잘 맞아요', reason: '탐구형 흥미와 잘 맞아요.' },
    { rank: 2, name: '웹 개발자', fitLevel: '잘 맞아요', reason: '성취를 중요하게 여기는 점과 맞아요.' },
    { rank: 3, name: '통계학자', fitLevel: '잘 맞아요', reason: null },
  ],
};

function renderReport(jobs: SummaryJobs = JOBS) {
  return render(
    <MemoryRouter>
      <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} jobs={jobs} />
    </MemoryRouter>,
  );
}

describe('report', () => {
  it('draws the RIASEC hexagon with a table of the same scores, and the explanations', () => {
    render(
      <MemoryRouter>
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} jobs={JOBS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '나의 리포트' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /흥미 유형 육각형 그래프/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /흥미 유형별 관심 정도/ });
    expect(within(table).getByRole('row', { name: '탐구형 (I) 가장 두드러져요' })).toBeInTheDocument();
    // The interest summary is in the one-screen summary and again in the interest details.
    expect(screen.getAllByText('탐구형과 예술형 활동에 끌려요.')).toHaveLength(2);
    expect(screen.getByText('성취를 가장 중요하게 여겨요.')).toBeInTheDocument();
    // Each chart is explained in words, and the value ranks are bars with words (relative to the highest).
    expect(screen.getByText(/가장 많이 뻗은 유형들이 나의 흥미 코드가 돼요/)).toBeInTheDocument();
    const values = screen.getByRole('list', { name: '가치별 점수, 중요한 순서' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1위 성취가장 두드러져요', '2위 자율두드러지는 편이에요']);
  });

  it('shows the short result of a submitted page without the hexagon (its code stays on /myreport)', () => {
    // The fixture is cast as a whole; its interest result is the interest fixture above.
    const interest = REPORT.steps.interest.result as ResultByStep['interest'] | null;
    if (!interest) throw new Error('the fixture has an interest result');
    const { unmount } = render(<StepResultView {...resultEntry('interest', interest)} compact />);
    expect(screen.getByText('IA')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    // Without the report's chart, even the full view draws none.
    render(<StepResultView {...resultEntry('interest', interest)} compact={false} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('links the steps not done yet and shows what changed between takes', () => {
    render(
      <MemoryRouter>
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} jobs={JOBS} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '6단계 중 2단계를 마쳤어요' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '강점 검사하러 가기' })[0]).toHaveAttribute('href', '/start/strength');
    expect(screen.getByRole('row', { name: '1위 가치 안정 성취 (바뀜)' })).toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(
      <MemoryRouter>
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} jobs={JOBS} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: '인쇄하거나 PDF로 저장하기' }).click();
    expect(print).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
  it('starts with a one-screen summary: the top three jobs with a reason each, the interest code in words, values and strengths', () => {
    renderReport();
    const summary = screen.getByRole('region', { name: '한눈에 보기' });
    // The summary comes before any step's details.
    const article = screen.getByRole('article');
    expect(article.querySelector('section')).toBe(summary);
    const jobs = within(summary).getByRole('list', { name: '추천 직업 상위 3개' });
    const items = within(jobs).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: '데이터 과학자' })).toHaveAttribute(
      'href',
      '/job-browser/%EB%8D%B0%EC%9D%B4%ED%84%B0%20%EA%B3%BC%ED%95%99%EC%9E%90',
    );
    expect(items[0]).toHaveTextContent('1위데이터 과학자 매우 잘 맞아요탐구형 흥미와 잘 맞아요.');
    expect(within(summary).getByText('IA')).toBeInTheDocument();
    expect(summary).toHaveTextContent('탐구형·예술형');
    expect(summary).toHaveTextContent('탐구형과 예술형 활동에 끌려요.');
    expect(summary).toHaveTextContent('중요한 가치성취 · 자율');
    // Strength is not done yet: the summary says when it will show.
    expect(summary).toHaveTextContent('나의 강점이 단계를 마치면 보여요');
  });

  it('says why there are no jobs yet, while they load, and when they failed (with a retry)', () => {
    const { unmount } = renderReport({ status: 'not-enough' });
    expect(screen.getByText(/한 단계를 더 마치면 나에게 맞는 직업을 골라 드려요/)).toBeInTheDocument();
    unmount();
    const view = renderReport({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('추천 직업을 불러오는 중이에요...');
    view.unmount();
    const retry = vi.fn();
    renderReport({ status: 'error', message: '연결이 끊겼어요.', retry });
    expect(screen.getByRole('alert')).toHaveTextContent('추천 직업을 불러오지 못했어요. 연결이 끊겼어요.');
    screen.getByRole('button', { name: '다시 불러오기' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says scores in words and relative bars, never a bare zero', () => {
    renderReport();
    const table = screen.getByRole('table', { name: /흥미 유형별 관심 정도/ });
    expect(within(table).getByRole('row', { name: '관습형 (C) 덜 드러났어요' })).toBeInTheDocument();
    // The hexagon's labels name the types only.
    const labels = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(['현실형', '탐구형', '예술형', '사회형', '진취형', '관습형']);
    // The bars are relative: the highest value fills its track.
    const values = screen.getByRole('list', { name: '가치별 점수, 중요한 순서' });
    const fills = [...values.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].map(
      (fill) => fill.style.width,
    );
    expect(fills).toEqual(['100%', '67%']);
    expect(values).not.toHaveTextContent(/\d+점/);
  });

  it('keeps each step folded under its name, and opens them all to print', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReport();
    const details = [...document.querySelectorAll('details')];
    expect(details.map((element) => element.querySelector('summary h3')?.textContent)).toEqual([
      '흥미',
      '가치관',
      '강점',
      '성향·신체 조건',
      '지식·기술',
      '직업 선호',
      '다시 했을 때 달라진 점',
    ]);
    expect(details.every((element) => !element.open)).toBe(true);
    screen.getByRole('button', { name: '인쇄하거나 PDF로 저장하기' }).click();
    expect(details.every((element) => element.open)).toBe(true);
    expect(print).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
