import type { MissionSummary } from '../../../../shared/contracts/missions';
import { servicesNamedIn } from '../../../../shared/outside-services';
import { OutboundLink } from '../../../ui/outbound-link';
import styles from '../missions.module.css';
import { Difficulty } from './difficulty';

interface MissionFactsProps {
  mission: MissionSummary & { description: string; doneWhen: string };
}

/**
 * What to do, how long it takes, how hard it is and how to tell it is done; and links to the
 * outside services the mission names (고용24, 큐넷 …), each opened in a new tab.
 */
export function MissionFacts({ mission }: MissionFactsProps) {
  const services = servicesNamedIn([mission.title, mission.description, mission.doneWhen, mission.cost]);
  return (
    <dl className={styles.details}>
      <div>
        <dt>무엇을 하나요</dt>
        <dd>{mission.description}</dd>
      </div>
      <div>
        <dt>다 했는지 알아보는 법</dt>
        <dd>{mission.doneWhen}</dd>
      </div>
      {services.length > 0 ? (
        <div>
          <dt>바로 가기</dt>
          <dd>
            <ul className={styles.serviceLinks}>
              {services.map((service) => (
                <li key={service.id}>
                  <OutboundLink href={service.url} className={styles.serviceLink}>
                    {service.name}
                  </OutboundLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div className={styles.detailRow}>
        <dt>걸리는 시간</dt>
        <dd>약 {mission.minutes}분</dd>
      </div>
      <div className={styles.detailRow}>
        <dt>난이도</dt>
        <dd>
          <Difficulty difficulty={mission.difficulty} />
        </dd>
      </div>
      <div className={styles.detailRow}>
        <dt>경험치</dt>
        <dd>{mission.xp}</dd>
      </div>
      <div className={styles.detailRow}>
        <dt>비용·준비물</dt>
        <dd>{mission.cost ?? '따로 없어요'}</dd>
      </div>
    </dl>
  );
}
