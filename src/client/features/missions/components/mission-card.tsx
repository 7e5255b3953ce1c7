import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MissionSummary } from '../../../../shared/contracts/missions';
import styles from '../missions.module.css';
import { Difficulty } from './difficulty';

interface MissionCardProps {
  mission: MissionSummary;
  /** Where the title leads, if anywhere. */
  href?: string;
  /** Why this mission was suggested. */
  why?: string | null;
  isCompleted?: boolean;
  /** Actions under the card (details, add to a roadmap …). */
  children?: ReactNode;
}

/** A mission in a list: its name, category, time, difficulty and XP at a glance. */
export function MissionCard({ mission, href, why, isCompleted = false, children }: MissionCardProps) {
  return (
    <article className={isCompleted ? `${styles.card} ${styles.cardDone}` : styles.card}>
      <p className={styles.category}>
        {mission.category.name} · {mission.sub.name}
      </p>
      <h3 className={styles.cardTitle}>{href ? <Link to={href}>{mission.title}</Link> : mission.title}</h3>
      <ul className={styles.facts}>
        <li>{mission.minutes}분</li>
        <li>
          <Difficulty difficulty={mission.difficulty} />
        </li>
        <li>경험치 {mission.xp}</li>
        {isCompleted ? <li className={styles.doneTag}>✓ 완료했어요</li> : null}
      </ul>
      {why ? <p className={styles.why}>{why}</p> : null}
      {children}
    </article>
  );
}
