import { describe, expect, it } from 'vitest';
import { cardSort, jpref, kskill, traitPhys } from '../../../../tests/personas/build-answers';
import { type AnswersByStep, STEPS, type Step } from '../../../shared/contracts/assessments';
import { jobRecListResponseSchema } from '../../../shared/contracts/recommendations';
import { type Report, reportResponseSchema } from '../../../shared/contracts/report';
import { loginAs, SAME_ORIGIN, testAppForFile } from '../../test/test-app';

/**
 * The seam between the two modules, through the API only: a person who completes all six steps
 * (PUT then submit, as the step pages do) gets ranked job recommendations built from the profile
 * those steps produced, with Korean reasons naming the steps.
 */

const t = testAppForFile();

/** Clearly I·R: investigating and hands-on technical activities, analytical strengths. */
const IR_PERSON: AnswersByStep = {
  value: cardSort(
    ['v-achievement-accomplish', 'v-independence-creativity', 'v-achievement-ability'],
    ['v-achievement-growth', 'v-independence-autonomy'],
  ),
  strength: cardSort(
    ['s-ws-analytical', 's-ab-math-reasoning', 's-ws-persistence'],
    ['s-ws-innovation', 's-ws-detail', 's-ab-deductive'],
  ),
  interest: cardSort(
    ['i-i-lab-experiment', 'i-r-test-machines', 'i-i-analyze-substance', 'i-r-assemble-electronics'],
    ['i-i-observe-stars', 'i-r-install-computer', 'i-i-marine-life', 'i-r-fix-faucet'],
  ),
  'trt-phys-cond': traitPhys({ high: ['1.C.7.b', '1.C.1.b', '1.C.5.b'] }),
  kskill: kskill(['2.C.3.a', '2.C.3.b', '2.C.4.a', '2.C.4.b'], ['2.A.1.e', '2.A.1.f', '2.A.2.a', '2.B.2.i']),
  jpref: jpref({ 'jp-desk': 'mixed', 'jp-education': 4, 'jp-routine': 'creative', 'jp-industry': ['engineering'] }),
};

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function complete(cookie: string, step: Step) {
  const saved = await call('PUT', `/api/${step}`, cookie, IR_PERSON[step]);
  expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
  const submitted = await call('POST', `/api/${step}/submit`, cookie);
  expect(submitted.statusCode, `${step}: ${submitted.body}`).toBe(200);
}

describe('six steps through the API, then GET /api/job-rec', () => {
  it('ranks jobs for a clear I·R person with Korean reasons from the steps', async () => {
    const { cookie } = await loginAs(t);
    for (const step of STEPS) await complete(cookie, step);

    const report: Report = reportResponseSchema.parse((await call('GET', '/api/report', cookie)).json()).data;
    expect(report.completedSteps).toEqual([...STEPS]);
    expect(report.nextStep).toBeNull();
    // I: 6 + 4 + 1 + 1 = 12 of 22; R: 5 + 3 + 1 + 1 = 10 of 22; no other type chosen.
    expect(report.steps.interest.result).toMatchObject({ code: 'IR', codeLabels: ['탐구형', '현실형'] });

    const res = await call('GET', '/api/job-rec', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = jobRecListResponseSchema.parse(res.json());
    expect(meta).toMatchObject({ enough: true, completedSteps: [...STEPS], missingSteps: [] });
    expect(data).toHaveLength(20);
    // Equal shown scores share a rank (issue 28: equal scores shown as equal); the next rank skips.
    expect(data.map((item) => item.rank)).toEqual(
      data.map((item) => 1 + data.filter((other) => other.score > item.score).length),
    );
    expect(data[0]?.rank).toBe(1);

    // The best matches are investigative or realistic jobs, in a technical or scientific field.
    const top = data.slice(0, 5);
    for (const item of top) expect(item.job.riasec.slice(0, 2), item.job.name).toMatch(/[IR]/);
    expect(top.filter((item) => ['it', 'engineering', 'science'].includes(item.job.industry)).length).toBeGreaterThan(
      2,
    );

    // Reasons: Korean sentences, drawn from the steps the person took, the interest one naming the code.
    const first = data[0];
    expect(first?.reasons.every((reason) => /[가-힣]/.test(reason.text))).toBe(true);
    const steps = new Set(data.flatMap((item) => item.reasons.map((reason) => reason.step)));
    for (const step of ['value', 'strength', 'interest', 'trt-phys-cond', 'kskill'] as const)
      expect(steps).toContain(step);
    const interestReason = first?.reasons.find((reason) => reason.step === 'interest');
    expect(interestReason?.text).toMatch(
      /^내 흥미 유형 중 (탐구형|현실형)(·(탐구형|현실형))?이 이 직업의 핵심 흥미와 맞아요$/,
    );
    // The value reason quotes the person's own card at the rank they gave it (issue 28), never a
    // work-value category: 'v-independence-creativity' was their second priority card.
    expect(first?.reasons.find((reason) => reason.step === 'value')?.text).toBe(
      "가치관 2순위로 고른 '내 아이디어 시도하기'를 이 직업에서 특히 누릴 수 있어요",
    );
  });
});
