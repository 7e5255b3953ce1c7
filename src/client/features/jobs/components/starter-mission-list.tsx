import type { StarterMission } from '../../../../shared/contracts/jobs';
import { DIFFICULTY_LABELS } from '../../../../shared/plain/missions';
import experience from '../experience.module.css';
import styles from '../jobs.module.css';

export function StarterMissionList({ missions }: { missions: StarterMission[] }) {
  return (
    <ol className={experience.missions}>
      {missions.map((mission) => (
        <li key={mission.id} className={experience.mission}>
          <h3 className={experience.missionTitle}>{mission.title}</h3>
          <p className={styles.meta}>
            <span>{mission.category.name}</span>
            <span aria-hidden="true">·</span>
            <span>{mission.minutes}분</span>
            <span aria-hidden="true">·</span>
            <span>난이도 {DIFFICULTY_LABELS[mission.difficulty] ?? mission.difficulty}</span>
            <span aria-hidden="true">·</span>
            <span>경험치 {mission.xp}</span>
          </p>
          <p>{mission.description}</p>
          <p className={styles.sectionNote}>
            <strong>다 했다면:</strong> {mission.doneWhen}
          </p>
          {mission.cost && <p className={styles.sectionNote}>비용: {mission.cost}</p>}
          <ul className={experience.reasons} aria-label="이 미션을 고른 이유">
            {mission.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
