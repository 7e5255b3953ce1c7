import { paths } from '../../../lib/paths';
import { ChipNav } from '../../../ui/chip-nav';
import { ARTICLE_CATEGORY_OPTIONS, type ArticleCategoryId } from '../article-categories';

/**
 * Category chips as links (`/articles?category=myths`), so the filter lives in the address:
 * it survives a reload, can be shared, and Back undoes it.
 */
export function CategoryFilter({ selected }: { selected: ArticleCategoryId | undefined }) {
  const options = [{ id: undefined, label: '전체' }, ...ARTICLE_CATEGORY_OPTIONS];
  const links = options.map(({ id, label }) => ({
    to: id ? `${paths.articles}?category=${id}` : paths.articles,
    label,
    current: id === selected ? ('true' as const) : undefined,
  }));
  return <ChipNav label="글 분류" links={links} isRow />;
}
