import { josa } from 'es-hangul';
import type { RouteHead } from '../../../../../shared/route-head';
import { FLOW_BASES } from '../../../../../shared/route-paths';

/** The pages every flow has, as their titles name them. */
const COMMON_PAGES: Readonly<Record<string, string>> = {
  definition: '안내',
  'miss-und': '흔한 오해',
  submitted: '완료',
};

/**
 * The heads of a flow's pages (one route module shows them all): `{name} · {page}` and the flow's
 * description, the page read from the route pattern shown (`/kskill/knw/select` → 지식 고르기).
 */
export function flowHeads(
  base: string,
  name: string,
  description: string,
  pages: Readonly<Record<string, string>>,
): (pattern: string) => RouteHead {
  const labels = { ...COMMON_PAGES, ...pages };
  return (pattern) => {
    const label = labels[pattern.slice(base.length + 1)];
    return { title: label ? `${name} · ${label}` : name, description };
  };
}

const CARD_SORT_NAMES = { value: '가치관', strength: '강점', interest: '흥미' } as const;

/** The three card sorts' heads: `/inner-und/{value,strength,interest}/*`. */
export function cardSortHead(pattern: string): RouteHead {
  const step = (['value', 'strength', 'interest'] as const).find((name) => pattern.startsWith(`${FLOW_BASES[name]}/`));
  const name = CARD_SORT_NAMES[step ?? 'value'];
  return flowHeads(
    FLOW_BASES[step ?? 'value'],
    `${name} 찾기`,
    `나의 시간: ${name} 카드를 고르고 순서를 정해 나에게 중요한 ${josa(name, '을/를')} 알아봐요.`,
    { comeup: '떠올리기', select: '고르기', priority: '순위 정하기' },
  )(pattern);
}
