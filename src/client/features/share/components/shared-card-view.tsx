import type { ShareCardParts } from '../../../../shared/share-card';
import { shareCardTitle } from '../../../../shared/share-card';
import styles from '../share.module.css';

function Part({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className={styles.part}>
      <h2 className={styles.partTitle}>{title}</h2>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item} className={styles.chip}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A result card as its owner chose it: only the parts on it, nothing else. */
export function SharedCardView({ card, titleId }: { card: ShareCardParts; titleId: string }) {
  return (
    <div className={styles.card}>
      <h1 id={titleId} className={styles.cardTitle}>
        {shareCardTitle(card)}
      </h1>
      {card.interest && <Part title={`흥미 코드 ${card.interest.code}`} items={card.interest.words} />}
      {card.values && card.values.length > 0 && <Part title="중요하게 여기는 가치" items={card.values} />}
      {card.strengths && card.strengths.length > 0 && <Part title="나의 강점" items={card.strengths} />}
      {card.jobs && card.jobs.length > 0 && <Part title="관심 있는 직업" items={card.jobs} />}
    </div>
  );
}
