import { Link } from 'react-router';
import type { MissionCategory } from '../../../../shared/contracts/missions';
import styles from '../missions.module.css';

/** The market's categories as tiles, each with its mission count and a line about it. */
export function CategoryGrid({
  categories,
  hrefOf,
}: {
  categories: MissionCategory[];
  hrefOf: (id: string) => string;
}) {
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={hrefOf(category.id)} className={styles.categoryTile}>
            <span className={styles.categoryName}>{category.name}</span>
            <span className={styles.categoryCount}>미션 {category.count}개</span>
            <span className={styles.categoryDescription}>{category.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
