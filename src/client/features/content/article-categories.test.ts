import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '../../../shared/contracts/content';
import { ARTICLE_CATEGORY_OPTIONS, findArticleCategory } from './article-categories';

describe('article categories of the web app', () => {
  it('are exactly the contract’s, in its order, with its Korean names', () => {
    expect(ARTICLE_CATEGORY_OPTIONS.map((option) => option.id)).toEqual([...ARTICLE_CATEGORIES]);
    for (const option of ARTICLE_CATEGORY_OPTIONS) expect(option.label).toBe(ARTICLE_CATEGORY_LABELS[option.id]);
  });

  it('finds a category from the address, and nothing for anything else', () => {
    expect(findArticleCategory('myths')?.label).toBe('진로 오해');
    expect(findArticleCategory('gossip')).toBeUndefined();
    expect(findArticleCategory(null)).toBeUndefined();
  });
});
