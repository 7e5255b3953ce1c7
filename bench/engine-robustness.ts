/**
 * Issue 28's O*NET figures for both persona constructions and the counsellor panel, in this
 * process, on the API's own scoring path (`previewRecommendations`'s: item-bank scoring →
 * `inputFromProfile` with the card sorts → `preparePerson` → `rankJobs`, on the model of
 * `createRecommendationContext`), split into a tuning part and a held-out part:
 *
 *   npx tsx bench/engine-robustness.ts [--tuning-only]   (about 20 s; the API runs take minutes)
 *
 * Held out: every 4th O*NET occupation by code (`isHeldOut`: the sorted codes of all O*NET 29.3
 * occupations with complete ratings, positions 3, 7, 11, …), for construction A and B alike,
 * as catalog personas (exact, noise) and as outside personas; and the panel's `heldOut` students.
 * Engine settings are chosen on the tuning part only; the held-out figures are read, never tuned
 * on (`--tuning-only` prints the tuning part alone, for exploring). The API runs (`bench/validity.ts`, `bench/panel/measure.ts`, tests/validity/) stay the
 * figures of record; this tool is for exploring without a database.
 */
import { getAssessments, profileOfAnswers } from '../src/server/modules/assessments/assessments.service';
import { loadItemBanks } from '../src/server/modules/assessments/item-banks';
import { preparePerson, type Ranking, rankJobs } from '../src/server/modules/recommendations/engine';
import { cardSortPartsOf, inputFromProfile } from '../src/server/modules/recommendations/profile-input';
import { createRecommendationContext, shownRank } from '../src/server/modules/recommendations/recommendations.service';
import type { AnswersByStep } from '../src/shared/contracts/assessments';
import { hasOnet, loadOnet, type OnetOccupation } from '../tests/validity/onet';
import { answersFor, withNoise } from '../tests/validity/persona-answers';
import { exactTargets, NOISE_SEED } from '../tests/validity/suite';
import { constructionB } from './panel/onet-construction-b';
import { acceptableSet, answersOf, isSensible, loadPanel, previewBody } from './panel/students';

if (!hasOnet()) {
  process.stdout.write('O*NET 29.3 tables not found beside the repository (../shared/data/onet/db_29_3)\n');
  process.exit(1);
}

const assessments = getAssessments();
const context = createRecommendationContext();
const { model, catalog } = context;
const jobs = catalog.jobs;
const onet = loadOnet();
const banks = loadItemBanks();

const heldOutCodes = new Set(
  onet.occupations
    .map((o) => o.code)
    .sort()
    .filter((_, index) => index % 4 === 3),
);
/** Every 4th O*NET occupation by code is held out. */
const isHeldOut = (code: string) => heldOutCodes.has(code);

/** The API's ranking of the person who gave these answers. */
function rankingFor(answers: AnswersByStep): Ranking {
  const steps = previewBody(answers).steps;
  const input = inputFromProfile(profileOfAnswers(assessments, steps), undefined, cardSortPartsOf(steps));
  return rankJobs(model, preparePerson(model, input));
}
const orderFor = (answers: AnswersByStep) => rankingFor(answers).order;

interface Construction {
  exact(o: OnetOccupation): AnswersByStep | undefined;
  noise(o: OnetOccupation, index: number): AnswersByStep | undefined;
}
const constructions: Record<'A' | 'B', Construction> = {
  A: {
    exact: (o) => answersFor(o, onet),
    noise: (o, index) => answersFor(withNoise(o, onet, NOISE_SEED * 100_003 + index), onet),
  },
  B: constructionB(banks),
};

const catalogCodes = new Set(jobs.map((job) => job.onet.code));
const outside = onet.occupations.filter((o) => !catalogCodes.has(o.code));

interface Part {
  exact: number[];
  noise: number[];
  outside: { top10: number[]; related: Set<number>; who: string }[];
}
const emptyPart = (): Part => ({ exact: [], noise: [], outside: [] });

const tuningOnly = process.argv.includes('--tuning-only');
/** `--misses`: each tuning catalog job whose exact persona does not get it first, and what does. */
const showMisses = process.argv.includes('--misses');
/** `--hubs`: for the tuning part's outside personas, who lists the most listed jobs and who gets the most frequent #1. */
const showHubs = process.argv.includes('--hubs');

function measure(construction: Construction): { tuning: Part; heldOut: Part } {
  const parts = { tuning: emptyPart(), heldOut: emptyPart() };
  jobs.forEach((job, index) => {
    const occupation = onet.byCode.get(job.onet.code);
    if (!occupation) return;
    const part = isHeldOut(job.onet.code) ? parts.heldOut : parts.tuning;
    const targets = exactTargets(job, jobs);
    for (const kind of ['exact', 'noise'] as const) {
      const answers = kind === 'exact' ? construction.exact(occupation) : construction.noise(occupation, index);
      if (!answers) continue;
      const ranking = rankingFor(answers);
      const rank = Math.min(...targets.map((t) => shownRank(ranking, t)));
      part[kind].push(rank);
      if (showMisses && kind === 'exact' && rank > 1 && !isHeldOut(job.onet.code))
        process.stdout.write(`  miss ${job.name} #${rank}, first ${jobs[ranking.order[0] ?? 0]?.name}\n`);
    }
  });
  for (const occupation of outside) {
    const answers = construction.exact(occupation);
    if (!answers) continue;
    const order = orderFor(answers);
    const codes = new Set(onet.related.get(occupation.code) ?? []);
    const related = new Set(jobs.flatMap((job, index) => (codes.has(job.onet.code) ? [index] : [])));
    (isHeldOut(occupation.code) ? parts.heldOut : parts.tuning).outside.push({
      top10: Array.from(order.subarray(0, 10)),
      related,
      who: `${occupation.code} ${occupation.title}`,
    });
  }
  return parts;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const share = (ranks: number[], k: number) => ranks.filter((r) => r <= k).length / Math.max(ranks.length, 1);

function most(lists: number[][]) {
  const counts = new Map<number, number>();
  for (const list of lists) for (const job of list) counts.set(job, (counts.get(job) ?? 0) + 1);
  const [job, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return `${jobs[job]?.name} ${pct(n / Math.max(lists.length, 1))}`;
}

function describe(label: string, part: Part): string {
  const withRelated = part.outside.filter((o) => o.related.size > 0);
  const related = withRelated.filter((o) => o.top10.some((job) => o.related.has(job))).length / withRelated.length;
  return [
    label.padEnd(14),
    `exact@1 ${pct(share(part.exact, 1))}`,
    `exact@10 ${pct(share(part.exact, 10))}`,
    `noise@1 ${pct(share(part.noise, 1))}`,
    `noise@10 ${pct(share(part.noise, 10))}`,
    `related ${pct(related)}`,
    `listed ${most(part.outside.map((o) => o.top10))}`,
    `#1 ${most(part.outside.map((o) => o.top10.slice(0, 1)))}`,
    `(${part.exact.length}/${part.outside.length})`,
  ].join(' | ');
}

/** The five most listed and most often #1 jobs of a part, each with the personas that list it. */
function printHubs(name: string, part: Part): void {
  for (const [label, depth] of [
    ['listed', 10],
    ['#1', 1],
  ] as const) {
    const byJob = new Map<number, string[]>();
    for (const o of part.outside)
      for (const job of o.top10.slice(0, depth)) byJob.set(job, [...(byJob.get(job) ?? []), o.who]);
    const top = [...byJob].sort((a, b) => b[1].length - a[1].length).slice(0, 5);
    for (const [job, who] of top) {
      process.stdout.write(`${name} ${label} ${jobs[job]?.name} ${pct(who.length / part.outside.length)}\n`);
      if (depth === 1 || job === top[0]?.[0]) process.stdout.write(`    ${who.join('\n    ')}\n`);
    }
  }
}

const merge = (a: Part, b: Part): Part => ({
  exact: [...a.exact, ...b.exact],
  noise: [...a.noise, ...b.noise],
  outside: [...a.outside, ...b.outside],
});

const started = performance.now();
for (const name of ['A', 'B'] as const) {
  const { tuning, heldOut } = measure(constructions[name]);
  if (showHubs) printHubs(name, tuning);
  if (!tuningOnly) process.stdout.write(`${describe(`${name} all`, merge(tuning, heldOut))}\n`);
  process.stdout.write(`${describe(`${name} tuning`, tuning)}\n`);
  if (!tuningOnly) process.stdout.write(`${describe(`${name} held out`, heldOut)}\n`);
}

const names = new Set(jobs.map((job) => job.name));
const panel = loadPanel();
const sensible = { tuning: [0, 0], heldOut: [0, 0] };
const failing: string[] = [];
for (const student of panel) {
  const order = orderFor(answersOf(student, banks));
  const top3 = Array.from(order.subarray(0, 3), (job) => jobs[job]?.name ?? '');
  const ok = isSensible(top3, acceptableSet(student, names));
  const tally = student.heldOut ? sensible.heldOut : sensible.tuning;
  tally[0] = (tally[0] ?? 0) + (ok ? 1 : 0);
  tally[1] = (tally[1] ?? 0) + 1;
  if (!ok && !(tuningOnly && student.heldOut))
    failing.push(`${student.id}${student.heldOut ? '*' : ''} ${top3.join(', ')}`);
}
const heldOutPanel = tuningOnly ? '' : `, held out ${sensible.heldOut[0]}/${sensible.heldOut[1]}`;
process.stdout.write(
  `panel: tuning ${sensible.tuning[0]}/${sensible.tuning[1]}${heldOutPanel}; not sensible: ${failing.join('; ')}\n`,
);
process.stdout.write(`${((performance.now() - started) / 1000).toFixed(0)} s\n`);
