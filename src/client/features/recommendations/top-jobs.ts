import type { Recommendation } from '../../../shared/contracts/recommendations';

/** A recommended job as a short list shows it (home, the report's summary): one reason, in words. */
export interface TopJob {
  rank: number;
  name: string;
  fitLevel: Recommendation['fitLevel'];
  /** The reason that added most to the score ('이렇게 맞아요'), or null when none does. */
  reason: string | null;
}

/** How many recommended jobs the short lists show. */
const TOP_JOBS = 3;

/** The first `count` recommendations in rank order, each with its strongest matching reason. */
export function topJobsOf(list: readonly Recommendation[], count = TOP_JOBS): TopJob[] {
  return [...list]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count)
    .map((item) => ({
      rank: item.rank,
      name: item.job.name,
      fitLevel: item.fitLevel,
      reason: item.reasons.find((reason) => reason.kind === 'match')?.text ?? null,
    }));
}

/** A reason as a sentence on its own: the engine's reasons carry no final full stop. */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
