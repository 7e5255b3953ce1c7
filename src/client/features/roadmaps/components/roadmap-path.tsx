import { Link } from 'react-router';
import type { Milestone, RoadmapDetail } from '../../../../shared/contracts/roadmaps';
import styles from '../roadmaps.module.css';

type Stage = 'done' | 'current' | 'ahead';

const STAGE_TEXT: Record<Stage, string> = { done: '완료', current: '진행 중', ahead: '시작 전' };
const STAGE_MARK: Record<Stage, string> = { done: '✓', current: '▶', ahead: '' };

function stageOf(milestone: Milestone, nextTitle: string | undefined): Stage {
  if (milestone.progress.total > 0 && milestone.progress.completed === milestone.progress.total) return 'done';
  return milestone.title === nextTitle ? 'current' : 'ahead';
}

/** The milestones as stages on a path, each with its state in words and its progress. */
export function RoadmapPath({
  roadmap,
  milestoneHref,
}: {
  roadmap: RoadmapDetail;
  milestoneHref: (title: string) => string;
}) {
  return (
    <ol className={styles.path} aria-label="마일스톤">
      {roadmap.milestones.map((milestone) => {
        const stage = stageOf(milestone, roadmap.nextStep?.milestoneTitle);
        return (
          <li key={milestone.title} className={`${styles.stage} ${styles[stage] ?? ''}`}>
            <span className={styles.stageMarker} aria-hidden="true">
              {STAGE_MARK[stage] || milestone.position}
            </span>
            <div className={styles.stageBody}>
              <h3 className={styles.stageTitle}>
                <Link to={milestoneHref(milestone.title)}>
                  {milestone.position}단계 · {milestone.title}
                </Link>
              </h3>
              <p className={styles.hint}>
                {STAGE_TEXT[stage]} · 미션 {milestone.progress.completed}/{milestone.progress.total} 완료
              </p>
              <p className={styles.stageDescription}>{milestone.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
