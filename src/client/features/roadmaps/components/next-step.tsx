import { Link } from 'react-router';
import type { RoadmapDetail } from '../../../../shared/contracts/roadmaps';
import styles from '../roadmaps.module.css';

/** The one thing to do next: the first mission not yet done, or a word of thanks when all are. */
export function NextStep({
  roadmap,
  missionHref,
}: {
  roadmap: RoadmapDetail;
  missionHref: (milestoneTitle: string, missionId: string) => string;
}) {
  const next = roadmap.nextStep;
  return (
    <section className={styles.nextStep} aria-labelledby="next-step-title">
      <h2 id="next-step-title" className={styles.panelTitle}>
        다음 할 일
      </h2>
      {next ? (
        <p>
          <span className={styles.hint}>{next.milestoneTitle} · </span>
          <Link to={missionHref(next.milestoneTitle, next.missionId)} className={styles.nextLink}>
            {next.missionTitle}
          </Link>
        </p>
      ) : (
        <p>모든 미션을 마쳤어요! 미션 마켓에서 새 미션을 담아 더 나아가 봐요.</p>
      )}
    </section>
  );
}
