import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ARTICLE_CATEGORY_OPTIONS, type ArticleCategoryId } from '../article-categories';
import styles from '../content.module.css';

/**
 * Category chips as links (`/articles?category=myths`), so the filter lives in the address:
 * it survives a reload, can be shared, and Back undoes it.
 */
export function CategoryFilter({ selected }: { selected: ArticleCategoryId | undefined }) {
  const options = [{ id: undefined, label: '전체' }, ...ARTICLE_CATEGORY_OPTIONS];
  return (
    <nav aria-label="글 분류">
      <ul className={styles.chips}>
        {options.map(({ id, label }) => (
          <li key={label}>
            <Link
              to={id ? `${paths.articles}?category=${id}` : paths.articles}
              className={styles.chip}
              aria-current={id === selected ? 'true' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
