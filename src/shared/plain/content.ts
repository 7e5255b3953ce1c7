/**
 * The zod-free half of shared/contracts/content.ts: the article categories in the order the
 * filter shows them, with their Korean names. The contract re-exports them; the web app imports
 * them from here so the article list does not build zod's schemas.
 */
export const ARTICLE_CATEGORIES = [
  'job-search',
  'self-understanding',
  'career-planning',
  'myths',
  'workplace',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  'job-search': '취업 준비',
  'self-understanding': '자기이해',
  'career-planning': '진로 설계',
  myths: '진로 오해',
  workplace: '직장 생활',
};
