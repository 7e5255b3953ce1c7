import { useGetBoardQuery } from '../../../../features/content/content-api';
import { remoteOf } from '../../../../lib/remote';
import { useAfterLoad } from '../../../../lib/use-after-load';
import { AsyncState } from '../../../../ui/async-state';
import styles from '../home.module.css';

/** Notices the board shows; home.module.css reserves their height (`.notices`). */
const BOARD_NOTICES = 3;

/** The bulletin board: the latest notices and the house-ad frame from /ad.html. */
export function BoardCard() {
  const { remote: state, retry } = remoteOf(useGetBoardQuery());
  const afterLoad = useAfterLoad();

  return (
    <section className={styles.card} aria-labelledby="board-title">
      <h2 id="board-title" className={styles.cardTitle}>
        게시판
      </h2>
      <div className={styles.notices} aria-live="polite">
        <AsyncState
          remote={state}
          retry={retry}
          loading="공지를 불러오는 중이에요..."
          notFound="아직 공지가 없어요."
          isEmpty={(notices) => notices.length === 0}
          empty="아직 공지가 없어요."
        >
          {(notices) => (
            <ul className={styles.noticeList}>
              {notices.slice(0, BOARD_NOTICES).map((notice) => (
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
        </AsyncState>
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
