import { josa } from 'es-hangul';
import type { RiasecLetter } from '../../../shared/contracts/jobs';
import { RIASEC_LABELS } from '../../../shared/onet-labels';
import type { MarketMission } from './mission-market';

/**
 * How well a market mission fits a person, with the reason in a Korean sentence. Plain code:
 * a mission earns points for each of its tags that the person's profile shares, and the
 * strongest match becomes the sentence the person reads.
 */

/** What the recommender knows of a person; never their e-mail or ids. */
export interface FitProfile {
  /** Interest types, strongest first (at most three). */
  riasec: RiasecLetter[];
  /** Where the interest types come from: the interest test, or the jobs of the person's roadmaps. */
  riasecSource: 'assessment' | 'roadmap-jobs' | null;
  /** Industries of interest, by id, with their Korean names, and the roadmap job that brought each (if any). */
  industries: ReadonlyMap<string, { name: string; jobName: string | null }>;
  /** O*NET skill and knowledge ids with their Korean names and the roadmap job they matter for (null: chosen in the test). */
  skills: ReadonlyMap<string, { label: string; jobName: string | null }>;
  knowledge: ReadonlyMap<string, { label: string; jobName: string | null }>;
  /** Names of the person's roadmap jobs, by rank. */
  jobNames: string[];
}

export const EMPTY_PROFILE: FitProfile = {
  riasec: [],
  riasecSource: null,
  industries: new Map(),
  skills: new Map(),
  knowledge: new Map(),
  jobNames: [],
};

export function isEmptyProfile(profile: FitProfile): boolean {
  return (
    profile.riasec.length === 0 &&
    profile.industries.size === 0 &&
    profile.skills.size === 0 &&
    profile.knowledge.size === 0
  );
}

// Points per shared tag. An industry or the strongest interest type says the most about a
// person; each further interest type, skill or knowledge area adds a little.
const WEIGHT = {
  riasecByPosition: [3, 2, 1],
  industry: 3,
  skill: 1.5,
  knowledge: 1,
  maxSkills: 2,
  maxKnowledge: 2,
} as const;

export interface MissionFit {
  mission: MarketMission;
  score: number;
  /** The sentence of the strongest match, or null when nothing matched. */
  why: string | null;
}

function quoted(text: string): string {
  return `‘${text}’`;
}

export function fitMission(mission: MarketMission, profile: FitProfile): MissionFit {
  const reasons: Array<{ weight: number; text: string }> = [];

  profile.riasec.forEach((letter, position) => {
    if (!mission.tags.riasec.includes(letter)) return;
    const name = RIASEC_LABELS[letter];
    const weight = WEIGHT.riasecByPosition[position] ?? 1;
    const source = profile.riasecSource === 'roadmap-jobs' ? '로드맵 직업의 흥미 유형' : '흥미 유형';
    reasons.push({ weight, text: `${source} ${letter}(${name})${josa.pick(name, '와/과')} 잘 맞아요` });
  });

  for (const industry of mission.tags.industries) {
    const match = profile.industries.get(industry);
    if (!match) continue;
    const text = match.jobName
      ? `로드맵 직업 ${quoted(match.jobName)}의 분야(${match.name})와 이어지는 미션이에요`
      : `관심 분야 ${quoted(match.name)}${josa.pick(match.name, '와/과')} 관련된 미션이에요`;
    reasons.push({ weight: WEIGHT.industry, text });
    break;
  }

  const skills = mission.tags.skills.flatMap((id) => {
    const match = profile.skills.get(id);
    return match ? [match] : [];
  });
  if (skills.length > 0) {
    const [first] = skills;
    const label = first?.label ?? '';
    reasons.push({
      weight: WEIGHT.skill * Math.min(skills.length, WEIGHT.maxSkills),
      text: first?.jobName
        ? `${quoted(first.jobName)}에게 중요한 기술 ${quoted(label)}${josa.pick(label, '을/를')} 써 봐요`
        : `내가 고른 기술 ${quoted(label)}${josa.pick(label, '을/를')} 써 봐요`,
    });
  }

  const knowledge = mission.tags.knowledge.flatMap((id) => {
    const match = profile.knowledge.get(id);
    return match ? [match] : [];
  });
  if (knowledge.length > 0) {
    const [first] = knowledge;
    const label = first?.label ?? '';
    reasons.push({
      weight: WEIGHT.knowledge * Math.min(knowledge.length, WEIGHT.maxKnowledge),
      text: first?.jobName
        ? `${quoted(first.jobName)}에게 필요한 ${quoted(label)} 지식을 다뤄요`
        : `내가 고른 ${quoted(label)} 지식을 다뤄요`,
    });
  }

  const score = reasons.reduce((sum, reason) => sum + reason.weight, 0);
  // The first of the strongest reasons: interest comes before industry at equal weight.
  const strongest = reasons.reduce<(typeof reasons)[number] | null>(
    (best, reason) => (!best || reason.weight > best.weight ? reason : best),
    null,
  );
  return { mission, score, why: strongest?.text ?? null };
}
