import { josa } from 'es-hangul';
import type { Step } from '../../../shared/contracts/assessments';
import type { ResultByStep } from '../../../shared/contracts/report';

/**
 * "How did my results change?": the main results of a step's previous and latest submitted
 * takes side by side, each as a short Korean text, and one sentence about the first change.
 */

export interface ChangeItem {
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const NONE = '없음';
const orNone = (text: string | undefined) => (text && text.length > 0 ? text : NONE);

/** The texts compared for each step, from one take's result. */
const MAIN_RESULTS: { [S in Step]: (result: ResultByStep[S]) => Array<[label: string, text: string]> } = {
  value: (result) => {
    const chosen = result.ranks.filter((value) => value.score > 0);
    return [
      ['가장 중요한 가치', orNone(chosen[0]?.label)],
      [
        '가치 순위(1~3위)',
        orNone(
          chosen
            .slice(0, 3)
            .map((value) => value.label)
            .join(' > '),
        ),
      ],
    ];
  },
  strength: (result) => [
    ['가장 자신 있는 강점', orNone(result.top[0]?.label)],
    ['순서를 정한 강점', orNone(result.top.map((card) => card.label).join(', '))],
  ],
  interest: (result) => [
    ['흥미 유형 코드', orNone(result.code)],
    ['가장 높은 유형', orNone(result.codeLabels[0])],
  ],
  'trt-phys-cond': (result) => [
    ['가장 높은 성향', orNone(result.workStyles[0]?.label)],
    [
      '편하게 느끼는 근무 환경',
      orNone(
        result.physCond
          .filter((item) => item.score >= 75)
          .map((item) => item.label)
          .join(', '),
      ),
    ],
  ],
  kskill: (result) => [
    ['고른 지식', orNone(result.knowledge.map((item) => item.label).join(', '))],
    ['고른 기술', orNone(result.skill.map((item) => item.label).join(', '))],
  ],
  jpref: (result) => [
    ['준비할 수 있는 교육', result.maxJobZone?.label ?? '상관없어요'],
    ['관심 산업', orNone(result.industries.map((industry) => industry.label).join(', '))],
  ],
};

export function compareResults<S extends Step>(
  step: S,
  previous: ResultByStep[S],
  current: ResultByStep[S],
): { items: ChangeItem[]; summary: string } {
  const main: (result: ResultByStep[S]) => Array<[string, string]> = MAIN_RESULTS[step];
  const before = main(previous);
  const after = main(current);
  const items = before.map(([label, text], index) => {
    const next = after[index]?.[1] ?? NONE;
    return { label, before: text, after: next, changed: text !== next };
  });
  return { items, summary: summarise(items) };
}

function summarise(items: readonly ChangeItem[]): string {
  const changed = items.filter((item) => item.changed);
  const [first] = changed;
  if (!first) return '지난번과 주요 결과가 같아요.';
  let summary =
    `${first.label}${josa.pick(first.label, '이/가')} '${first.before}'에서 ` +
    `'${first.after}'${josa.pick(first.after, '으로/로')} 바뀌었어요.`;
  if (changed.length > 1) summary += ` 그 밖에 ${changed.length - 1}가지가 달라졌어요.`;
  return summary;
}
