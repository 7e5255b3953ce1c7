import { useEffect, useState } from 'react';
import styles from './connection-note.module.css';

/** When the service worker kept the page now shown (its `<meta name="jinro-saved-copy">`, public/sw.js). */
function savedCopyDate(): Date | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="jinro-saved-copy"]')?.content;
  if (content === undefined) return null;
  const date = new Date(content);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

const savedFormat = new Intl.DateTimeFormat('ko-KR', {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Seoul',
});

/**
 * A note at the top of every page while the browser is offline, and on a page the service worker
 * served from its copy (it may be old). It follows the connection: back online, "인터넷에 연결되어
 * 있지 않아요" goes, and a copy offers to load the page anew.
 */
export function ConnectionNote() {
  const [online, setOnline] = useState(true);
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    // After hydration: the server rendered the page online and without a copy.
    setOnline(navigator.onLine);
    setSavedAt(savedCopyDate());
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (online && savedAt === null) return null;
  const when = savedAt && savedAt.getTime() > 0 ? `${savedFormat.format(savedAt)}에 ` : '';
  return (
    <div className={styles.note} role="status">
      {online ? (
        <p>
          {when}저장해 둔 페이지예요. 최신 내용이 아닐 수 있어요.{' '}
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            새로 불러오기
          </button>
        </p>
      ) : (
        <p>
          인터넷에 연결되어 있지 않아요.{' '}
          {savedAt ? `${when}저장해 둔 페이지라 최신 내용이 아닐 수 있어요.` : '저장해 둔 내용만 볼 수 있어요.'}
        </p>
      )}
    </div>
  );
}
