import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Report, ResultByStep } from '../../../../shared/contracts/report';
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

describe('report', () => {
  it('draws the RIASEC hexagon with a table of the same scores, and the explanations', () => {
    render(
      <MemoryRouter>
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '나의 리포트' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /흥미 유형 육각형 그래프/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '흥미 유형별 점수 (100점 만점)' });
    expect(within(table).getByRole('row', { name: '탐구형 (I) 80' })).toBeInTheDocument();
    expect(screen.getByText('탐구형과 예술형 활동에 끌려요.')).toBeInTheDocument();
    expect(screen.getByText('성취를 가장 중요하게 여겨요.')).toBeInTheDocument();
    // Each chart is explained in words, and the value ranks are bars with their numbers written out.
    expect(screen.getByText(/가장 많이 뻗은 유형들이 나의 흥미 코드가 돼요/)).toBeInTheDocument();
    const values = screen.getByRole('list', { name: '가치별 점수, 중요한 순서' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1위 성취90점', '2위 자율60점']);
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
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '6단계 중 2단계를 마쳤어요' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '강점 검사 하러 가기' })[0]).toHaveAttribute('href', '/start/strength');
    expect(screen.getByRole('row', { name: '1위 가치 안정 성취 (바뀜)' })).toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(
      <MemoryRouter>
        <ReportView report={REPORT} stepPath={(step) => `/start/${step}`} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: '인쇄하거나 PDF로 저장하기' }).click();
    expect(print).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
