import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from '../celebration.module.css';
import type { Celebration } from '../celebration-slice';

/** How long a celebration stays when the keyboard focus is not in it. */
const SHOW_MS = 8_000;

/**
 * The level-up moment and the achievements one completion earned: a toast at the top of the
 * screen with a short burst (still under `prefers-reduced-motion: reduce`). It goes by itself
 * after a while, but not while the keyboard focus is in it; 닫기 closes it.
 */
export default function CelebrationToast({ celebration, onDone }: { celebration: Celebration; onDone: () => void }) {
  const [isHeld, setIsHeld] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => done.current(), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [isHeld]);

  return (
    <section
      className={styles.toast}
      aria-label="축하해요"
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      {celebration.level !== null && (
        <div className={styles.levelUp}>
          <span className={styles.burst} aria-hidden="true" />
          <p className={styles.levelBadge}>
            <span className={styles.levelWord}>레벨 업!</span>
            <span className={styles.levelNumber}>레벨 {celebration.level}</span>
          </p>
          <p className={styles.line}>이 로드맵이 레벨 {celebration.level}에 올랐어요.</p>
        </div>
      )}
      {celebration.achievements.length > 0 && (
        <div>
          <p className={styles.heading}>새 업적을 얻었어요</p>
          <ul className={styles.achievements}>
            {celebration.achievements.map((achievement) => (
              <li key={achievement.id} className={styles.achievement}>
                <span className={styles.emoji} aria-hidden="true">
                  {achievement.emoji}
                </span>
                <span>
                  <strong>{achievement.title}</strong>
                  <span className={styles.howTo}>{achievement.howTo}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={paths.mypage} className={styles.more} onClick={onDone}>
            마이페이지에서 업적 모두 보기
          </Link>
        </div>
      )}
      <button type="button" className={styles.close} onClick={onDone}>
        닫기
      </button>
    </section>
  );
}
