import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import type { MissionSummary } from '../../../../shared/contracts/missions';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { fetchMissions } from '../../../features/missions/api';
import missionStyles from '../../../features/missions/missions.module.css';
import { useRemote } from '../../../features/missions/use-remote';
import { paths } from '../../../lib/paths';
import buttons from '../../../ui/button.module.css';
import { MarketMissionItem } from './market-mission-item';
import { MarketNav } from './market-nav';
import styles from './pages.module.css';
import { RemoteStatus } from './remote-status';

const PAGE_SIZE = 30;
const loadFirstPage = (q: string, signal: AbortSignal) => fetchMissions({ q, limit: PAGE_SIZE }, signal);

/** /roadmap/mission-market/search?q=: missions by name, 초성 or description, with the count. */
export default function MissionSearchPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const first = useRemote(q || null, loadFirstPage);
  const [more, setMore] = useState<{ q: string; items: MissionSummary[]; cursor: string | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);

  const firstPage = first.remote.status === 'ready' ? first.remote.data : null;
  const extra = more?.q === q ? more : null;
  const items = [...(firstPage?.data ?? []), ...(extra?.items ?? [])];
  const cursor = extra ? extra.cursor : (firstPage?.nextCursor ?? null);

  const loadMore = async () => {
    if (!cursor) return;
    try {
      const page = await fetchMissions({ q, cursor, limit: PAGE_SIZE });
      setMore({ q, items: [...(extra?.items ?? []), ...page.data], cursor: page.nextCursor });
      setMoreError(null);
    } catch (error) {
      setMoreError(error instanceof Error ? error.message : '더 불러오지 못했어요.');
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>미션 마켓</p>
        <h1 className={styles.title}>미션 검색</h1>
        <p className={styles.lead}>미션 이름, 초성(예: ㅇㄹㅅ), 설명의 낱말로 찾을 수 있어요.</p>
      </header>
      <MarketNav />
      <SearchForm key={q} initial={q} onSearch={(next) => setParams(next ? { q: next } : {})} />

      <div aria-live="polite">
        {q === '' ? (
          <p className={styles.lead}>찾고 싶은 미션을 입력해 주세요.</p>
        ) : firstPage ? (
          <h2 className={styles.sectionTitle}>
            ‘{q}’ 검색 결과 {firstPage.total}개
          </h2>
        ) : null}
      </div>

      {q !== '' && first.remote.status !== 'ready' ? (
        <RemoteStatus remote={first.remote} retry={first.retry} notFound="미션을 찾지 못했어요." />
      ) : null}

      {firstPage && firstPage.total === 0 ? (
        <div className={styles.notice}>
          <p>‘{q}’에 맞는 미션이 없어요.</p>
          <p>더 짧은 낱말이나 초성으로 찾아보거나, 분야별로 둘러봐요.</p>
          <p>
            <Link to={paths.missionMarket}>분야별로 둘러보기</Link>
          </p>
        </div>
      ) : null}

      {items.length > 0 ? (
        <ul className={missionStyles.list} aria-label="검색 결과">
          {items.map((mission) => (
            <li key={mission.id}>
              <MarketMissionItem mission={mission} isLoggedIn={isLoggedIn} />
            </li>
          ))}
        </ul>
      ) : null}
      {moreError ? <p className={styles.error}>{moreError}</p> : null}
      {cursor ? (
        <button type="button" className={buttons.secondary} onClick={loadMore}>
          더 보기
        </button>
      ) : null}
    </div>
  );
}

/** Keyed by the query in the address, so back and forward show the query they went to. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <search>
      <form
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor="mission-q" className="visually-hidden">
          미션 검색
        </label>
        <input
          id="mission-q"
          type="search"
          value={text}
          placeholder="예: 포트폴리오, 면접, ㅈㄱㅅ"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttons.primary}>
          찾기
        </button>
      </form>
    </search>
  );
}
