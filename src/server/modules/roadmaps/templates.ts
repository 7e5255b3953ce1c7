import { readFileSync } from 'node:fs';
import path from 'node:path';
import { josa } from 'es-hangul';
import { z } from 'zod';
import { INDUSTRY_IDS, type IndustryId, RIASEC_LETTERS } from '../../../shared/contracts/jobs';
import { CONTENT_DIR } from '../../lib/app-root';
import type { MissionMarket } from '../missions/mission-market';

/**
 * Roadmap templates (content/roadmaps/templates.json): per job family 4–6 milestones of 3–6
 * market missions. Rules map any catalog job to a family by its industry (and, where one
 * industry holds very different work, the first letter of its interest code), unless the job is
 * named in `jobFamilies` (reviewed job by job in content/roadmaps/REVIEW.md); a roadmap made
 * from a free title uses the general family. Checked at start-up against the mission market,
 * so a template can never name a mission that does not exist.
 */
const TEMPLATE_LIMITS = { milestones: { min: 4, max: 6 }, missions: { min: 3, max: 6 } } as const;

const milestoneSchema = z.object({
  title: z
    .string()
    .min(1)
    .max(30)
    .refine((title) => !title.includes('/'), 'a milestone title is a URL segment: no "/"'),
  description: z.string().min(1).max(200),
  missions: z.array(z.string()).min(TEMPLATE_LIMITS.missions.min).max(TEMPLATE_LIMITS.missions.max),
});

const templatesFileSchema = z.object({
  about: z.string(),
  sampleJobName: z.string().min(1),
  generalFamily: z.string().min(1),
  /** Jobs whose industry's rule would give them missions that do not fit (서비스 기획자 is IT, but plans, not codes). */
  jobFamilies: z.record(z.string().min(1), z.string()).default({}),
  rules: z.array(
    z.object({
      industries: z.array(z.enum(INDUSTRY_IDS)).min(1),
      riasecFirst: z.array(z.enum(RIASEC_LETTERS)).optional(),
      family: z.string(),
    }),
  ),
  families: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/),
      name: z.string().min(1),
      milestones: z.array(milestoneSchema).min(TEMPLATE_LIMITS.milestones.min).max(TEMPLATE_LIMITS.milestones.max),
    }),
  ),
});
type TemplatesFile = z.infer<typeof templatesFileSchema>;
export type RoadmapFamily = TemplatesFile['families'][number];

/** What a template needs to know about a job. */
interface TemplateJob {
  name: string;
  industry: IndustryId;
  /** Interest code, strongest first, e.g. "RCI". */
  riasecCode: string;
}

export interface RoadmapTemplates {
  sampleJobName: string;
  families: readonly RoadmapFamily[];
  generalFamily: RoadmapFamily;
  /** The family a catalog job's roadmap is built from: the first rule that fits. */
  familyForJob(job: TemplateJob): RoadmapFamily;
  findFamily(id: string): RoadmapFamily | undefined;
}

/** A template's milestones with `{job}` filled in: what a new roadmap is made of. */
export interface PlannedMilestone {
  title: string;
  description: string;
  missionIds: string[];
}

export const TEMPLATES_FILE = path.join(CONTENT_DIR, 'roadmaps/templates.json');

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`roadmap templates: ${message}`);
}

export function buildRoadmapTemplates(file: TemplatesFile, market: MissionMarket): RoadmapTemplates {
  const byId = new Map(file.families.map((family) => [family.id, family]));
  check(byId.size === file.families.length, 'family ids must be unique');
  for (const family of file.families) {
    const titles = new Set(family.milestones.map((milestone) => milestone.title));
    check(titles.size === family.milestones.length, `${family.id}: milestone titles must be unique`);
    const missionIds = family.milestones.flatMap((milestone) => milestone.missions);
    // A mission is addressed by its id inside a roadmap, so a template uses each one once.
    check(new Set(missionIds).size === missionIds.length, `${family.id}: a mission appears twice`);
    for (const id of missionIds) check(market.findById(id) !== undefined, `${family.id}: unknown mission "${id}"`);
  }
  for (const rule of file.rules) check(byId.has(rule.family), `a rule names the unknown family "${rule.family}"`);
  for (const [job, family] of Object.entries(file.jobFamilies)) {
    check(byId.has(family), `the job "${job}" names the unknown family "${family}"`);
  }
  // Every industry needs a rule without an interest condition, so that every job finds a family.
  for (const industry of INDUSTRY_IDS) {
    check(
      file.rules.some((rule) => !rule.riasecFirst && rule.industries.includes(industry)),
      `no fallback rule for the industry "${industry}"`,
    );
  }
  const generalFamily = byId.get(file.generalFamily);
  check(generalFamily !== undefined, `unknown general family "${file.generalFamily}"`);

  return {
    sampleJobName: file.sampleJobName,
    families: file.families,
    generalFamily: generalFamily as RoadmapFamily,
    findFamily: (id) => byId.get(id),
    familyForJob(job) {
      const named = file.jobFamilies[job.name];
      if (named !== undefined) return byId.get(named) ?? (generalFamily as RoadmapFamily);
      const first = job.riasecCode.charAt(0);
      const rule = file.rules.find(
        (candidate) =>
          candidate.industries.includes(job.industry) &&
          (!candidate.riasecFirst || candidate.riasecFirst.some((letter) => letter === first)),
      );
      // Unreachable after the fallback check above; the general family keeps the type honest.
      return (rule && byId.get(rule.family)) ?? (generalFamily as RoadmapFamily);
    },
  };
}

export function readRoadmapTemplates(market: MissionMarket, file = TEMPLATES_FILE): RoadmapTemplates {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`roadmap templates ${file} cannot be read: ${(err as Error).message}`);
  }
  const parsed = templatesFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`roadmap templates ${file} are invalid:\n  ${issues.join('\n  ')}`);
  }
  return buildRoadmapTemplates(parsed.data, market);
}

// Particles written after `{job}` in the templates, and the pair es-hangul picks from.
const PARTICLE_PAIRS: Record<string, Parameters<typeof josa.pick>[1]> = {
  이: '이/가',
  가: '이/가',
  을: '을/를',
  를: '을/를',
  은: '은/는',
  는: '은/는',
  과: '와/과',
  와: '와/과',
};

/**
 * `{job}` replaced by the job's (or roadmap's) name; a particle right after it (optionally after
 * a closing quote) is corrected to fit the name, so '‘{job}’이' reads '‘간호사’가'.
 */
export function fillJobName(text: string, name: string): string {
  return text.replace(/\{job\}(’?)(이|가|을|를|은|는|과|와)?/g, (_match, quote: string, particle?: string) => {
    const pair = particle ? PARTICLE_PAIRS[particle] : undefined;
    return `${name}${quote}${pair ? josa.pick(name, pair) : ''}`;
  });
}

export function planMilestones(family: RoadmapFamily, name: string): PlannedMilestone[] {
  return family.milestones.map((milestone) => ({
    title: milestone.title,
    description: fillJobName(milestone.description, name),
    missionIds: [...milestone.missions],
  }));
}

let loaded: RoadmapTemplates | undefined;

/** The templates of content/roadmaps, read and checked against the market on first use. */
export function getRoadmapTemplates(market: MissionMarket): RoadmapTemplates {
  loaded ??= readRoadmapTemplates(market);
  return loaded;
}
