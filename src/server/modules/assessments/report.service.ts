import { STEP_LABELS, STEPS, type Step } from '../../../shared/contracts/assessments';
import type { Report, ReportChange, ResultByStep, StepReport } from '../../../shared/contracts/report';
import type { Db } from '../../db/client';
import { type Assessments, listSubmittedByStep, type SubmittedTake } from './assessments.service';
import { compareResults } from './report-changes';
import {
  buildReportLabels,
  presentInterest,
  presentJpref,
  presentKskill,
  presentStrength,
  presentTraitPhys,
  presentValue,
} from './report-results';

const REPORT_NOTICE =
  '이 결과는 나를 돌아보는 데 도움을 주는 참고용이에요. 검증된 심리검사나 진단이 아니니, 어떤 직업이 맞고 안 맞는지 판정하는 데 쓰지 말아 주세요.';

/**
 * `GET /api/report`: each step's latest submitted result with Korean labels and a sentence,
 * which steps are complete, the next step to do, and what changed for retaken steps.
 */
export async function buildReport(db: Db, assessments: Assessments, userId: string): Promise<Report> {
  const submitted = await listSubmittedByStep(db, userId);
  const { banks } = assessments;
  const labels = buildReportLabels(banks);
  // One presenter per step; each reads its own typed take, so no step is handled as another.
  const present: { [S in Step]: (take: SubmittedTake<S>) => ResultByStep[S] } = {
    value: (take) => presentValue(take.scores),
    strength: (take) => presentStrength(banks, take.scores),
    interest: (take) => presentInterest(take.scores),
    'trt-phys-cond': (take) => presentTraitPhys(banks, labels, take.scores),
    kskill: (take) => presentKskill(labels, take.scores),
    jpref: (take) => presentJpref(banks.jpref, take.answers, take.scores),
  };

  const stepReport = <S extends Step>(step: S): StepReport<S> => {
    const [latest] = submitted[step];
    const presenter: (take: SubmittedTake<S>) => ResultByStep[S] = present[step];
    return {
      step,
      label: STEP_LABELS[step],
      isComplete: latest !== undefined,
      take: latest?.take ?? null,
      submittedAt: latest?.submittedAt ?? null,
      result: latest ? presenter(latest) : null,
    };
  };

  const change = <S extends Step>(step: S): ReportChange[] => {
    const [latest, previous] = submitted[step];
    if (!latest || !previous) return [];
    const presenter: (take: SubmittedTake<S>) => ResultByStep[S] = present[step];
    const { items, summary } = compareResults(step, presenter(previous), presenter(latest));
    return [
      {
        step,
        label: STEP_LABELS[step],
        previous: { take: previous.take, submittedAt: previous.submittedAt },
        current: { take: latest.take, submittedAt: latest.submittedAt },
        items,
        summary,
      },
    ];
  };

  const completedSteps = STEPS.filter((step) => submitted[step].length > 0);
  return {
    notice: REPORT_NOTICE,
    completedSteps,
    nextStep: STEPS.find((step) => submitted[step].length === 0) ?? null,
    steps: {
      value: stepReport('value'),
      strength: stepReport('strength'),
      interest: stepReport('interest'),
      'trt-phys-cond': stepReport('trt-phys-cond'),
      kskill: stepReport('kskill'),
      jpref: stepReport('jpref'),
    },
    changes: STEPS.flatMap((step) => change(step)),
  };
}
