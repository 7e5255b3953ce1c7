import { josa } from 'es-hangul';
import type { RiasecLetter, StarterMission } from '../../../shared/contracts/jobs';
import type { MarketMission } from '../missions/mission-market';
import { type JobCatalog, topByImportance } from './catalog';
import type { CatalogJob } from './catalog-file';
import { RIASEC_LABELS } from './labels';

const STARTER_MISSION_COUNT = 3;

// How much each kind of overlap between a mission's tags and a job counts.
const WEIGHT = { industry: 3, riasecFirst: 2.5, riasecOther: 1.5, skill: 1.5, knowledge: 1 } as const;
const EASY_BONUS: Record<number, number> = { 1: 1, 2: 0.5 };
const JOB_TOP_SKILLS = 8;
const JOB_TOP_KNOWLEDGE = 6;

interface Candidate {
  mission: MarketMission;
  score: number;
  reasons: string[];
}

/** What of the job the missions are matched against, worked out once per job. */
interface JobProfile {
  industry: string;
  industryName: string;
  letters: RiasecLetter[];
  topSkills: string[];
  topKnowledge: string[];
  labelOf: (id: string) => string;
}

function profileOf(catalog: JobCatalog, job: CatalogJob): JobProfile {
  return {
    industry: job.industry,
    industryName: catalog.industries.find((industry) => industry.id === job.industry)?.name ?? job.industry,
    letters: [...job.riasec.code] as RiasecLetter[],
    topSkills: topByImportance(job.skills, JOB_TOP_SKILLS),
    topKnowledge: topByImportance(job.knowledge, JOB_TOP_KNOWLEDGE),
    labelOf: (id) => catalog.knowledgeSkillLabels.get(id) ?? id,
  };
}

function scoreMission(job: JobProfile, mission: MarketMission): Candidate {
  const reasons: string[] = [];
  let score = 0;
  const { labelOf } = job;
  if (mission.tags.industries.some((industry) => industry === job.industry)) {
    score += WEIGHT.industry;
    reasons.push(`‘${job.industryName}’ 분야와 관련된 미션이에요.`);
  }
  job.letters.forEach((letter, index) => {
    if (!mission.tags.riasec.includes(letter)) return;
    score += index === 0 ? WEIGHT.riasecFirst : WEIGHT.riasecOther;
    reasons.push(`이 직업의 ${RIASEC_LABELS[letter] ?? letter} 흥미와 맞아요.`);
  });
  const skills = job.topSkills.filter((id) => mission.tags.skills.includes(id));
  if (skills.length > 0) {
    score += WEIGHT.skill * skills.length;
    reasons.push(`이 직업에서 중요한 ${skills.map((id) => `‘${labelOf(id)}’`).join(', ')} 기술을 써 봐요.`);
  }
  const knowledge = job.topKnowledge.filter((id) => mission.tags.knowledge.includes(id));
  if (knowledge.length > 0) {
    score += WEIGHT.knowledge * knowledge.length;
    const names = knowledge.map((id) => `‘${labelOf(id)}’`).join(', ');
    const particle = josa.pick(labelOf(knowledge.at(-1) ?? ''), '와/과');
    reasons.push(`${names}${particle} 관련된 지식을 다뤄요.`);
  }
  // Only a mission that fits the job gets the bonus for being easy: ease alone is no reason.
  if (score > 0) score += EASY_BONUS[mission.difficulty] ?? 0;
  return { mission, score, reasons };
}

/**
 * Three missions to try the job today, picked by how much their tags overlap the job's
 * industry, interest code, top skills and knowledge; easier ones first among equals, one per
 * market category where possible. The same job always gets the same three.
 */
export function pickStarterMissions(
  catalog: JobCatalog,
  job: CatalogJob,
  market: readonly MarketMission[],
): StarterMission[] {
  const profile = profileOf(catalog, job);
  const ranked = market
    .map((mission) => scoreMission(profile, mission))
    .filter((candidate) => candidate.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.mission.difficulty - b.mission.difficulty ||
        a.mission.minutes - b.mission.minutes ||
        a.mission.id.localeCompare(b.mission.id),
    );

  const picked: Candidate[] = [];
  const usedCategories = new Set<string>();
  for (const candidate of ranked) {
    if (picked.length === STARTER_MISSION_COUNT) break;
    if (usedCategories.has(candidate.mission.category.id)) continue;
    picked.push(candidate);
    usedCategories.add(candidate.mission.category.id);
  }
  for (const candidate of ranked) {
    if (picked.length === STARTER_MISSION_COUNT) break;
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked.map(({ mission, reasons }) => ({
    id: mission.id,
    title: mission.title,
    description: mission.description,
    minutes: mission.minutes,
    difficulty: mission.difficulty,
    xp: mission.xp,
    doneWhen: mission.doneWhen,
    cost: mission.cost,
    category: mission.category,
    reasons,
  }));
}
