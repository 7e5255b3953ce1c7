import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INDUSTRY_IDS, RIASEC_LETTERS } from '../../../shared/contracts/jobs';
import type { MissionCategory, MissionDetail, MissionSummary } from '../../../shared/contracts/missions';
import { buildSearchIndex, type SearchIndex } from '../../../shared/korean-search';
import { CONTENT_DIR } from '../../lib/app-root';

/**
 * The mission market: the missions of content/missions/*.json, read and checked once at
 * start-up. Missions are content, the same for everyone and never changed while the server
 * runs; people's progress on them lives in the roadmaps tables.
 */
const idSchema = z.string().regex(/^[a-z0-9-]+$/, 'id는 소문자·숫자·하이픈이어야 해요');

const missionFileSchema = z
  .object({
    category: z.object({
      id: idSchema,
      name: z.string().min(1),
      description: z.string().min(1),
      subs: z.array(z.object({ id: idSchema, name: z.string().min(1) })).min(1),
    }),
    missions: z
      .array(
        z.object({
          id: idSchema,
          title: z.string().min(1).max(60),
          sub: idSchema,
          description: z.string().min(1),
          minutes: z.number().int().min(1).max(600),
          difficulty: z.number().int().min(1).max(3),
          xp: z.number().int().min(1).max(200),
          doneWhen: z.string().min(1),
          tags: z.object({
            riasec: z.array(z.enum(RIASEC_LETTERS)),
            skills: z.array(z.string()),
            knowledge: z.array(z.string()),
            industries: z.array(z.enum(INDUSTRY_IDS)),
          }),
          cost: z.string().nullable(),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const subs = new Set(file.category.subs.map((sub) => sub.id));
    file.missions.forEach((mission, index) => {
      if (!subs.has(mission.sub)) {
        ctx.addIssue({ code: 'custom', path: ['missions', index, 'sub'], message: `unknown sub "${mission.sub}"` });
      }
    });
  });
type MissionFile = z.infer<typeof missionFileSchema>;

/** A mission as the server holds it: the file's fields plus its category and sub names. */
export type MarketMission = Omit<MissionFile['missions'][number], 'sub'> & {
  category: { id: string; name: string };
  sub: { id: string; name: string };
};

export interface MissionMarket {
  /** In the order of the files (by name) and of the missions in each file. */
  missions: readonly MarketMission[];
  categories: readonly MissionCategory[];
  searchIndex: SearchIndex<MarketMission>;
  findById(id: string): MarketMission | undefined;
}

export const MISSIONS_DIR = path.join(CONTENT_DIR, 'missions');

function readMissionFile(file: string): MissionFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`mission file ${file} cannot be read: ${(err as Error).message}`);
  }
  const parsed = missionFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`mission file ${file} is invalid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

function buildMissionMarket(files: readonly MissionFile[]): MissionMarket {
  const missions: MarketMission[] = [];
  const categories: MissionCategory[] = [];
  for (const { category, missions: fileMissions } of files) {
    if (categories.some((known) => known.id === category.id)) {
      throw new Error(`mission market: category "${category.id}" appears twice`);
    }
    const subNames = new Map(category.subs.map((sub) => [sub.id, sub.name]));
    for (const { sub, ...mission } of fileMissions) {
      missions.push({
        ...mission,
        category: { id: category.id, name: category.name },
        sub: { id: sub, name: subNames.get(sub) ?? sub },
      });
    }
    categories.push({
      id: category.id,
      name: category.name,
      description: category.description,
      count: fileMissions.length,
      subs: category.subs.map((sub) => ({
        ...sub,
        count: fileMissions.filter((mission) => mission.sub === sub.id).length,
      })),
    });
  }
  const byId = new Map(missions.map((mission) => [mission.id, mission]));
  if (byId.size !== missions.length) throw new Error('mission market: mission ids must be unique');

  return {
    missions,
    categories,
    searchIndex: buildSearchIndex(missions, (mission) => ({
      name: mission.title,
      keywords: [mission.sub.name, mission.category.name],
      texts: [mission.description, mission.doneWhen],
    })),
    findById: (id) => byId.get(id),
  };
}

/** Reads every `*.json` of the folder; a broken file stops the server with its name and the field. */
export function readMissionMarket(dir = MISSIONS_DIR): MissionMarket {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`mission market: no mission files in ${dir}`);
  return buildMissionMarket(files.map((file) => readMissionFile(path.join(dir, file))));
}

let loaded: MissionMarket | undefined;

/** The mission market of content/missions, read on first use and kept. */
export function getMissionMarket(): MissionMarket {
  loaded ??= readMissionMarket();
  return loaded;
}

export function toMissionSummary(mission: MarketMission): MissionSummary {
  return {
    id: mission.id,
    title: mission.title,
    category: mission.category,
    sub: mission.sub,
    minutes: mission.minutes,
    difficulty: mission.difficulty,
    xp: mission.xp,
    cost: mission.cost,
  };
}

export function toMissionDetail(mission: MarketMission): MissionDetail {
  return {
    ...toMissionSummary(mission),
    description: mission.description,
    doneWhen: mission.doneWhen,
    tags: mission.tags,
  };
}
