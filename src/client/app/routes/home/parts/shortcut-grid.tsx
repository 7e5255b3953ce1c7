import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../../../lib/api';
import { paths, toPath } from '../../../../lib/paths';
import { useThunkDispatch } from '../../../../lib/use-app-dispatch';
import { Icon, type IconName } from '../../../../ui/icon';
import styles from '../home.module.css';

const NO_TOP_ROADMAP = '1순위 로드맵이 아직 없어요. 로드맵 관리 또는 실천의 시간에서 로드맵을 먼저 만들어 주세요.';

const SHORTCUTS: ReadonlyArray<{ label: string; icon: IconName; to?: string }> = [
  { label: '오늘의 미션', icon: 'sun', to: paths.missionRandom },
  { label: '나의 추천 직업', icon: 'target', to: paths.jobRec },
  { label: '1순위 로드맵', icon: 'flag' },
  { label: '미션 마켓', icon: 'market', to: paths.missionMarket },
  { label: '진로 아티클', icon: 'book', to: paths.articles },
  { label: '진로 검사', icon: 'test', to: paths.map },
  { label: '나의 리포트', icon: 'report', to: paths.myReport },
  { label: '로드맵 관리', icon: 'list', to: paths.roadmaps },
];

/** The logged-in user's 4 × 2 shortcuts (spec §2, Home page). */
export function ShortcutGrid() {
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const [busy, setBusy] = useState(false);

  // The home already holds my roadmaps (its growth part reads them): the cache answers when it
  // can, and the writes that change the ranks keep it fresh (`roadmaps-api.ts`). The roadmaps'
  // code is loaded on the tap: the home's first files stay the home's own (bench/bundle-budget).
  const openTopRoadmap = async () => {
    setBusy(true);
    try {
      const { roadmapsApi } = await import('../../../../features/roadmaps/roadmaps-api');
      const roadmaps = await dispatch(roadmapsApi.endpoints.getRoadmaps.initiate(undefined, { subscribe: false }));
      if (roadmaps.data) {
        const top = roadmaps.data.find((roadmap) => roadmap.rank === 1);
        if (top) navigate(toPath(paths.roadmap, { roadmapId: top._id }));
        else window.alert(NO_TOP_ROADMAP);
      } else {
        const error = roadmaps.error as Partial<ApiError> | undefined;
        window.alert(error?.status === 404 || !error?.message ? NO_TOP_ROADMAP : error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <nav aria-labelledby="shortcut-title" className={styles.shortcuts}>
      <h2 id="shortcut-title" className="visually-hidden">
        바로가기
      </h2>
      <ul className={styles.shortcutGrid}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.label}>
            {shortcut.to ? (
              <Link to={shortcut.to} className={styles.shortcut}>
                <Icon name={shortcut.icon} />
                <span>{shortcut.label}</span>
              </Link>
            ) : (
              <button type="button" className={styles.shortcut} onClick={openTopRoadmap} disabled={busy}>
                <Icon name={shortcut.icon} />
                <span>{shortcut.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
