import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type DailyMissionsResponse,
  MISSION_MESSAGES,
  type MissionCategory,
  type MissionDetail,
  type MissionListQuery,
  type MissionListResponse,
  type RandomMissionsQuery,
  type RandomMissionsResponse,
} from '../../../shared/contracts/missions';
import { searchIndex } from '../../../shared/korean-search';
import type { AiConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  addDays,
  getSuggestionContext,
  listCompletedMissions,
  type RoadmapContent,
  type SuggestionContext,
  seoulDay,
} from '../roadmaps/roadmaps.service';
import { phraseWhys } from './ai-phrasing';
import { EMPTY_PROFILE, type FitProfile, isEmptyProfile } from './mission-fit';
import { type MissionMarket, toMissionDetail, toMissionSummary } from './mission-market';
import { findDailyPicks, insertDailyPicks, listDailyPicks } from './missions.queries';
import { describeProfile, loadFitProfile } from './person-profile';
import { chooseDailyMissions, type DailyPick, pickPersonalisedMissions, pickRandomMissions } from './suggestions';

/**
 * The mission market (CONTRACT.md, "Roadmaps and missions"): reads of the read-only market,
 * a random or personalised set, and today's suggestions. What a person has done comes from the
 * roadmaps service; what they are like from the assessments service (see person-profile.ts).
 */

export interface MissionsContext {
  roadmapContent: RoadmapContent;
  ai: AiConfig | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Only tests replace it (a fake AI endpoint is reached through the real fetch otherwise). */
  fetch?: typeof fetch;
}

export function listCategories(market: MissionMarket): readonly MissionCategory[] {
  return market.categories;
}

/** Throws NOT_FOUND. */
export function getMission(market: MissionMarket, id: string): MissionDetail {
  const mission = market.findById(id);
  if (!mission) throw new AppError('NOT_FOUND', { message: MISSION_MESSAGES.missionNotFound });
  return toMissionDetail(mission);
}

function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('VALIDATION_ERROR', { fields: { cursor: MISSION_MESSAGES.badCursor } });
  return Number(match[1]);
}

/**
 * `GET /api/missions`: by category and sub-category, and by search (title, 초성, sub-category,
 * description) best match first; otherwise in market order. Throws VALIDATION_ERROR for an
 * unknown category or sub-category, a sub without a category, or a bad cursor.
 */
export function listMissions(market: MissionMarket, query: MissionListQuery): MissionListResponse {
  const category = query.category ? market.categories.find((candidate) => candidate.id === query.category) : undefined;
  if (query.category && !category) {
    throw new AppError('VALIDATION_ERROR', { fields: { category: MISSION_MESSAGES.unknownCategory } });
  }
  if (query.sub && !category) {
    throw new AppError('VALIDATION_ERROR', { fields: { sub: MISSION_MESSAGES.subWithoutCategory } });
  }
  if (query.sub && !category?.subs.some((sub) => sub.id === query.sub)) {
    throw new AppError('VALIDATION_ERROR', { fields: { sub: MISSION_MESSAGES.unknownSub } });
  }
  const offset = decodeCursor(query.cursor);
  const matching = query.q ? searchIndex(market.searchIndex, query.q).map((hit) => hit.item) : market.missions;
  const filtered = matching.filter(
    (mission) =>
      (!query.category || mission.category.id === query.category) && (!query.sub || mission.sub.id === query.sub),
  );
  const page = filtered.slice(offset, offset + query.limit);
  const next = offset + page.length;
  return {
    data: page.map(toMissionSummary),
    nextCursor: next < filtered.length ? encodeCursor(next) : null,
    total: filtered.length,
  };
}

async function profileOf(
  db: Db,
  context: MissionsContext,
  userId: string,
  suggestion: SuggestionContext,
): Promise<FitProfile> {
  const jobIds = suggestion.roadmaps.map((roadmap) => roadmap.jobId);
  return loadFitProfile(db, context.roadmapContent.catalog, userId, jobIds);
}

/**
 * `GET /api/missions/random`: for a logged-in person with something to go on (an interest
 * test or a roadmap job), the best-fitting missions not yet completed, each with its reason;
 * otherwise a seeded random set. The answer names its seed: sending it again gives the same list.
 */
export async function getRandomMissions(
  db: Db,
  context: MissionsContext,
  userId: string | null,
  query: RandomMissionsQuery,
  now: Date,
): Promise<RandomMissionsResponse> {
  const { market } = context.roadmapContent;
  const seed = query.seed ?? randomBytes(6).toString('base64url');
  if (userId) {
    const suggestion = await getSuggestionContext(db, context.roadmapContent, userId, now);
    const profile = await profileOf(db, context, userId, suggestion);
    if (!isEmptyProfile(profile)) {
      const picked = pickPersonalisedMissions(
        market.missions,
        profile,
        seed,
        query.count,
        suggestion.completedMissionIds,
      );
      return {
        data: picked.map(({ mission, why }) => ({ ...toMissionSummary(mission), why })),
        mode: 'personalised',
        seed,
      };
    }
  }
  return {
    data: pickRandomMissions(market.missions, seed, query.count).map(({ mission }) => ({
      ...toMissionSummary(mission),
      why: null,
    })),
    mode: 'random',
    seed,
  };
}

const storedPicksSchema = z.array(
  z.object({
    missionId: z.string(),
    why: z.string(),
    roadmap: z.object({ _id: z.string(), title: z.string(), milestoneTitle: z.string() }).nullable(),
  }),
);

function parseStoredPicks(picks: unknown): DailyPick[] {
  const parsed = storedPicksSchema.safeParse(picks);
  return parsed.success ? parsed.data : [];
}

/**
 * `GET /api/missions/daily`: today's 3–5 missions. Chosen on the day's first request (seeded by
 * the person and the day in Asia/Seoul), phrased by the AI endpoint if one is configured, and
 * stored, so the list stays the same all day; the next day brings a new one. A mission already
 * completed is never chosen; one completed later today stays, marked done.
 */
export async function getDailyMissions(
  db: Db,
  context: MissionsContext,
  userId: string,
  now: Date,
): Promise<DailyMissionsResponse> {
  const { market } = context.roadmapContent;
  const day = seoulDay(now);
  let stored = await findDailyPicks(db, userId, day);
  if (!stored) {
    await insertDailyPicks(db, userId, day, await chooseTodaysPicks(db, context, userId, now, day));
    stored = await findDailyPicks(db, userId, day);
  }
  const completed = await listCompletedMissions(db, userId);
  return {
    day,
    data: parseStoredPicks(stored?.picks).flatMap((pick) => {
      const mission = market.findById(pick.missionId);
      if (!mission) return [];
      return [
        {
          mission: toMissionSummary(mission),
          why: pick.why,
          roadmap: pick.roadmap,
          isCompleted: completed.has(mission.id),
        },
      ];
    }),
  };
}

async function chooseTodaysPicks(
  db: Db,
  context: MissionsContext,
  userId: string,
  now: Date,
  day: string,
): Promise<DailyPick[]> {
  const { market } = context.roadmapContent;
  const suggestion = await getSuggestionContext(db, context.roadmapContent, userId, now);
  const [profile, yesterday] = await Promise.all([
    profileOf(db, context, userId, suggestion).catch(() => EMPTY_PROFILE),
    findDailyPicks(db, userId, addDays(day, -1)),
  ]);
  const picks = chooseDailyMissions({
    missions: market.missions,
    findMission: market.findById,
    profile,
    roadmaps: suggestion.roadmaps,
    completedMissionIds: suggestion.completedMissionIds,
    yesterdayMissionIds: new Set(parseStoredPicks(yesterday?.picks).map((pick) => pick.missionId)),
    seed: `${userId}:${day}`,
  });
  const phrased = await phraseWhys(
    context.ai,
    describeProfile(profile),
    picks.map((pick) => ({ missionTitle: market.findById(pick.missionId)?.title ?? '', why: pick.why })),
    {
      ...(context.fetch ? { fetch: context.fetch } : {}),
      ...(context.log ? { log: context.log } : {}),
    },
  );
  return picks.map((pick, index) => ({ ...pick, why: phrased[index] ?? pick.why }));
}

/** Today's suggestions of every day, in 'download my data'. */
export async function exportDailyMissions(db: Db, userId: string) {
  return (await listDailyPicks(db, userId)).map((row) => ({ day: row.day, picks: parseStoredPicks(row.picks) }));
}
