import { RIASEC_LETTERS, type RiasecLetter } from '../../../shared/contracts/jobs';
import type { Db } from '../../db/client';
import { getProfile } from '../assessments/assessments.service';
import type { JobCatalog } from '../jobs/jobs.service';
import type { FitProfile } from './mission-fit';

/**
 * What the recommender may know of a person, gathered from the assessments service (interest
 * code, chosen skills and knowledge, preferred industries) and from the jobs of their roadmaps.
 * The interest test wins when it was taken; otherwise the roadmap jobs' interest codes stand in.
 */
const JOB_SKILLS = 5;
const JOB_KNOWLEDGE = 4;

/** Catalog ids of the person's roadmap jobs, by rank. */
export type RoadmapJobIds = readonly (string | null)[];

function topIds(scores: Record<string, { im: number; lv: number }>, count: number): string[] {
  return Object.entries(scores)
    .sort(([idA, a], [idB, b]) => b.im - a.im || b.lv - a.lv || idA.localeCompare(idB))
    .slice(0, count)
    .map(([id]) => id);
}

function isRiasecLetter(letter: string): letter is RiasecLetter {
  return (RIASEC_LETTERS as readonly string[]).includes(letter);
}

export async function loadFitProfile(
  db: Db,
  catalog: JobCatalog,
  userId: string,
  roadmapJobIds: RoadmapJobIds,
): Promise<FitProfile> {
  const assessed = await getProfile(db, userId);
  const jobs = roadmapJobIds.flatMap((id) => {
    const job = id ? catalog.findById(id) : undefined;
    return job ? [job] : [];
  });
  const labelOf = (id: string) => catalog.knowledgeSkillLabels.get(id) ?? id;
  const industryName = (id: string) => catalog.industries.find((industry) => industry.id === id)?.name;

  // Interest: the test's Holland code, else the roadmap jobs' scores summed (first roadmap counts most).
  let riasec: RiasecLetter[] = [...(assessed.interest?.code ?? '')].filter(isRiasecLetter);
  let riasecSource: FitProfile['riasecSource'] = riasec.length > 0 ? 'assessment' : null;
  if (riasec.length === 0 && jobs.length > 0) {
    const totals = new Map<RiasecLetter, number>(RIASEC_LETTERS.map((letter) => [letter, 0]));
    jobs.forEach((job, index) => {
      for (const letter of RIASEC_LETTERS)
        totals.set(letter, (totals.get(letter) ?? 0) + job.riasec[letter] / (index + 1));
    });
    riasec = [...totals.entries()]
      .sort(([a, x], [b, y]) => y - x || RIASEC_LETTERS.indexOf(a) - RIASEC_LETTERS.indexOf(b))
      .slice(0, 2)
      .map(([letter]) => letter);
    riasecSource = 'roadmap-jobs';
  }

  const industries = new Map<string, { name: string; jobName: string | null }>();
  for (const job of jobs) {
    const name = industryName(job.industry);
    if (name && !industries.has(job.industry)) industries.set(job.industry, { name, jobName: job.name });
  }
  for (const id of assessed.jpref?.industries ?? []) {
    const name = industryName(id);
    if (name && !industries.has(id)) industries.set(id, { name, jobName: null });
  }

  const skills = new Map<string, { label: string; jobName: string | null }>();
  const knowledge = new Map<string, { label: string; jobName: string | null }>();
  for (const id of assessed.kskill?.skill ?? []) skills.set(id, { label: labelOf(id), jobName: null });
  for (const id of assessed.kskill?.knowledge ?? []) knowledge.set(id, { label: labelOf(id), jobName: null });
  for (const job of jobs) {
    for (const id of topIds(job.skills, JOB_SKILLS)) {
      if (!skills.has(id)) skills.set(id, { label: labelOf(id), jobName: job.name });
    }
    for (const id of topIds(job.knowledge, JOB_KNOWLEDGE)) {
      if (!knowledge.has(id)) knowledge.set(id, { label: labelOf(id), jobName: job.name });
    }
  }

  return { riasec, riasecSource, industries, skills, knowledge, jobNames: jobs.map((job) => job.name) };
}

/**
 * A few words about the person for an outside phrasing service: interest types, roadmap jobs
 * and fields of interest only — nothing that names or identifies them.
 */
export function describeProfile(profile: FitProfile): string {
  const parts: string[] = [];
  if (profile.riasec.length > 0) parts.push(`흥미 유형: ${profile.riasec.join('·')}`);
  if (profile.jobNames.length > 0) parts.push(`로드맵 직업: ${profile.jobNames.slice(0, 3).join(', ')}`);
  const industries = [...profile.industries.values()].map((industry) => industry.name);
  if (industries.length > 0) parts.push(`관심 분야: ${industries.slice(0, 3).join(', ')}`);
  return parts.length > 0 ? parts.join(' / ') : '아직 알려진 정보가 없어요';
}
