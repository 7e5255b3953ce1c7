/**
 * The article categories in the order the filter shows them, with their Korean names: a copy of
 * ARTICLE_CATEGORIES / ARTICLE_CATEGORY_LABELS in shared/contracts/content.ts. A copy, because
 * that module builds zod schemas (about 24 KB gzip) that the article list does not need;
 * article-categories.test.ts fails the moment the two differ.
 */
export const ARTICLE_CATEGORY_OPTIONS = [
  { id: 'job-search', label: '취업 준비' },
  { id: 'self-understanding', label: '자기이해' },
  { id: 'career-planning', label: '진로 설계' },
  { id: 'myths', label: '진로 오해' },
  { id: 'workplace', label: '직장 생활' },
] as const;

export type ArticleCategoryId = (typeof ARTICLE_CATEGORY_OPTIONS)[number]['id'];

export function findArticleCategory(value: string | null) {
  return ARTICLE_CATEGORY_OPTIONS.find((option) => option.id === value);
}
