import { Link } from 'react-router';
import type { RoadmapDetail } from '../../../../../shared/contracts/roadmaps';
import { LevelBar } from '../../../../features/roadmaps/components/level-bar';
import { NextStep } from '../../../../features/roadmaps/components/next-step';
import { RoadmapPath } from '../../../../features/roadmaps/components/roadmap-path';
import { StreakCard } from '../../../../features/roadmaps/components/streak-card';
import roadmapStyles from '../../../../features/roadmaps/roadmaps.module.css';
import { paths, toPath } from '../../../../lib/paths';
import buttons from '../../../../ui/button.module.css';
import page from '../../../../ui/page.module.css';
import { PageHeader } from '../../../../ui/page-header';
import styles from '../pages.module.css';
import { Breadcrumbs } from './breadcrumbs';

interface RoadmapViewProps {
  roadmap: RoadmapDetail;
  /** The id in page addresses: the roadmap's, or 'sample'. */
  roadmapId: string;
  onTogglePause?: (isOn: boolean) => void;
  isBusy?: boolean;
}

/** A roadmap as a game board: level and XP, the streak, the next step, and the path of milestones. */
export function RoadmapView({ roadmap, roadmapId, onTogglePause, isBusy = false }: RoadmapViewProps) {
  const milestoneHref = (milestoneTitle: string) => toPath(paths.milestone, { roadmapId, milestoneTitle });
  const missionHref = (milestoneTitle: string, missionId: string) =>
    toPath(paths.mission, { roadmapId, milestoneTitle, missionId });
  return (
    <div className={page.page}>
      <Breadcrumbs trail={[{ to: paths.roadmaps, label: '실천의 시간' }]} current={roadmap.title} />
      <PageHeader
        eyebrow={
          <>
            {roadmap.isSample ? '로드맵 예시' : `${roadmap.rank}순위 로드맵`} · {roadmap.family.name}
          </>
        }
        title={roadmap.title}
        lead={
          <>
            마일스톤 {roadmap.milestones.length}개, 미션 {roadmap.progress.total}개 가운데 {roadmap.progress.completed}
            개를 마쳤어요 ({roadmap.progress.percent}%).
          </>
        }
      />
      {roadmap.isSample ? (
        <div className={styles.notice}>
          <p>
            소프트웨어 개발자를 꿈꾸는 사람의 로드맵 예시예요. 내 꿈 직업으로 로드맵을 만들면 미션을 완료하며 경험치와
            레벨을 모을 수 있어요.
          </p>
          <div className={styles.links}>
            <Link to={paths.roadmaps} className={buttons.primary}>
              내 로드맵 만들기
            </Link>
          </div>
        </div>
      ) : null}
      <section className={roadmapStyles.panel} aria-label="레벨과 연속 기록">
        <LevelBar game={roadmap.game} />
        <StreakCard streak={roadmap.game.streak} isBusy={isBusy} {...(onTogglePause ? { onTogglePause } : {})} />
      </section>
      <NextStep roadmap={roadmap} missionHref={missionHref} />
      <section className={styles.section} aria-labelledby="path-title">
        <h2 id="path-title" className={styles.sectionTitle}>
          마일스톤 길
        </h2>
        <RoadmapPath roadmap={roadmap} milestoneHref={milestoneHref} />
      </section>
      <div className={styles.links}>
        <Link to={paths.missionMarket} className={buttons.secondary}>
          미션 마켓에서 미션 더 담기
        </Link>
        <Link to={paths.missionRandom} className={buttons.secondary}>
          오늘의 미션
        </Link>
      </div>
    </div>
  );
}
