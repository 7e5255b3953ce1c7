import { and, countDistinct, eq, sql } from 'drizzle-orm';
import {
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementFacts,
  achievementsMet,
} from '../../../shared/achievements';
import type { Achievement, EarnedAchievement } from '../../../shared/contracts/achievements';
import type { Db } from '../../db/client';
import { assessmentTakes, dreamJobs, earnedAchievements } from '../../db/schema/index';
import { listRoadmapDetails, type RoadmapContent } from '../roadmaps/roadmaps.service';

/**
 * Achievements (issue 21; the table is src/shared/achievements.ts). Earning is idempotent: each
 * achievement is stored once per person, with the time it was first found true, and kept even if
 * the condition later stops holding (an undo, a deleted roadmap). Checking runs after the writes
 * that can make a condition true; two checks at once insert each achievement once (the primary
 * key), and only the check whose insert landed reports it as new, so it is celebrated once.
 */

function present(definition: AchievementDefinition): EarnedAchievement {
  return { id: definition.id, emoji: definition.emoji, title: definition.title, howTo: definition.howTo };
}

/** What the conditions are about, counted now. */
async function factsOf(db: Db, content: RoadmapContent, userId: string, now: Date): Promise<AchievementFacts> {
  const [roadmaps, [dreamJobRow], [stepRow]] = await Promise.all([
    listRoadmapDetails(db, content, userId, now),
    db.select({ value: sql<number>`count(*)::integer` }).from(dreamJobs).where(eq(dreamJobs.userId, userId)),
    db
      .select({ value: countDistinct(assessmentTakes.step) })
      .from(assessmentTakes)
      .where(and(eq(assessmentTakes.userId, userId), eq(assessmentTakes.status, 'submitted'))),
  ]);
  const missions = roadmaps.flatMap((roadmap) => roadmap.milestones.flatMap((milestone) => milestone.missions));
  const milestones = roadmaps.flatMap((roadmap) => roadmap.milestones);
  const isDone = (progress: { completed: number; total: number }) =>
    progress.total > 0 && progress.completed === progress.total;
  return {
    roadmaps: roadmaps.length,
    missionsCompleted: missions.filter((mission) => mission.isCompleted).length,
    reflections: missions.filter((mission) => mission.isCompleted && mission.reflection).length,
    bestStreak: Math.max(0, ...roadmaps.map((roadmap) => roadmap.game.streak.current)),
    bestLevel: Math.max(0, ...roadmaps.map((roadmap) => roadmap.level)),
    milestonesCompleted: milestones.filter((milestone) => isDone(milestone.progress)).length,
    roadmapsCompleted: roadmaps.filter((roadmap) => isDone(roadmap.progress)).length,
    dreamJobs: Number(dreamJobRow?.value ?? 0),
    stepsSubmitted: Number(stepRow?.value ?? 0),
  };
}

/** Stores every achievement whose condition holds now; answers those this call earned, in table order. */
export async function earnAchievements(
  db: Db,
  content: RoadmapContent,
  userId: string,
  now: Date,
): Promise<EarnedAchievement[]> {
  const met = achievementsMet(await factsOf(db, content, userId, now));
  if (met.length === 0) return [];
  const inserted = await db
    .insert(earnedAchievements)
    .values(met.map((achievementId) => ({ userId, achievementId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ id: earnedAchievements.achievementId });
  const isNew = new Set(inserted.map((row) => row.id));
  return ACHIEVEMENTS.filter((definition) => isNew.has(definition.id)).map(present);
}

/** `GET /api/achievements`: every achievement, earned (with when) or not (with how far along). */
export async function listAchievements(
  db: Db,
  content: RoadmapContent,
  userId: string,
  now: Date,
): Promise<Achievement[]> {
  // Catches up on conditions that became true before achievements existed.
  await earnAchievements(db, content, userId, now);
  const [facts, rows] = await Promise.all([
    factsOf(db, content, userId, now),
    db.select().from(earnedAchievements).where(eq(earnedAchievements.userId, userId)),
  ]);
  const earnedAt = new Map(rows.map((row) => [row.achievementId, row.earnedAt.toISOString()]));
  return ACHIEVEMENTS.map((definition) => ({
    ...present(definition),
    earnedAt: earnedAt.get(definition.id) ?? null,
    progress: { current: Math.min(facts[definition.fact], definition.target), target: definition.target },
  }));
}

/** The achievements in 'download my data'. */
export async function exportAchievements(db: Db, userId: string) {
  const rows = await db.select().from(earnedAchievements).where(eq(earnedAchievements.userId, userId));
  return rows.map((row) => ({ achievementId: row.achievementId, earnedAt: row.earnedAt.toISOString() }));
}
