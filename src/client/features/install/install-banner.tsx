import { useState } from 'react';
import { LOCAL_KEYS } from '../../../shared/constants';
import { readItem, writeItem } from '../../lib/storage';
import buttons from '../../ui/button.module.css';
import styles from './install-banner.module.css';
import { promptInstall, useCanInstall } from './install-prompt';

/**
 * A small inline offer to add the app to the home screen, shown where a person has just seen a
 * first result (the recommendations list), only when the browser can install it. Closing it, or
 * answering the browser's dialog either way, is remembered: it is not offered again.
 */
export function InstallBanner() {
  const canInstall = useCanInstall();
  const [dismissed, setDismissed] = useState(() => readItem('local', LOCAL_KEYS.installPromptDismissed) === 'true');
  if (!canInstall || dismissed) return null;

  const remember = () => {
    writeItem('local', LOCAL_KEYS.installPromptDismissed, 'true');
    setDismissed(true);
  };

  return (
    <section className={styles.banner} aria-labelledby="install-banner-title">
      <h2 id="install-banner-title" className={styles.title}>
        홈 화면에서 바로 열어 보세요
      </h2>
      <p className={styles.text}>앱처럼 설치하면 인터넷이 끊겨도 로드맵과 오늘의 미션을 볼 수 있어요.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            void promptInstall().finally(remember);
          }}
        >
          홈 화면에 추가하기
        </button>
        <button type="button" className={buttons.ghost} onClick={remember}>
          다음에 할게요
        </button>
      </div>
    </section>
  );
}
