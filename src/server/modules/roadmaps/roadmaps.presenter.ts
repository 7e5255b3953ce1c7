import type {
  GameState,
  Milestone,
  NextStep,
  RoadmapDetail,
  RoadmapMission,
  RoadmapProgress,
  RoadmapSummary,
} from '../../../shared/contracts/roadmaps';
import { type MissionMarket, toMissionSummary } from '../missions/mission-market';
import type { Day } from './calendar';
import { levelOf, type PausePeriod, streakOf } from './game-rules';

/**
 * Shapes a roadmap's rows into the wire format. Missions are looked up in the market; a row
 * whose mission has left the market is left out rather than shown half-empty.
 */

/** What the presenter needs of a roadmap, whether stored or the public sample. */
export interface RoadmapFacts {
  id: string;
  rank: number;
  title: string;
  jobName: string | null;
  family: { id: string; name: string };
  createdAt: Date;
  isSample: boolean;
  milestones: Array<{
    title: string;
    description: string;
    missions: Array<{
      missionId: string;
      addedBy: 'template' | 'person';
      completedAt: Date | null;
      completedOn: Day | null;
      reflection: string | null;
    }>;
  }>;
  pauses: PausePeriod[];
}

export function progressOf(completed: number, total: number): RoadmapProgress {
  return { completed, total, percent: total === 0 ? 0 : Math.floor((completed / total) * 100) };
}

function presentMissions(market: MissionMarket, facts: RoadmapFacts['milestones'][number]): RoadmapMission[] {
  return facts.missions.flatMap((row) => {
    const mission = market.findById(row.missionId);
    if (!mission) return [];
    return [
      {
        ...toMissionSummary(mission),
        description: mission.description,
        doneWhen: mission.doneWhen,
        isCompleted: row.completedAt !== null,
        completedAt: row.completedAt?.toISOString() ?? null,
        reflection: row.reflection,
        addedBy: row.addedBy,
      },
    ];
  });
}

export function gameStateOf(milestones: readonly Milestone[], facts: RoadmapFacts, today: Day): GameState {
  const missions = milestones.flatMap((milestone) => milestone.missions);
  const xp = missions.reduce((sum, mission) => sum + (mission.isCompleted ? mission.xp : 0), 0);
  const activeDays = facts.milestones.flatMap((milestone) =>
    milestone.missions.flatMap((mission) => (mission.completedOn ? [mission.completedOn] : [])),
  );
  return { xp, ...levelOf(xp), streak: streakOf(activeDays, facts.pauses, today) };
}

function nextStepOf(milestones: readonly Milestone[]): NextStep | null {
  for (const milestone of milestones) {
    const open = milestone.missions.find((mission) => !mission.isCompleted);
    if (open) return { milestoneTitle: milestone.title, missionId: open.id, missionTitle: open.title };
  }
  return null;
}

export function presentRoadmapDetail(market: MissionMarket, facts: RoadmapFacts, today: Day): RoadmapDetail {
  const milestones: Milestone[] = facts.milestones.map((milestone, index) => {
    const missions = presentMissions(market, milestone);
    return {
      title: milestone.title,
      description: milestone.description,
      position: index + 1,
      progress: progressOf(missions.filter((mission) => mission.isCompleted).length, missions.length),
      missions,
    };
  });
  const game = gameStateOf(milestones, facts, today);
  const all = milestones.flatMap((milestone) => milestone.missions);
  return {
    _id: facts.id,
    rank: facts.rank,
    title: facts.title,
    jobName: facts.jobName,
    level: game.level,
    xp: game.xp,
    progress: progressOf(all.filter((mission) => mission.isCompleted).length, all.length),
    isSample: facts.isSample,
    family: facts.family,
    createdAt: facts.createdAt.toISOString(),
    game,
    nextStep: nextStepOf(milestones),
    milestones,
  };
}

export function presentRoadmapSummary(detail: RoadmapDetail): RoadmapSummary {
  return {
    _id: detail._id,
    rank: detail.rank,
    title: detail.title,
    jobName: detail.jobName,
    level: detail.level,
    xp: detail.xp,
    progress: detail.progress,
  };
}
