import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, type ArticleCategory } from '../../../shared/plain/content';

/** The article categories in the order the filter shows them, with their Korean names. */
export const ARTICLE_CATEGORY_OPTIONS = ARTICLE_CATEGORIES.map((id) => ({ id, label: ARTICLE_CATEGORY_LABELS[id] }));

export type ArticleCategoryId = ArticleCategory;

export function findArticleCategory(value: string | null) {
  return ARTICLE_CATEGORY_OPTIONS.find((option) => option.id === value);
}
