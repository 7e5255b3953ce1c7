import { describe, expect, it } from 'vitest';
import type { StepState, StepStatus } from '../step-status';
import { STEPS } from '../steps';
import { nextAfter } from './submitted-page';

const TRT_NEXT = {
  lead: '다음은 내가 가진 지식과 기술을 골라 볼 차례예요.',
  label: '다음 단계: 지식·기술 찾기',
  path: '/kskill/definition',
};

/** Every step in `state`, but those named in `others`. */
function statuses(state: StepState, others: Partial<Record<(typeof STEPS)[number], StepState>> = {}): StepStatus[] {
  return STEPS.map((step) => ({
    step,
    state: others[step] ?? state,
    isRetaking: false,
    continuePath: `/continue/${step}`,
  }));
}

describe('where a finished step points next (issue 30)', () => {
  it('keeps the next step the content names while it is not done', () => {
    expect(nextAfter('trt-phys-cond', TRT_NEXT, statuses('not-started', { 'trt-phys-cond': 'complete' }))).toEqual(
      TRT_NEXT,
    );
  });

  it('points to the results once all six are done', () => {
    expect(nextAfter('trt-phys-cond', TRT_NEXT, statuses('complete'))).toEqual({
      lead: '여섯 단계를 모두 마쳤어요. 지금까지의 답을 모아 고른 추천 직업을 볼 수 있어요.',
      label: '추천 직업 보기',
      path: '/job-rec',
    });
  });

  it('skips a next step already done for the first one left after this one', () => {
    expect(nextAfter('trt-phys-cond', TRT_NEXT, statuses('complete', { strength: 'in-progress' }))).toEqual({
      lead: '강점 단계가 아직 남았어요.',
      label: '다음 단계: 강점',
      path: '/continue/strength',
    });
  });

  it('leaves a step that points to the results as it is', () => {
    const jprefNext = { lead: '추천해 드릴게요.', label: '추천 직업 보기', path: '/job-rec' };
    expect(nextAfter('jpref', jprefNext, statuses('not-started'))).toEqual(jprefNext);
  });
});
