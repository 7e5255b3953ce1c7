import { useEffect, useState } from 'react';
import styles from './connection-note.module.css';

/** Whether the service worker served this page from its copy (`<meta name="jinro-saved-copy">`, public/sw.js). */
function isSavedCopy(): boolean {
  return document.querySelector('meta[name="jinro-saved-copy"]') !== null;
}

/**
 * A note at the top of every page while the browser is offline, and on a page the service worker
 * served from its copy (it may be old). It follows the connection: back online, "인터넷에 연결되어
 * 있지 않아요" goes, and a copy offers to load the page anew.
 */
export function ConnectionNote() {
  const [online, setOnline] = useState(true);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    // After hydration: the server rendered the page online and without a copy.
    setOnline(navigator.onLine);
    setSaved(isSavedCopy());
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (online && !saved) return null;
  return (
    <div className={styles.note} role="status">
      {online ? (
        <p>
          저장해 둔 페이지예요. 최신 내용이 아닐 수 있어요.{' '}
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            새로 불러오기
          </button>
        </p>
      ) : (
        <p>
          인터넷에 연결되어 있지 않아요.{' '}
          {saved ? '저장해 둔 페이지라 최신 내용이 아닐 수 있어요.' : '저장해 둔 내용만 볼 수 있어요.'}
        </p>
      )}
    </div>
  );
}
