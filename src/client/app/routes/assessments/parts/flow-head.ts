import { josa } from 'es-hangul';
import type { Step } from '../../../../../shared/contracts/assessments';
import type { RouteHead } from '../../../../../shared/route-head';
import { FLOW_BASES } from '../../../../lib/paths';

/** The pages every flow has, as their titles name them. */
const COMMON_PAGES: Readonly<Record<string, string>> = {
  definition: '안내',
  'miss-und': '흔한 오해',
  submitted: '완료',
};

/**
 * The heads of a step's pages (one route module shows them all): `{name} · {page}` and the step's
 * description, the page read from the route pattern shown (`/kskill/knw/select` → 지식 고르기).
 */
export function flowHeads(
  step: Step,
  name: string,
  description: string,
  pages: Readonly<Record<string, string>>,
): (pattern: string) => RouteHead {
  const labels = { ...COMMON_PAGES, ...pages };
  return (pattern) => {
    const label = labels[pattern.slice(FLOW_BASES[step].length + 1)];
    return { title: label ? `${name} · ${label}` : name, description };
  };
}

/** Each card sort's heads, by step. */
const CARD_SORT_HEADS = (
  [
    ['value', '가치관'],
    ['strength', '강점'],
    ['interest', '흥미'],
  ] as const
).map(([step, name]) => ({
  base: `${FLOW_BASES[step]}/`,
  heads: flowHeads(
    step,
    `${name} 찾기`,
    `나의 시간: ${name} 카드를 고르고 순서를 정해 나에게 중요한 ${josa(name, '을/를')} 알아봐요.`,
    { comeup: '떠올리기', select: '고르기', priority: '순위 정하기' },
  ),
}));

/** The three card sorts' heads: `/inner-und/{value,strength,interest}/*`. */
export function cardSortHead(pattern: string): RouteHead {
  const sort = CARD_SORT_HEADS.find(({ base }) => pattern.startsWith(base)) ?? CARD_SORT_HEADS[0];
  if (!sort) throw new Error('no card sort');
  return sort.heads(pattern);
}
