import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerIdColumn } from './auth';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from './columns';

/**
 * A person's roadmaps ('실천의 시간'): a path of milestones, each with missions from the mission
 * market. The missions themselves are content (content/missions), so rows only hold their ids.
 */
export const roadmaps = pgTable(
  'roadmaps',
  {
    id: idColumn(),
    userId: ownerIdColumn(),
    title: text('title').notNull(),
    // No foreign key to jobs: a roadmap keeps its job's name even if the catalog drops the job,
    // and the jobs seed must stay free to retire jobs without asking this feature.
    jobId: text('job_id'),
    jobName: text('job_name'),
    /** The template family it was built from (content/roadmaps/templates.json). */
    familyId: text('family_id').notNull(),
    /** 1 is the top priority; kept 1..n per person by the service. */
    rank: integer('rank').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('roadmaps_user_rank_idx').on(table.userId, table.rank)],
);

/** A stage of a roadmap; addressed in URLs by its title, so titles are unique per roadmap. */
export const roadmapMilestones = pgTable(
  'roadmap_milestones',
  {
    id: idColumn(),
    roadmapId: text('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (table) => [uniqueIndex('roadmap_milestones_roadmap_title_idx').on(table.roadmapId, table.title)],
);

/** A market mission placed on a milestone, and whether (and when) the person completed it. */
export const roadmapMissions = pgTable(
  'roadmap_missions',
  {
    id: idColumn(),
    roadmapId: text('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    milestoneId: text('milestone_id')
      .notNull()
      .references(() => roadmapMilestones.id, { onDelete: 'cascade' }),
    missionId: text('mission_id').notNull(),
    position: integer('position').notNull(),
    /** 'template' (came with the roadmap) or 'person' (added from the market). */
    addedBy: text('added_by').notNull(),
    completedAt: timestamptz('completed_at'),
    /** The day of completion in Asia/Seoul: the streak counts these days. */
    completedOn: date('completed_on', { mode: 'string' }),
    reflection: text('reflection'),
    /**
     * What the first completion awarded, kept through an undo so that completing again restores
     * it (same XP, same streak day) instead of awarding anew. `awardedXp` null on a completed row:
     * the mission's full XP (completed before the daily cap existed).
     */
    awardedXp: integer('awarded_xp'),
    awardedOn: date('awarded_on', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // A mission is addressed by its id inside a roadmap, so it appears once per roadmap.
    uniqueIndex('roadmap_missions_roadmap_mission_idx').on(table.roadmapId, table.missionId),
    index('roadmap_missions_milestone_idx').on(table.milestoneId),
  ],
);

/** Exam-period pauses of a roadmap's streak: days from `startedOn` to `endedOn` (or today) are frozen. */
export const roadmapPauses = pgTable(
  'roadmap_pauses',
  {
    id: idColumn(),
    roadmapId: text('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
  },
  (table) => [index('roadmap_pauses_roadmap_idx').on(table.roadmapId)],
);

/**
 * Today's suggested missions of a person, chosen once per day (Asia/Seoul) and kept, so the list
 * stays the same all day even as the person completes missions or edits roadmaps.
 */
export const dailyMissionPicks = pgTable(
  'daily_mission_picks',
  {
    userId: ownerIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    picks: jsonb('picks').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * XP awarded to a person on a day (Asia/Seoul) across all their roadmaps, for the daily cap. Only
 * ever grows: undoing a completion or deleting a roadmap frees no room for the day.
 */
export const dailyXp = pgTable(
  'daily_xp',
  {
    userId: ownerIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    xp: integer('xp').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
