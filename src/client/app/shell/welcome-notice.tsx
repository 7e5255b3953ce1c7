import { useEffect, useState } from 'react';
import { LAYOUT, LOCAL_KEYS } from '../../../shared/constants';
import { writeItem } from '../../lib/storage';
import { shouldShowWelcome } from './notice-conditions';
import styles from './shell.module.css';

/** The desktop-only welcome notice: once ever, hides after 3 s or on click (spec §4). */
export default function WelcomeNotice() {
  const [visible, setVisible] = useState(() => shouldShowWelcome(window.innerWidth));

  useEffect(() => {
    if (!visible) return;
    writeItem('local', LOCAL_KEYS.hasShownDesktopWelcome, 'true');
    const timer = window.setTimeout(() => setVisible(false), LAYOUT.welcomeShowMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <div className={styles.welcome} role="status">
      <button type="button" className={styles.welcomeButton} onClick={() => setVisible(false)}>
        <strong>진로의 시간에 오신 걸 환영해요!</strong>
        <span>왼쪽 바로가기 메뉴로 검사, 직업 탐색, 로드맵을 오갈 수 있어요.</span>
      </button>
    </div>
  );
}
