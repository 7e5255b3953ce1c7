import { randomUUID } from 'node:crypto';
import { MISSION_MESSAGES } from '../../../shared/contracts/missions';
import {
  type CompletionResult,
  DAILY_XP_CAP,
  ROADMAP_LIMITS,
  ROADMAP_MESSAGES,
  type RoadmapDetail,
  type RoadmapSummary,
} from '../../../shared/contracts/roadmaps';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getJobByName, type JobCatalog } from '../jobs/jobs.service';
import type { MissionMarket } from '../missions/mission-market';
import { seoulDay } from './calendar';
import { xpAward } from './game-rules';
import { presentRoadmapDetail, presentRoadmapSummary, type RoadmapFacts } from './roadmaps.presenter';
import {
  addDailyXp,
  clearMissionCompletion,
  countMilestoneMissions,
  deleteRoadmapRow,
  endPause,
  findOpenPause,
  findRoadmapMissionRow,
  findRoadmapRow,
  findRoadmapRowByJob,
  getDailyXp,
  insertPause,
  insertRoadmap,
  insertRoadmapMission,
  isUniqueViolation,
  listCompletedMissionIds,
  listMilestoneRows,
  listPauseRows,
  listRoadmapMissionRows,
  listRoadmapRows,
  lockPersonRoadmaps,
  markMissionCompleted,
  type RoadmapRow,
  setRoadmapRanks,
  updateMissionReflection,
  updateRoadmapTitle,
} from './roadmaps.queries';
import { planMilestones, type RoadmapTemplates } from './templates';

/**
 * Roadmaps ('실천의 시간'): a person's paths of milestones and missions, ranked 1..n, with
 * experience, levels and a forgiving streak (rules in game-rules.ts). Someone else's roadmap
 * is answered exactly like a missing one (NOT_FOUND), so ids reveal nothing.
 *
 * Every function that shows a streak takes `now`: the day in Seoul decides what 'today' is,
 * and tests pass the clock they need.
 */

/** The read-only content a roadmap is made of. */
export interface RoadmapContent {
  market: MissionMarket;
  templates: RoadmapTemplates;
  catalog: JobCatalog;
}

export { addDays, seoulDay } from './calendar';
export { getRoadmapTemplates } from './templates';

function notFound(message: string = ROADMAP_MESSAGES.roadmapNotFound): AppError {
  return new AppError('NOT_FOUND', { message });
}

/**
 * `inTransaction`: `db` is one transaction's connection, which runs one query at a time (node-postgres
 * deprecates queueing several), so the three reads go one after another instead of at once.
 */
async function factsOf(
  db: Db,
  content: RoadmapContent,
  rows: RoadmapRow[],
  now: Date,
  inTransaction = false,
): Promise<RoadmapFacts[]> {
  const ids = rows.map((row) => row.id);
  const userId = rows[0]?.userId;
  const dailyXpOf = async () => (userId === undefined ? 0 : getDailyXp(db, userId, seoulDay(now)));
  const [milestones, missions, pauses, dailyXpEarned] = inTransaction
    ? [
        await listMilestoneRows(db, ids),
        await listRoadmapMissionRows(db, ids),
        await listPauseRows(db, ids),
        await dailyXpOf(),
      ]
    : await Promise.all([
        listMilestoneRows(db, ids),
        listRoadmapMissionRows(db, ids),
        listPauseRows(db, ids),
        dailyXpOf(),
      ]);
  return rows.map((row) => {
    const family = content.templates.findFamily(row.familyId) ?? content.templates.generalFamily;
    return {
      id: row.id,
      rank: row.rank,
      title: row.title,
      jobName: row.jobName,
      family: { id: family.id, name: family.name },
      createdAt: row.createdAt,
      isSample: false,
      dailyXpEarned,
      milestones: milestones
        .filter((milestone) => milestone.roadmapId === row.id)
        .map((milestone) => ({
          title: milestone.title,
          description: milestone.description,
          missions: missions
            .filter((mission) => mission.milestoneId === milestone.id)
            .map((mission) => ({
              missionId: mission.missionId,
              addedBy: mission.addedBy === 'person' ? 'person' : 'template',
              completedAt: mission.completedAt,
              completedOn: mission.completedOn,
              reflection: mission.reflection,
              awardedXp: mission.awardedXp,
            })),
        })),
      pauses: pauses
        .filter((pause) => pause.roadmapId === row.id)
        .map((pause) => ({ startedOn: pause.startedOn, endedOn: pause.endedOn })),
    };
  });
}

/** `GET /api/user-roadmap`: the person's roadmaps by rank. */
export async function listRoadmaps(
  db: Db,
  content: RoadmapContent,
  userId: string,
  now: Date,
): Promise<RoadmapSummary[]> {
  return (await listRoadmapDetails(db, content, userId, now)).map(presentRoadmapSummary);
}

/** Every roadmap of the person, whole, by rank (for achievements). */
export async function listRoadmapDetails(
  db: Db,
  content: RoadmapContent,
  userId: string,
  now: Date,
): Promise<RoadmapDetail[]> {
  const facts = await factsOf(db, content, await listRoadmapRows(db, userId), now);
  return facts.map((roadmap) => presentRoadmapDetail(content.market, roadmap, seoulDay(now)));
}

/** Throws NOT_FOUND. */
export async function getRoadmap(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  now: Date,
  inTransaction = false,
): Promise<RoadmapDetail> {
  const row = await findRoadmapRow(db, userId, id);
  if (!row) throw notFound();
  const [facts] = await factsOf(db, content, [row], now, inTransaction);
  if (!facts) throw notFound();
  return presentRoadmapDetail(content.market, facts, seoulDay(now));
}

/**
 * `POST /api/user-roadmap`: a roadmap from the job's family template (or the general one for a
 * free title), ranked last. Throws NOT_FOUND (unknown job), CONFLICT (the job already has a
 * roadmap), VALIDATION_ERROR (too many roadmaps).
 */
export async function createRoadmap(
  db: Db,
  content: RoadmapContent,
  userId: string,
  input: { jobName?: string | undefined; title?: string | undefined },
  now: Date,
): Promise<RoadmapDetail> {
  const job = input.jobName === undefined ? undefined : getJobByName(content.catalog, input.jobName);
  const family = job
    ? content.templates.familyForJob({ name: job.name, industry: job.industry, riasecCode: job.riasec.code })
    : content.templates.generalFamily;
  const title = input.title ?? job?.name ?? '';
  const roadmapId = randomUUID();

  await db.transaction(async (tx) => {
    await lockPersonRoadmaps(tx, userId);
    if (job && (await findRoadmapRowByJob(tx, userId, job.id))) {
      throw new AppError('CONFLICT', { message: ROADMAP_MESSAGES.jobAlreadyHasRoadmap });
    }
    const existing = await listRoadmapRows(tx, userId);
    if (existing.length >= ROADMAP_LIMITS.maxRoadmaps) {
      throw new AppError('VALIDATION_ERROR', {
        message: ROADMAP_MESSAGES.tooManyRoadmaps,
        fields: { [input.jobName === undefined ? 'title' : 'jobName']: ROADMAP_MESSAGES.tooManyRoadmaps },
      });
    }
    const milestones = planMilestones(family, job?.name ?? title).map((milestone, index) => ({
      ...milestone,
      id: randomUUID(),
      position: index,
    }));
    await insertRoadmap(tx, {
      roadmap: {
        id: roadmapId,
        userId,
        title,
        jobId: job?.id ?? null,
        jobName: job?.name ?? null,
        familyId: family.id,
        rank: existing.length + 1,
      },
      milestones: milestones.map(({ id, position, title: milestoneTitle, description }) => ({
        id,
        roadmapId,
        position,
        title: milestoneTitle,
        description,
      })),
      missions: milestones.flatMap((milestone) =>
        milestone.missionIds.map((missionId, position) => ({
          id: randomUUID(),
          roadmapId,
          milestoneId: milestone.id,
          missionId,
          position,
          addedBy: 'template',
        })),
      ),
    });
  });
  return getRoadmap(db, content, userId, roadmapId, now);
}

/** Moves `id` to `rank` and numbers the rest 1..n around it. Throws VALIDATION_ERROR (rank > n). */
function reorder(ids: string[], id: string, rank: number): string[] {
  if (rank > ids.length) {
    throw new AppError('VALIDATION_ERROR', { fields: { rank: ROADMAP_MESSAGES.rankTooHigh } });
  }
  const others = ids.filter((other) => other !== id);
  return [...others.slice(0, rank - 1), id, ...others.slice(rank - 1)];
}

/**
 * `PATCH /api/user-roadmap/{id}`: rename, re-rank (the others re-number so ranks stay 1..n),
 * and switch the exam-period pause on or off. Throws NOT_FOUND, VALIDATION_ERROR.
 */
export async function updateRoadmap(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  input: { title?: string | undefined; rank?: number | undefined; examPause?: boolean | undefined },
  now: Date,
): Promise<RoadmapDetail> {
  await db.transaction(async (tx) => {
    await lockPersonRoadmaps(tx, userId);
    if (!(await findRoadmapRow(tx, userId, id))) throw notFound();
    if (input.title !== undefined) await updateRoadmapTitle(tx, userId, id, input.title);
    if (input.rank !== undefined) {
      const ids = (await listRoadmapRows(tx, userId)).map((row) => row.id);
      await setRoadmapRanks(tx, userId, reorder(ids, id, input.rank));
    }
    if (input.examPause !== undefined) await setExamPause(tx, id, input.examPause, seoulDay(now));
  });
  return getRoadmap(db, content, userId, id, now);
}

async function setExamPause(db: Db, roadmapId: string, isOn: boolean, today: string): Promise<void> {
  const open = await findOpenPause(db, roadmapId);
  if (isOn && !open) await insertPause(db, { id: randomUUID(), roadmapId, startedOn: today, endedOn: null });
  if (!isOn && open) await endPause(db, open.id, today);
}

/** `DELETE /api/user-roadmap/{id}`; the others re-number 1..n. Throws NOT_FOUND. */
export async function deleteRoadmap(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPersonRoadmaps(tx, userId);
    if (!(await deleteRoadmapRow(tx, userId, id))) throw notFound();
    await setRoadmapRanks(
      tx,
      userId,
      (await listRoadmapRows(tx, userId)).map((row) => row.id),
    );
  });
}

/**
 * `POST /api/user-roadmap/{id}/milestones/{milestoneTitle}/missions`: a market mission at the
 * end of the milestone. Throws NOT_FOUND (roadmap, milestone or mission), CONFLICT (already in
 * the roadmap), VALIDATION_ERROR (milestone full).
 */
export async function addMissionToMilestone(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  milestoneTitle: string,
  missionId: string,
  now: Date,
): Promise<RoadmapDetail> {
  try {
    // The count and the insert under the person's lock, in one transaction: the milestone's cap
    // holds however many requests arrive at once.
    await db.transaction(async (tx) => {
      await lockPersonRoadmaps(tx, userId);
      const roadmap = await findRoadmapRow(tx, userId, id);
      if (!roadmap) throw notFound();
      const milestone = (await listMilestoneRows(tx, [roadmap.id])).find(
        (candidate) => candidate.title === milestoneTitle.normalize('NFC'),
      );
      if (!milestone) throw notFound(ROADMAP_MESSAGES.milestoneNotFound);
      if (!content.market.findById(missionId)) throw notFound(MISSION_MESSAGES.missionNotFound);
      if ((await countMilestoneMissions(tx, milestone.id)) >= ROADMAP_LIMITS.maxMissionsPerMilestone) {
        throw new AppError('VALIDATION_ERROR', {
          message: ROADMAP_MESSAGES.milestoneFull,
          fields: { missionId: ROADMAP_MESSAGES.milestoneFull },
        });
      }
      await insertRoadmapMission(tx, {
        id: randomUUID(),
        roadmapId: roadmap.id,
        milestoneId: milestone.id,
        missionId,
        addedBy: 'person',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: ROADMAP_MESSAGES.missionAlreadyInRoadmap });
    throw error;
  }
  return getRoadmap(db, content, userId, id, now);
}

/**
 * `POST …/missions/{missionId}/complete`: idempotent — completing a completed mission answers
 * 200 with the same state, `xpChange` 0 and `wasAlreadyInState` true (a reflection sent again
 * replaces the note). The first completion awards the mission's XP up to today's cap and records
 * it; completing again after an undo restores that award and its day, so complete → undo →
 * complete never earns more than one completion. Throws NOT_FOUND.
 */
export async function completeMission(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  missionId: string,
  reflection: string | null | undefined,
  now: Date,
): Promise<Omit<CompletionResult, 'newAchievements'>> {
  // One transaction under the person's lock: two taps, or two devices, at once see one
  // completion; the second finds it done and answers xpChange 0 and wasAlreadyInState true. The
  // lock also serialises completions on different roadmaps, so the daily cap holds across them.
  return db.transaction(async (tx) => {
    await lockPersonRoadmaps(tx, userId);
    const { before, row, mission } = await stateBeforeChange(tx, content, userId, id, missionId, now);
    // No reflection sent keeps a note written before an undo.
    const note = reflection === undefined ? row.reflection : reflection;
    if (row.completedAt !== null) {
      if (reflection !== undefined) await updateMissionReflection(tx, row.id, reflection);
    } else if (row.awardedOn !== null) {
      await markMissionCompleted(tx, row.id, { completedAt: now, completedOn: row.awardedOn, reflection: note });
    } else {
      const today = seoulDay(now);
      const award = xpAward(mission.xp, await getDailyXp(tx, userId, today), DAILY_XP_CAP);
      await markMissionCompleted(tx, row.id, {
        completedAt: now,
        completedOn: today,
        reflection: note,
        awardedXp: award,
        awardedOn: today,
      });
      if (award > 0) await addDailyXp(tx, userId, today, award);
    }
    return completionResult(tx, content, userId, id, missionId, before, now);
  });
}

/** `DELETE …/missions/{missionId}/complete`: undo; idempotent like completing. The note is kept. Throws NOT_FOUND. */
export async function undoMissionCompletion(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  missionId: string,
  now: Date,
): Promise<Omit<CompletionResult, 'newAchievements'>> {
  return db.transaction(async (tx) => {
    await lockPersonRoadmaps(tx, userId);
    const { before, row } = await stateBeforeChange(tx, content, userId, id, missionId, now);
    await clearMissionCompletion(tx, row.id);
    return completionResult(tx, content, userId, id, missionId, before, now);
  });
}

async function stateBeforeChange(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  missionId: string,
  now: Date,
) {
  const before = await getRoadmap(db, content, userId, id, now, true);
  const row = await findRoadmapMissionRow(db, id, missionId);
  const mission = content.market.findById(missionId);
  if (!row || !mission) throw notFound(ROADMAP_MESSAGES.missionNotInRoadmap);
  return { before, row, mission };
}

async function completionResult(
  db: Db,
  content: RoadmapContent,
  userId: string,
  id: string,
  missionId: string,
  before: RoadmapDetail,
  now: Date,
): Promise<Omit<CompletionResult, 'newAchievements'>> {
  const after = await getRoadmap(db, content, userId, id, now, true);
  const wasCompleted = before.milestones.some((m) => m.missions.some((x) => x.id === missionId && x.isCompleted));
  const mission = after.milestones.flatMap((milestone) => milestone.missions).find((x) => x.id === missionId);
  const isCompleted = mission?.isCompleted ?? false;
  return {
    missionId,
    isCompleted,
    completedAt: mission?.completedAt ?? null,
    reflection: mission?.reflection ?? null,
    xpChange: after.xp - before.xp,
    wasAlreadyInState: wasCompleted === isCompleted,
    leveledUp: after.level > before.level,
    game: after.game,
    progress: after.progress,
  };
}

/** The public sample (`GET /api/roadmap/sample`): the sample job's template, nothing done yet. */
export function getSampleRoadmap(content: RoadmapContent, now: Date): RoadmapDetail {
  const job = getJobByName(content.catalog, content.templates.sampleJobName);
  const family = content.templates.familyForJob({
    name: job.name,
    industry: job.industry,
    riasecCode: job.riasec.code,
  });
  return presentRoadmapDetail(
    content.market,
    {
      id: 'sample',
      rank: 1,
      title: job.name,
      jobName: job.name,
      family: { id: family.id, name: family.name },
      // A fixed date: the sample is the same for everyone, always.
      createdAt: new Date('2026-01-01T00:00:00Z'),
      isSample: true,
      dailyXpEarned: 0,
      milestones: planMilestones(family, job.name).map((milestone) => ({
        title: milestone.title,
        description: milestone.description,
        missions: milestone.missionIds.map((missionId) => ({
          missionId,
          addedBy: 'template' as const,
          completedAt: null,
          completedOn: null,
          reflection: null,
          awardedXp: null,
        })),
      })),
      pauses: [],
    },
    seoulDay(now),
  );
}

/** The ids of every mission the person has completed, in any roadmap. */
export async function listCompletedMissions(db: Db, userId: string): Promise<Set<string>> {
  return new Set(await listCompletedMissionIds(db, userId));
}

/** What the daily suggestions need to know of a person's roadmaps. */
export interface SuggestionContext {
  completedMissionIds: Set<string>;
  roadmaps: Array<{
    id: string;
    title: string;
    rank: number;
    jobId: string | null;
    /** The first milestone with a mission left, and those missions, in path order. */
    nextMilestone: { title: string; openMissionIds: string[] } | null;
  }>;
}

export async function getSuggestionContext(
  db: Db,
  content: RoadmapContent,
  userId: string,
  now: Date,
): Promise<SuggestionContext> {
  const [completed, rows] = await Promise.all([listCompletedMissionIds(db, userId), listRoadmapRows(db, userId)]);
  const facts = await factsOf(db, content, rows, now);
  return {
    completedMissionIds: new Set(completed),
    roadmaps: facts.map((roadmap) => {
      const row = rows.find((candidate) => candidate.id === roadmap.id);
      const detail = presentRoadmapDetail(content.market, roadmap, seoulDay(now));
      const next = detail.milestones.find((milestone) => milestone.missions.some((mission) => !mission.isCompleted));
      return {
        id: roadmap.id,
        title: roadmap.title,
        rank: roadmap.rank,
        jobId: row?.jobId ?? null,
        nextMilestone: next
          ? { title: next.title, openMissionIds: next.missions.filter((m) => !m.isCompleted).map((m) => m.id) }
          : null,
      };
    }),
  };
}

/** The roadmaps in 'download my data': every milestone, mission, completion, note and pause. */
export async function exportRoadmaps(db: Db, userId: string) {
  const rows = await listRoadmapRows(db, userId);
  const ids = rows.map((row) => row.id);
  const [milestones, missions, pauses] = await Promise.all([
    listMilestoneRows(db, ids),
    listRoadmapMissionRows(db, ids),
    listPauseRows(db, ids),
  ]);
  return rows.map((row) => ({
    title: row.title,
    jobName: row.jobName,
    rank: row.rank,
    createdAt: row.createdAt.toISOString(),
    milestones: milestones
      .filter((milestone) => milestone.roadmapId === row.id)
      .map((milestone) => ({
        title: milestone.title,
        missions: missions
          .filter((mission) => mission.milestoneId === milestone.id)
          .map((mission) => ({
            missionId: mission.missionId,
            addedBy: mission.addedBy,
            completedAt: mission.completedAt?.toISOString() ?? null,
            reflection: mission.reflection,
          })),
      })),
    examPauses: pauses
      .filter((pause) => pause.roadmapId === row.id)
      .map((pause) => ({ startedOn: pause.startedOn, endedOn: pause.endedOn })),
  }));
}
