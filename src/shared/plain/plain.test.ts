import { describe, expect, it } from 'vitest';
import * as assessments from '../contracts/assessments';
import * as recommendations from '../contracts/recommendations';

describe('the zod-free words the contracts re-export', () => {
  it('are the steps, labels and types as the pages show them', () => {
    expect(assessments.STEPS).toEqual(['value', 'strength', 'interest', 'trt-phys-cond', 'kskill', 'jpref']);
    expect(assessments.STEP_LABELS).toEqual({
      value: '가치관',
      strength: '강점',
      interest: '흥미',
      'trt-phys-cond': '성향·신체 조건',
      kskill: '지식·기술',
      jpref: '직업 선호',
    });
    expect(assessments.RIASEC_ORDER).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(assessments.stepSchema.safeParse('kskill').success).toBe(true);
    expect(assessments.stepSchema.safeParse('mbti').success).toBe(false);
  });

  it('are the recommendation words the server validates with', () => {
    expect(recommendations.FIT_LEVELS).toEqual(['매우 잘 맞아요', '잘 맞아요', '어느 정도 맞아요', '덜 맞아요']);
    expect(recommendations.RATING_REASON_LABELS['not-for-me']).toBe('나와 맞지 않는 것 같아요');
    expect(recommendations.REASON_KIND_HEADINGS).toEqual({
      match: '이렇게 맞아요',
      gap: '이 점은 달라요',
      unknown: '아직 모르는 점',
    });
  });
});
