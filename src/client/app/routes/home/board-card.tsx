import { useEffect, useState } from 'react';
import type { Notice } from '../../../../shared/contracts/content';
import { http } from '../../../lib/http';
import { useAfterLoad } from '../../../lib/use-after-load';
import styles from './home.module.css';

type BoardState = { status: 'loading' } | { status: 'ready'; notices: Notice[] } | { status: 'error'; message: string };

/** Notices the board shows; home.module.css reserves their height (`.notices`). */
const BOARD_NOTICES = 3;

/** The bulletin board: the latest notices and the house-ad frame from /ad.html. */
export function BoardCard() {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const afterLoad = useAfterLoad();

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ data: Notice[] }>('/api/board', { signal: controller.signal })
      .then(({ data }) => setState({ status: 'ready', notices: data }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: err instanceof Error ? err.message : '공지를 불러오지 못했어요.' });
        }
      });
    return () => controller.abort();
  }, []);

  return (
    <section className={styles.card} aria-labelledby="board-title">
      <h2 id="board-title" className={styles.cardTitle}>
        게시판
      </h2>
      <div className={styles.notices} aria-live="polite">
        {state.status === 'loading' && <p className={styles.muted}>공지를 불러오는 중이에요...</p>}
        {state.status === 'error' && <p className={styles.muted}>{state.message}</p>}
        {state.status === 'ready' && state.notices.length === 0 && <p className={styles.muted}>아직 공지가 없어요.</p>}
        {state.status === 'ready' && state.notices.length > 0 && (
          <ul className={styles.noticeList}>
            {state.notices.slice(0, BOARD_NOTICES).map((notice) => (
              <li key={notice.id}>
                <details>
                  <summary>
                    {notice.pinned && <span className={styles.badge}>고정</span>}
                    <span className={styles.noticeTitle}>{notice.title}</span>
                    <time dateTime={notice.publishedAt} className={styles.muted}>
                      {notice.publishedAt.replaceAll('-', '.')}
                    </time>
                  </summary>
                  <p>{notice.body}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Its box is there from the start; its page loads once this page has (useAfterLoad). */}
      <iframe
        className={styles.adFrame}
        src={afterLoad ? '/ad.html' : undefined}
        title="진로의 시간 소식"
        loading="lazy"
        width="100%"
        height="120"
      />
    </section>
  );
}
