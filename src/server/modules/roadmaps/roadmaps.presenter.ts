import {
  DAILY_XP_CAP,
  type GameState,
  type Milestone,
  type NextStep,
  type RoadmapDetail,
  type RoadmapMission,
  type RoadmapProgress,
  type RoadmapSummary,
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
  /** XP the person was awarded today across all roadmaps (for the daily cap). */
  dailyXpEarned: number;
  milestones: Array<{
    title: string;
    description: string;
    missions: Array<{
      missionId: string;
      addedBy: 'template' | 'person';
      completedAt: Date | null;
      completedOn: Day | null;
      reflection: string | null;
      /** What the first completion awarded; null on a completed row: the full XP. */
      awardedXp: number | null;
    }>;
  }>;
  pauses: PausePeriod[];
}

function progressOf(completed: number, total: number): RoadmapProgress {
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
        earnedXp: row.completedAt === null ? null : (row.awardedXp ?? mission.xp),
      },
    ];
  });
}

function gameStateOf(milestones: readonly Milestone[], facts: RoadmapFacts, today: Day): GameState {
  const missions = milestones.flatMap((milestone) => milestone.missions);
  const xp = missions.reduce((sum, mission) => sum + (mission.earnedXp ?? 0), 0);
  const activeDays = facts.milestones.flatMap((milestone) =>
    milestone.missions.flatMap((mission) => (mission.completedOn ? [mission.completedOn] : [])),
  );
  return {
    xp,
    ...levelOf(xp),
    streak: streakOf(activeDays, facts.pauses, today),
    dailyXp: { earned: facts.dailyXpEarned, cap: DAILY_XP_CAP },
  };
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
