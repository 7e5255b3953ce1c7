import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import { MissionSearchForm } from '../../../features/missions/components/mission-search-form';
import missionStyles from '../../../features/missions/missions.module.css';
import {
  MISSION_SEARCH_PAGE_SIZE,
  missionsApi,
  useGetMissionsInfiniteQuery,
} from '../../../features/missions/missions-api';
import { paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import buttons from '../../../ui/button.module.css';
import type { RouteModule } from '../../route-module';
import styles from './pages.module.css';
import { MarketMissionItem } from './parts/market-mission-item';
import { MarketNav } from './parts/market-nav';

/** /roadmap/mission-market/search?q=: missions by name, 초성 or description, with the count. */
export default function MissionSearchPage() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const query = useGetMissionsInfiniteQuery({ q, limit: MISSION_SEARCH_PAGE_SIZE }, { skip: q === '' });
  const pages = query.currentData?.pages;
  const first = remoteOf({ ...query, currentData: pages?.[0] });
  const firstPage = pages?.[0] ?? null;
  const items = pages?.flatMap((page) => page.data) ?? [];
  const moreError = query.isFetchNextPageError
    ? ((query.error as { message?: string } | undefined)?.message ?? '더 불러오지 못했어요.')
    : null;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>미션 마켓</p>
        <h1 className={styles.title}>미션 검색</h1>
        <p className={styles.lead}>미션 이름, 초성(예: ㅇㄹㅅ), 설명의 낱말로 찾을 수 있어요.</p>
      </header>
      <MarketNav />
      {/* Keyed by the search in the address, so back and forward show the search they went to. */}
      <MissionSearchForm
        key={q}
        initial={q}
        placeholder="예: 포트폴리오, 면접, ㅈㄱㅅ"
        rowClassName={styles.searchForm}
        onSearch={(next) => setParams(next ? { q: next } : {})}
      />

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
        <AsyncState
          loading="미션을 찾는 중이에요…"
          remote={first.remote}
          retry={first.retry}
          notFound="미션을 찾지 못했어요."
        />
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
      {query.hasNextPage ? (
        <button type="button" className={buttons.secondary} onClick={loadMore}>
          더 보기
        </button>
      ) : null}
    </div>
  );
}

export const loader: RouteModule['loader'] = (store, { search }) => {
  const q = search.get('q')?.trim() ?? '';
  return q ? [store.dispatch(missionsApi.endpoints.getMissions.initiate({ q, limit: MISSION_SEARCH_PAGE_SIZE }))] : [];
};

export const head: RouteHead = {
  title: '미션 검색',
  description: '미션을 이름과 초성으로 찾아요.',
};
