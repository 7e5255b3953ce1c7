import { useEffect } from 'react';
import { LAYOUT, LOCAL_KEYS } from '../../../shared/constants';
import { writeItem } from '../../lib/storage';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './shell.module.css';

const SIDE_MENU_QUERY = `(min-width: ${LAYOUT.sideMenuMinViewport}px)`;

/**
 * The desktop-only welcome notice (spec §4), shown by the notice queue: once ever, from 1024px
 * wide; it hides after 3 s or on click. It points to the left side menu only where that menu
 * exists (from 1150px); between 1024 and 1149px it points to the top bar's menu button.
 */
export default function WelcomeNotice({ onClose }: { onClose: () => void }) {
  const hasSideMenu = useMediaQuery(SIDE_MENU_QUERY);

  useEffect(() => {
    writeItem('local', LOCAL_KEYS.hasShownDesktopWelcome, 'true');
    const timer = window.setTimeout(onClose, LAYOUT.welcomeShowMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  return (
    <div className={styles.welcome} role="status">
      <button type="button" className={styles.welcomeButton} onClick={onClose}>
        <strong>진로의 시간에 오신 걸 환영해요!</strong>
        <span>
          {hasSideMenu
            ? '왼쪽 바로가기 메뉴로 검사, 직업 탐색, 로드맵을 오갈 수 있어요.'
            : '왼쪽 위 메뉴 버튼을 누르면 검사, 직업 탐색, 로드맵을 오갈 수 있어요.'}
        </span>
      </button>
    </div>
  );
}
