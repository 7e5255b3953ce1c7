import { addDays, type Day, weekStart } from './calendar';

/**
 * The game of a roadmap, as plain functions. The rules reward what a person does and never
 * take anything away for what they did not do:
 *
 * - **Experience (XP)**: a completed mission gives its market XP (10–50), once per roadmap, and
 *   at most DAILY_XP_CAP (100) a day per person across roadmaps: past the cap a completion gives
 *   what room is left, then 0 (it still counts for progress and the streak). Undoing takes the
 *   XP back but frees no room for the day; completing again restores what the first completion
 *   gave, on the day it was first completed: complete → undo → complete is one completion, never
 *   more XP nor a new streak day. Nothing else lowers XP. (Issue 21 adds the cap and the restore
 *   to the spec's rules.)
 * - **Levels**: level n starts at 25·n·(n−1) XP — 0, 50, 150, 300, 500, 750 … — so each level
 *   asks 50 XP more than the one before (level n → n+1 takes 50·n XP). A template roadmap of
 *   ~25 missions reaches about level 4–5; the first levels come quickly.
 * - **Streak**: the number of days with at least one completed mission in the current run.
 *   Counting back from today: today never breaks it (the day is not over); one day off per week
 *   (Monday–Sunday) is a rest day and is forgiven; days inside an exam-period pause are frozen —
 *   neither counted nor missed; a second day off in the same week ends the run. A broken run is
 *   simply a new run: XP and levels are never lost.
 */
const LEVEL_STEP_XP = 50;

/** What a first completion awards: the mission's XP, or the room left under today's cap. */
export function xpAward(missionXp: number, earnedToday: number, dailyCap: number): number {
  return Math.max(0, Math.min(missionXp, dailyCap - earnedToday));
}
const REST_DAYS_PER_WEEK = 1;

/** Total XP at which `level` starts: 25·n·(n−1). */
export function levelStartXp(level: number): number {
  return (LEVEL_STEP_XP / 2) * level * (level - 1);
}

export interface LevelState {
  level: number;
  levelStartXp: number;
  nextLevelXp: number;
}

export function levelOf(xp: number): LevelState {
  let level = 1;
  while (levelStartXp(level + 1) <= xp) level++;
  return { level, levelStartXp: levelStartXp(level), nextLevelXp: levelStartXp(level + 1) };
}

/** An exam-period pause from `startedOn` to `endedOn` inclusive; `null` means still on. */
export interface PausePeriod {
  startedOn: Day;
  endedOn: Day | null;
}

export interface StreakState {
  current: number;
  isActiveToday: boolean;
  restDaysPerWeek: number;
  restDayUsedThisWeek: boolean;
  isPaused: boolean;
  pausedSince: Day | null;
}

function isPausedOn(day: Day, pauses: readonly PausePeriod[], today: Day): boolean {
  return pauses.some((pause) => pause.startedOn <= day && day <= (pause.endedOn ?? today));
}

/**
 * The streak on `today`, from the days with a completed mission (`activeDays`) and the pauses.
 * Pure: the same days give the same streak.
 */
export function streakOf(activeDays: Iterable<Day>, pauses: readonly PausePeriod[], today: Day): StreakState {
  const active = new Set(activeDays);
  const openPause = pauses.find((pause) => pause.endedOn === null && pause.startedOn <= today) ?? null;
  const earliest = [...active].sort()[0];
  const restsByWeek = new Map<Day, number>();
  let current = 0;

  // Today counts once it has a completion, but an empty today is not a day off yet.
  for (let day = active.has(today) ? today : addDays(today, -1); earliest && day >= earliest; day = addDays(day, -1)) {
    if (active.has(day)) {
      current++;
      continue;
    }
    if (isPausedOn(day, pauses, today)) continue;
    const week = weekStart(day);
    const rests = restsByWeek.get(week) ?? 0;
    if (rests >= REST_DAYS_PER_WEEK) break;
    restsByWeek.set(week, rests + 1);
  }

  const thisWeek = weekStart(today);
  let restDayUsedThisWeek = false;
  // Only a rest inside the run counts: a day off before the run began was not 'used' for it.
  if (current > 0) restDayUsedThisWeek = (restsByWeek.get(thisWeek) ?? 0) >= REST_DAYS_PER_WEEK;

  return {
    current,
    isActiveToday: active.has(today),
    restDaysPerWeek: REST_DAYS_PER_WEEK,
    restDayUsedThisWeek,
    isPaused: openPause !== null,
    pausedSince: openPause?.startedOn ?? null,
  };
}
