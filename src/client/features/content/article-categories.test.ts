import { describe, expect, it } from 'vitest';
import { findArticleCategory } from './article-categories';

describe('article categories of the web app', () => {
  it('finds a category from the address, and nothing for anything else', () => {
    expect(findArticleCategory('myths')?.label).toBe('진로 오해');
    expect(findArticleCategory('gossip')).toBeUndefined();
    expect(findArticleCategory(null)).toBeUndefined();
  });
});
