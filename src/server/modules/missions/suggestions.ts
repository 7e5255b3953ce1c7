import { MISSION_LIMITS } from '../../../shared/contracts/missions';
import { type FitProfile, fitMission, isEmptyProfile, type MissionFit } from './mission-fit';
import type { MarketMission } from './mission-market';
import { type Random, seededRandom, shuffled } from './seeded-random';

/**
 * The built-in recommender: which missions to show, as pure functions of the market, what is
 * known of the person, and a seed. No clock and no database here, so every rule is testable.
 */

/** How much chance may reorder missions of nearly equal fit, so lists rotate instead of freezing. */
const PERSONAL_JITTER = 2;
/** Today's missions by fit are drawn from this many best-fitting candidates. */
const DAILY_POOL = 24;
/** Today's missions: one from the next milestone of each of the first this-many roadmaps. */
const DAILY_ROADMAPS = 2;

export interface PickedMission {
  mission: MarketMission;
  why: string | null;
}

/** `count` missions in seeded random order: the same seed, the same list. */
export function pickRandomMissions(missions: readonly MarketMission[], seed: string, count: number): PickedMission[] {
  return shuffled(missions, seededRandom(seed))
    .slice(0, count)
    .map((mission) => ({ mission, why: null }));
}

/**
 * `count` missions that fit the profile best, with a little seeded chance among close fits.
 * Missions in `exclude` (e.g. already completed) are left out while enough others remain.
 */
export function pickPersonalisedMissions(
  missions: readonly MarketMission[],
  profile: FitProfile,
  seed: string,
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): PickedMission[] {
  const random = seededRandom(seed);
  const fresh = missions.filter((mission) => !exclude.has(mission.id));
  const pool = fresh.length >= count ? fresh : missions;
  return pool
    .map((mission) => ({ fit: fitMission(mission, profile), jitter: random() * PERSONAL_JITTER }))
    .sort((a, b) => b.fit.score + b.jitter - (a.fit.score + a.jitter))
    .slice(0, count)
    .map(({ fit }) => ({ mission: fit.mission, why: fit.why }));
}

/** What today's choice needs to know of the person's roadmaps (see roadmaps.service). */
interface DailyRoadmap {
  id: string;
  title: string;
  rank: number;
  nextMilestone: { title: string; openMissionIds: string[] } | null;
}

export interface DailyPick {
  missionId: string;
  why: string;
  roadmap: { _id: string; title: string; milestoneTitle: string } | null;
}

export interface DailyInput {
  missions: readonly MarketMission[];
  findMission(id: string): MarketMission | undefined;
  profile: FitProfile;
  roadmaps: readonly DailyRoadmap[];
  completedMissionIds: ReadonlySet<string>;
  /** Yesterday's picks: avoided while there are enough others, so each day brings new ones. */
  yesterdayMissionIds: ReadonlySet<string>;
  /** e.g. user id + day: the same all day, different the next. */
  seed: string;
}

function pickOne<T>(items: readonly T[], random: Random): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** Draws `count` fits, each with a chance in proportion to its score (+1, so every one has some), one per category. */
function drawByFit(fits: MissionFit[], count: number, random: Random): MissionFit[] {
  const drawn: MissionFit[] = [];
  const usedCategories = new Set<string>();
  let remaining = [...fits];
  while (drawn.length < count && remaining.length > 0) {
    const varied = remaining.filter((fit) => !usedCategories.has(fit.mission.category.id));
    const candidates = varied.length > 0 ? varied : remaining;
    const total = candidates.reduce((sum, fit) => sum + fit.score + 1, 0);
    const ticket = random() * total;
    let reached = 0;
    const chosen =
      candidates.find((fit) => {
        reached += fit.score + 1;
        return ticket < reached;
      }) ?? candidates[candidates.length - 1];
    if (!chosen) break;
    drawn.push(chosen);
    usedCategories.add(chosen.mission.category.id);
    remaining = remaining.filter((fit) => fit !== chosen);
  }
  return drawn;
}

function gentleWhy(mission: MarketMission): string {
  return mission.difficulty === 1
    ? `${mission.minutes}분이면 해 볼 수 있는 가벼운 ${mission.category.name} 미션이에요`
    : `오늘은 ${mission.category.name} 쪽으로 한 걸음 넓혀 봐요`;
}

/**
 * Today's 3–5 missions: one from the next milestone of each of the person's first two roadmaps
 * (by rank), then three by fit to the profile, drawn from the best candidates with the day's
 * seed and from different categories. Never a mission already completed.
 */
export function chooseDailyMissions(input: DailyInput): DailyPick[] {
  const random = seededRandom(input.seed);
  const picks: DailyPick[] = [];
  const taken = new Set<string>();
  const isOpen = (id: string) => !input.completedMissionIds.has(id) && !taken.has(id);
  const preferFresh = (ids: string[]) => {
    const fresh = ids.filter((id) => !input.yesterdayMissionIds.has(id));
    return fresh.length > 0 ? fresh : ids;
  };

  const roadmaps = [...input.roadmaps].sort((a, b) => a.rank - b.rank);
  for (const roadmap of roadmaps) {
    if (picks.length === DAILY_ROADMAPS) break;
    const next = roadmap.nextMilestone;
    if (!next) continue;
    const open = next.openMissionIds.filter((id) => isOpen(id) && input.findMission(id));
    const missionId = pickOne(preferFresh(open), random);
    if (!missionId) continue;
    taken.add(missionId);
    picks.push({
      missionId,
      why: `로드맵 ‘${roadmap.title}’의 다음 마일스톤 ‘${next.title}’에 도움이 돼요`,
      roadmap: { _id: roadmap.id, title: roadmap.title, milestoneTitle: next.title },
    });
  }

  const open = input.missions.filter((mission) => isOpen(mission.id));
  const fresh = open.filter((mission) => !input.yesterdayMissionIds.has(mission.id));
  const pool = fresh.length >= MISSION_LIMITS.dailyMin * 3 ? fresh : open;
  const fits = pool
    .map((mission) => fitMission(mission, input.profile))
    // Random order first, so that equal scores are broken by the day's seed, not file order.
    .map((fit) => ({ fit, order: random() }))
    .sort((a, b) => b.fit.score - a.fit.score || a.order - b.order)
    .map(({ fit }) => fit);
  const candidates = isEmptyProfile(input.profile) ? fits : fits.slice(0, DAILY_POOL);
  for (const fit of drawByFit(candidates, MISSION_LIMITS.dailyMin, random)) {
    picks.push({ missionId: fit.mission.id, why: fit.why ?? gentleWhy(fit.mission), roadmap: null });
  }
  return picks;
}
