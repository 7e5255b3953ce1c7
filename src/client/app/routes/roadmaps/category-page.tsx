import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import type { RouteHead } from '../../../../shared/route-head';
import { selectIsLoggedIn } from '../../../features/auth/user-slice';
import missionStyles from '../../../features/missions/missions.module.css';
import {
  categoryMissionsArg,
  missionsApi,
  useGetMissionCategoriesQuery,
  useGetMissionsInfiniteQuery,
} from '../../../features/missions/missions-api';
import { paths, toPath } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { AsyncState } from '../../../ui/async-state';
import { ChipNav } from '../../../ui/chip-nav';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import type { RouteModule } from '../../route-module';
import { useSubjectTitle } from '../../shell/use-page-meta';
import styles from './pages.module.css';
import { Breadcrumbs } from './parts/breadcrumbs';
import { MARKET_TRAIL } from './parts/head-trails';
import { MarketMissionItem } from './parts/market-mission-item';
import { MarketNav } from './parts/market-nav';
import { TitledPage } from './parts/titled-page';

/**
 * /roadmap/mission-market/category/:categoryId and …/sub/:subCategory: the missions of a
 * category, narrowed by a sub-category.
 */
export default function MissionCategoryPage() {
  const { categoryId = '', subCategory = '' } = useParams();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const categories = remoteOf(useGetMissionCategoriesQuery());
  const category =
    categories.remote.status === 'ready' ? categories.remote.data.find((c) => c.id === categoryId) : undefined;
  const sub = category?.subs.find((candidate) => candidate.id === subCategory);
  const isKnown = category !== undefined && (subCategory === '' || sub !== undefined);
  const missionsQuery = useGetMissionsInfiniteQuery(categoryMissionsArg(categoryId, subCategory), { skip: !isKnown });
  const missions = remoteOf({ ...missionsQuery, currentData: missionsQuery.currentData?.pages[0] });
  useSubjectTitle(
    category && isKnown
      ? sub
        ? { name: sub.name, parent: category.name }
        : { name: category.name, summary: category.description }
      : undefined,
  );

  if (categories.remote.status !== 'ready' || !category || !isKnown) {
    return (
      <TitledPage title="미션 마켓">
        <MarketNav />
        <AsyncState
          loading="미션 마켓 분야를 불러오는 중이에요…"
          remote={categories.remote.status === 'ready' ? { status: 'not-found' } : categories.remote}
          retry={categories.retry}
          notFound="미션 마켓에 없는 분야예요. 분야 목록에서 다시 골라 주세요."
        />
      </TitledPage>
    );
  }

  return (
    <div className={page.page}>
      <Breadcrumbs
        trail={[
          { to: paths.missionMarket, label: '미션 마켓' },
          ...(sub ? [{ to: toPath(paths.missionCategory, { categoryId }), label: category.name }] : []),
        ]}
        current={sub ? sub.name : category.name}
      />
      <PageHeader
        eyebrow={<>미션 마켓 · {category.name}</>}
        title={sub ? sub.name : category.name}
        lead={category.description}
      />
      <ChipNav
        label="세부 분야"
        links={[
          {
            to: toPath(paths.missionCategory, { categoryId }),
            label: `전체 ${category.count}`,
            current: sub ? undefined : 'page',
          },
          ...category.subs.map((candidate) => ({
            to: toPath(paths.missionSubCategory, { categoryId, subCategory: candidate.id }),
            label: `${candidate.name} ${candidate.count}`,
            current: candidate.id === subCategory ? ('page' as const) : undefined,
          })),
        ]}
      />
      {missions.remote.status === 'ready' ? (
        <section className={styles.section} aria-labelledby="missions-title">
          <h2 id="missions-title" className={styles.sectionTitle}>
            미션 {missions.remote.data.total}개
          </h2>
          <ul className={missionStyles.list}>
            {missions.remote.data.data.map((mission) => (
              <li key={mission.id}>
                <MarketMissionItem mission={mission} isLoggedIn={isLoggedIn} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <AsyncState
          loading="미션을 불러오는 중이에요…"
          remote={missions.remote}
          retry={missions.retry}
          notFound="미션을 찾을 수 없어요."
        />
      )}
    </div>
  );
}

/** The categories (for the names) and the first page of the category's, or sub-category's, missions. */
export const loader: RouteModule['loader'] = (store, { params }) => [
  store.dispatch(missionsApi.endpoints.getMissionCategories.initiate()),
  store.dispatch(
    missionsApi.endpoints.getMissions.initiate(categoryMissionsArg(params.categoryId ?? '', params.subCategory ?? '')),
  ),
];

/** The category (its name and description), or the sub-category with its category's name. */
export const headData: RouteModule['headData'] = (state, { params }) => {
  const categories = missionsApi.endpoints.getMissionCategories.select()(state).data;
  const category = categories?.find((candidate) => candidate.id === params.categoryId);
  if (!category) return undefined;
  if (params.subCategory === undefined) {
    return { kind: 'named', subject: { name: category.name, summary: category.description } };
  }
  const sub = category.subs.find((candidate) => candidate.id === params.subCategory);
  return sub ? { kind: 'named', subject: { name: sub.name, parent: category.name } } : undefined;
};

const CATEGORY_HEAD: RouteHead = {
  title: '미션 마켓 · 분야',
  description: '분야별 미션을 둘러봐요.',
  subject: {
    title: ({ name }) => `${name} 미션 — 미션 마켓`,
    description: ({ name, summary }) => summary ?? `${name} 분야의 미션을 둘러봐요.`,
  },
  parents: () => MARKET_TRAIL,
};

const SUB_CATEGORY_HEAD: RouteHead = {
  title: '미션 마켓 · 세부 분야',
  description: '세부 분야의 미션을 둘러봐요.',
  subject: {
    title: ({ name, parent }) => (parent ? `${name} — ${parent} 미션` : `${name} 미션 — 미션 마켓`),
    description: ({ name, parent }) => `${parent ? `${parent} 분야 ` : ''}${name} 미션을 둘러봐요.`,
  },
  // Under its category, which the trail names (from the data) and links (from the URL).
  parents: ({ params, subject }) =>
    subject.parent === undefined || params.categoryId === undefined
      ? undefined
      : [
          ...MARKET_TRAIL,
          { name: `${subject.parent} 미션`, path: toPath(paths.missionCategory, { categoryId: params.categoryId }) },
        ],
};

/** A category's head, or a sub-category's. */
export const head = (pattern: string): RouteHead =>
  pattern === paths.missionSubCategory ? SUB_CATEGORY_HEAD : CATEGORY_HEAD;
