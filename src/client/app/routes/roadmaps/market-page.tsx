import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { CategoryGrid } from '../../../features/missions/components/category-grid';
import { missionsApi, useGetMissionCategoriesQuery } from '../../../features/missions/missions-api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import type { RouteModule } from '../../route-module';
import styles from './pages.module.css';
import { ROADMAPS_TRAIL } from './parts/head-trails';
import { MarketNav } from './parts/market-nav';

// The search box loads its form (and the form library) after the page's own code; the server's
// HTML stands in till then.
const MissionSearchForm = lazy(() =>
  import('../../../features/missions/components/mission-search-form').then((module) => ({
    default: module.MissionSearchForm,
  })),
);

/** /roadmap/mission-market: the categories, a search box and today's missions. */
export default function MissionMarketPage() {
  const { remote, retry } = remoteOf(useGetMissionCategoriesQuery());
  const navigate = useNavigate();
  const total = remote.status === 'ready' ? remote.data.reduce((sum, category) => sum + category.count, 0) : null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>실천의 시간</p>
        <h1 className={styles.title}>미션 마켓</h1>
        <p className={styles.lead}>
          {total ? `미션 ${total}개 가운데 ` : ''}마음에 드는 미션을 골라 내 로드맵의 마일스톤에 담아요.
        </p>
      </header>
      <MarketNav />
      <Suspense fallback={null}>
        <MissionSearchForm
          placeholder="미션 이름이나 초성 (예: 이력서, ㅇㄹㅅ)"
          rowClassName={styles.searchForm}
          onSearch={(q) => navigate(q ? `${paths.missionSearch}?q=${encodeURIComponent(q)}` : paths.missionSearch)}
        />
      </Suspense>
      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          분야
        </h2>
        {remote.status === 'ready' ? (
          <CategoryGrid
            categories={remote.data}
            hrefOf={(categoryId) => toPath(paths.missionCategory, { categoryId })}
          />
        ) : (
          <AsyncState
            loading="분야를 불러오는 중이에요…"
            remote={remote}
            retry={retry}
            notFound="분야를 찾을 수 없어요."
          />
        )}
      </section>
      <p>
        무엇부터 할지 모르겠다면 <Link to={paths.missionRandom}>오늘의 미션</Link>에서 골라 드릴게요.
      </p>
    </div>
  );
}

export const loader: RouteModule['loader'] = (store) => [
  store.dispatch(missionsApi.endpoints.getMissionCategories.initiate()),
];

export const head: RouteHead = {
  title: '미션 마켓',
  description: '자기이해, 직업 탐색, 학습, 경험 등 분야별 미션을 골라 로드맵에 담아요.',
  parents: () => ROADMAPS_TRAIL,
};
