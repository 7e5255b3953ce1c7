/**
 * Share cards ('결과 카드 공유하기') as plain TypeScript, so the web app reads them without zod;
 * the API's schemas are in `contracts/share.ts`.
 */

/** Limits of share links ('결과 카드 공유하기'), shared by the dialog and the server. */
export const SHARE_LIMITS = { maxJobs: 3, maxActiveLinks: 10, topItems: 3 } as const;

export const SHARE_MESSAGES = {
  nothingChosen: '카드에 담을 내용을 하나 이상 골라 주세요.',
  tooManyJobs: `직업은 ${SHARE_LIMITS.maxJobs}개까지 고를 수 있어요.`,
  noInterest: '흥미 검사 결과가 아직 없어요. 흥미 검사를 마친 뒤 골라 주세요.',
  noValues: '가치관 검사 결과가 아직 없어요. 가치관 검사를 마친 뒤 골라 주세요.',
  noStrengths: '강점 검사 결과가 아직 없어요. 강점 검사를 마친 뒤 골라 주세요.',
  unknownJob: '직업 목록에 없는 직업이에요. 추천 직업에서 골라 주세요.',
  tooManyLinks: `공유 링크는 ${SHARE_LIMITS.maxActiveLinks}개까지 만들 수 있어요. 마이페이지에서 안 쓰는 링크를 거둬들인 뒤 다시 만들어 주세요.`,
  notFound: '공유 카드를 찾을 수 없어요. 링크가 거둬들여졌거나 주소가 틀렸어요.',
} as const;

/** What a share card holds: only the parts its owner chose (the others are absent). */
export interface ShareCardParts {
  interest?: { code: string; words: string[] } | undefined;
  values?: string[] | undefined;
  strengths?: string[] | undefined;
  jobs?: string[] | undefined;
}

/** The card's headline: the interest code in words when chosen, else a general title. */
export function shareCardTitle(card: ShareCardParts): string {
  if (card.interest && card.interest.words.length > 0) return `나의 흥미 유형: ${card.interest.words.join('·')}`;
  return '나의 진로 카드';
}

/** One line per chosen part, as the page's description and the image read them. */
export function shareCardLines(card: ShareCardParts): string[] {
  return [
    ...(card.values?.length ? [`중요한 가치: ${card.values.join(', ')}`] : []),
    ...(card.strengths?.length ? [`나의 강점: ${card.strengths.join(', ')}`] : []),
    ...(card.jobs?.length ? [`관심 직업: ${card.jobs.join(', ')}`] : []),
  ];
}
