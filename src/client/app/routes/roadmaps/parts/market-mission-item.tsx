import { useId, useState } from 'react';
import type { MissionSummary } from '../../../../../shared/contracts/missions';
import { MissionCard } from '../../../../features/missions/components/mission-card';
import { MissionFacts } from '../../../../features/missions/components/mission-facts';
import { useGetMissionQuery } from '../../../../features/missions/missions-api';
import { AddToRoadmap } from '../../../../features/roadmaps/components/add-to-roadmap';
import { remoteOf } from '../../../../lib/remote';
import { AsyncState } from '../../../../ui/async-state';
import buttons from '../../../../ui/button.module.css';
import { LoginPrompt } from '../../../../ui/login-prompt';
import styles from '../pages.module.css';

interface MarketMissionItemProps {
  mission: MissionSummary;
  why?: string | null;
  isCompleted?: boolean;
  isLoggedIn: boolean;
}

/** A mission of the market: its card, and on request the whole mission and 'add to my roadmap'. */
export function MarketMissionItem({ mission, why = null, isCompleted = false, isLoggedIn }: MarketMissionItemProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <MissionCard mission={mission} why={why} isCompleted={isCompleted}>
      <div className={styles.itemActions}>
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={`${mission.title} ${isOpen ? '접기' : '자세히 보기'}`}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? '접기' : '자세히 보기'}
        </button>
      </div>
      {isOpen ? (
        <div id={panelId} className={styles.expanded}>
          <MissionDetails id={mission.id} />
          {isLoggedIn ? (
            <AddToRoadmap missionId={mission.id} />
          ) : (
            <LoginPrompt text="로그인하면 이 미션을 내 로드맵의 마일스톤에 담을 수 있어요." />
          )}
        </div>
      ) : null}
    </MissionCard>
  );
}

function MissionDetails({ id }: { id: string }) {
  const { remote, retry } = remoteOf(useGetMissionQuery(id));
  return (
    <AsyncState remote={remote} retry={retry} loading="미션을 불러오는 중이에요…">
      {(mission) => <MissionFacts mission={mission} />}
    </AsyncState>
  );
}
