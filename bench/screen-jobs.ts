/**
 * Screening candidate catalog jobs against issue 17's figures before writing them up:
 * `npx tsx bench/screen-jobs.ts <set> [<set> …]` (about half a second a set after 3 s of start-up).
 *
 * A set is one or more O*NET codes joined by `+`, each optionally `=<catalog job name>`: the
 * candidate's ratings are O*NET's for that code (as `scripts/catalog/build-catalog.ts` would put
 * them in the catalog, knowledge and skill levels included), appended after the catalog's jobs
 * (so no existing noise persona is redrawn here; in the built catalog a job's place, and so the
 * noise personas' draws, can differ, which moves the noise figures by a few jobs), with the
 * industry and the physical estimate of the
 * named catalog job (default: the job its own exact persona ranks first today). `--alone` also
 * screens every candidate of the sets alone. `--greedy=<n>` instead adds, n times, the candidate of
 * the sets (all of them, as one pool) that lowers the top of the most-listed shares most (the
 * sum of the shares' excess over 9 %; with `--by=listed`, the most-listed share) while exact hit@1
 * stays ≥ 95 %, noise hit@10 ≥ 95.5 %, the related rate ≥ 94 % and the #1 share ≤ 3 % (ties: the
 * higher related rate), and prints each step: a short list to write up, not a decision.
 *
 * Each row is the model as the app builds it for that catalog (`withCrowding(buildJobModel(…))`)
 * and the validity suite's personas scored in this process on the API's path (item-bank scoring →
 * `inputFromProfile` → `preparePerson` → `fitScore`), as `bench/validity-hubs.ts` does; the
 * "catalog as it is" row equals the suite's API run. A candidate's code leaves the outside
 * personas and adds an exact and a noise persona, as it would once in the catalog. Contradicting
 * reasons and the order of lists need the API: run `bench/validity.ts` after adding the jobs.
 *
 * Example: `npx tsx bench/screen-jobs.ts 51-9061.00 "49-9071.00=설비 보전 기술자" 51-9061.00+49-9071.00`
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAssessments, type Profile } from '../src/server/modules/assessments/assessments.service';
import { getJobCatalog } from '../src/server/modules/jobs/jobs.service';
import { withCrowding } from '../src/server/modules/recommendations/crowding';
import { fitScore, preparePerson } from '../src/server/modules/recommendations/engine';
import type { RecommendationInput } from '../src/server/modules/recommendations/input';
import { buildJobModel, type JobProfile } from '../src/server/modules/recommendations/job-model';
import { inputFromProfile } from '../src/server/modules/recommendations/profile-input';
import { type AnswersByStep, RIASEC_ORDER, type RiasecType, STEPS } from '../src/shared/contracts/assessments';
import { hasOnet, loadOnet, ONET_DIR, type OnetOccupation } from '../tests/validity/onet';
import { answersFor, withNoise } from '../tests/validity/persona-answers';
import { NOISE_SEED, pearson, profileKey } from '../tests/validity/suite';

if (!hasOnet()) {
  process.stdout.write('O*NET 29.3 tables not found beside the repository (../shared/data/onet/db_29_3)\n');
  process.exit(1);
}

const args = process.argv.slice(2);
const alone = args.includes('--alone');
const byListed = args.includes('--by=listed');
const greedy = Number(args.find((arg) => arg.startsWith('--greedy='))?.slice('--greedy='.length) ?? 0);
const sets = args.filter((arg) => !arg.startsWith('--')).map((set) => set.split('+'));

const { rules } = getAssessments();
const catalogJobs: readonly JobProfile[] = getJobCatalog().jobs;
const catalogCodes = getJobCatalog().jobs.map((job) => job.onet.code);
const onet = loadOnet();

const occupationOf = (code: string): OnetOccupation => {
  const occupation = onet.byCode.get(code);
  if (!occupation) throw new Error(`${code}: not an O*NET 29.3 occupation with every rating table`);
  return occupation;
};

// ---------------------------------------------------------------------------
// People: answers → what the API would hold, once per persona (the model only enters at `preparePerson`)
// ---------------------------------------------------------------------------

interface Persona {
  input: RecommendationInput;
  /** Interest scores of the person's report (RIASEC order), for the interests-only baseline. */
  interest: number[];
}

function personaOf(answers: AnswersByStep): Persona {
  const profile = Object.fromEntries(
    STEPS.map((step) => [step, (rules[step].score as (a: unknown) => unknown)(answers[step])]),
  ) as Profile;
  const scores = (profile.interest as { scores: Record<RiasecType, number> }).scores;
  return { input: inputFromProfile(profile), interest: RIASEC_ORDER.map((type) => scores[type]) };
}

const personaCache = new Map<string, Persona>();
function cached(key: string, make: () => AnswersByStep): Persona {
  let persona = personaCache.get(key);
  if (!persona) {
    persona = personaOf(make());
    personaCache.set(key, persona);
  }
  return persona;
}
const exactPersona = (code: string) => cached(`exact ${code}`, () => answersFor(occupationOf(code), onet));
const noisePersona = (code: string, index: number) =>
  cached(`noise ${code} ${index}`, () =>
    answersFor(withNoise(occupationOf(code), onet, NOISE_SEED * 100_003 + index), onet),
  );

// ---------------------------------------------------------------------------
// Candidates: O*NET ratings as the catalog build writes them
// ---------------------------------------------------------------------------

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Code → element id → { im, lv } of knowledge.tsv or skills.tsv, for the codes asked. */
function pairs(file: string, codes: ReadonlySet<string>): Map<string, Record<string, { im: number; lv: number }>> {
  const [header, ...lines] = readFileSync(path.join(ONET_DIR, file), 'utf8').split(/\r?\n/);
  const names = (header ?? '').split('\t');
  const at = (name: string) => names.indexOf(name);
  const out = new Map<string, Record<string, { im: number; lv: number }>>();
  for (const line of lines) {
    const cells = line.split('\t');
    const code = cells[at('O*NET-SOC Code')] ?? '';
    const scale = cells[at('Scale ID')];
    if (!codes.has(code) || (scale !== 'IM' && scale !== 'LV')) continue;
    const record = out.get(code) ?? {};
    const id = cells[at('Element ID')] ?? '';
    const pair = record[id] ?? { im: 0, lv: 0 };
    pair[scale === 'IM' ? 'im' : 'lv'] = round2(Number(cells[at('Data Value')]));
    record[id] = pair;
    out.set(code, record);
  }
  return out;
}

/** The top three interest types, as the catalog's `riasec.code` (the IH high points, here from the OI values). */
const codeOf = (riasec: Record<RiasecType, number>) =>
  [...RIASEC_ORDER]
    .sort((a, b) => riasec[b] - riasec[a])
    .slice(0, 3)
    .join('');

const candidateCodes = new Set(sets.flat().map((entry) => entry.split('=')[0] ?? ''));
const knowledgeOf = pairs('knowledge.tsv', candidateCodes);
const skillsOf = pairs('skills.tsv', candidateCodes);
const plainCatalog = buildJobModel(catalogJobs);

function rounded(record: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).map(([id, value]) => [id, round2(value)]));
}

const shippedCatalog = withCrowding(plainCatalog);
const candidates = new Map<string, { job: JobProfile; code: string }>();
function candidate(entry: string): { job: JobProfile; code: string } {
  const known = candidates.get(entry);
  if (known) return known;
  const made = makeCandidate(entry);
  candidates.set(entry, made);
  return made;
}

function makeCandidate(entry: string): { job: JobProfile; code: string } {
  const [code = '', like] = entry.split('=');
  const occupation = occupationOf(code);
  if (catalogCodes.includes(code)) throw new Error(`${code}: already in the catalog`);
  const model = shippedCatalog;
  const person = preparePerson(model, exactPersona(code).input);
  const nearest = Array.from(catalogJobs.keys()).sort(
    (a, b) => fitScore(model, person, b) - fitScore(model, person, a),
  )[0];
  const template = like ? catalogJobs.find((job) => job.name === like) : catalogJobs[nearest ?? 0];
  if (!template) throw new Error(`${like}: no such catalog job`);
  const riasec = rounded(occupation.riasec) as Record<RiasecType, number>;
  return {
    code,
    job: {
      id: `candidate-${code}`,
      name: `${occupation.title} (${code}, as ${template.name})`,
      industry: template.industry,
      riasec: { ...riasec, code: codeOf(riasec) },
      workValues: rounded(
        Object.fromEntries(Object.entries(occupation.workValues).filter(([id]) => /^1\.B\.2\.[a-f]$/.test(id))),
      ),
      workStyles: rounded(occupation.workStyles),
      knowledge: knowledgeOf.get(code) ?? {},
      skills: skillsOf.get(code) ?? {},
      jobZone: occupation.jobZone,
      physical: template.physical,
    },
  };
}

// ---------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------

interface Figures {
  jobs: number;
  exactHit1: number;
  exactHit10: number;
  noiseHit1: number;
  noiseHit10: number;
  outside: number;
  related: number;
  baselineRelated: number;
  listed: Array<{ job: string; share: number }>;
  /** The lists above 9 % of the outside personas, summed over jobs (how high the flat top stands). */
  excess: number;
  first: Array<{ job: string; share: number }>;
  /** Each candidate: how many outside lists carry it, and for how many outside personas it is #1. */
  added: Array<{ job: string; listed: number; first: number }>;
}

function measure(extra: ReadonlyArray<{ job: JobProfile; code: string }>): Figures {
  const jobs = [...catalogJobs, ...extra.map((c) => c.job)];
  const codes = [...catalogCodes, ...extra.map((c) => c.code)];
  const model = withCrowding(buildJobModel(jobs));
  const size = jobs.length;
  const order = (persona: Persona) => {
    const person = preparePerson(model, persona.input);
    const scores = Float64Array.from(jobs, (_, job) => fitScore(model, person, job));
    return Array.from(scores.keys()).sort(
      (a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (model.nameOrder[a] ?? 0) - (model.nameOrder[b] ?? 0),
    );
  };
  const keys = jobs.map((job) => profileKey(job as Parameters<typeof profileKey>[0]));
  const rankOf = (list: number[], job: number) =>
    Math.min(...list.flatMap((other, rank) => (keys[other] === keys[job] ? [rank + 1] : [])));
  const exactRanks = codes.map((code, job) => rankOf(order(exactPersona(code)), job));
  const noiseRanks = codes.map((code, job) => rankOf(order(noisePersona(code, job)), job));

  const inCatalog = new Set(codes);
  const outside = onet.occupations.filter((occupation) => !inCatalog.has(occupation.code));
  const listed = new Float64Array(size);
  const first = new Float64Array(size);
  let withRelated = 0;
  let hits = 0;
  let baselineHits = 0;
  for (const occupation of outside) {
    const persona = exactPersona(occupation.code);
    const top = order(persona).slice(0, 10);
    for (const job of top) listed[job] = (listed[job] ?? 0) + 1;
    first[top[0] ?? 0] = (first[top[0] ?? 0] ?? 0) + 1;
    const relatedCodes = new Set(onet.related.get(occupation.code) ?? []);
    const related = new Set(codes.flatMap((code, job) => (relatedCodes.has(code) ? [job] : [])));
    if (related.size === 0) continue;
    withRelated++;
    if (top.some((job) => related.has(job))) hits++;
    const baseline = jobs
      .map((job, index) => ({
        index,
        name: job.name,
        r: pearson(
          persona.interest,
          RIASEC_ORDER.map((type) => job.riasec[type]),
        ),
      }))
      .sort((a, b) => b.r - a.r || a.name.localeCompare(b.name, 'ko'))
      .slice(0, 10);
    if (baseline.some((entry) => related.has(entry.index))) baselineHits++;
  }
  const leaders = (counts: Float64Array, n: number) =>
    Array.from(counts.keys())
      .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (model.nameOrder[a] ?? 0) - (model.nameOrder[b] ?? 0))
      .slice(0, n)
      .map((job) => ({ job: jobs[job]?.name ?? '', share: (counts[job] ?? 0) / outside.length }));
  const share = (ranks: number[], k: number) => ranks.filter((rank) => rank <= k).length / size;
  return {
    jobs: size,
    exactHit1: share(exactRanks, 1),
    exactHit10: share(exactRanks, 10),
    noiseHit1: share(noiseRanks, 1),
    noiseHit10: share(noiseRanks, 10),
    outside: outside.length,
    related: hits / withRelated,
    baselineRelated: baselineHits / withRelated,
    listed: leaders(listed, 6),
    excess: listed.reduce((sum, n) => sum + Math.max(0, n / outside.length - 0.09), 0),
    first: leaders(first, 3),
    added: extra.map((_, k) => ({
      job: jobs[catalogJobs.length + k]?.name ?? '',
      listed: listed[catalogJobs.length + k] ?? 0,
      first: first[catalogJobs.length + k] ?? 0,
    })),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const shares = (list: Figures['listed']) => list.map((entry) => `${entry.job} ${pct(entry.share)}`).join(', ');

function report(label: string, f: Figures): void {
  process.stdout.write(
    [
      `| ${label} | ${f.jobs} | ${pct(f.exactHit1)} / ${pct(f.exactHit10)} | ${pct(f.noiseHit1)} / ${pct(f.noiseHit10)} | ${pct(f.related)} (${pct(f.baselineRelated)}) | ${f.listed[0]?.job} ${pct(f.listed[0]?.share ?? 0)} | ${f.first[0]?.job} ${pct(f.first[0]?.share ?? 0)} |`,
      `|   most listed: ${shares(f.listed)} (excess over 9 %: ${pct(f.excess)}); most often #1: ${shares(f.first)}; outside personas ${f.outside}${f.added.map((a) => `; ${a.job}: in ${a.listed} lists, #1 for ${a.first}`).join('')} |`,
      '',
    ].join('\n'),
  );
}

process.stdout.write(
  [
    '| added | jobs | exact hit@1 / @10 | noise hit@1 / @10 | outside related (interests only) | most listed | most often #1 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    '',
  ].join('\n'),
);
report('catalog as it is', measure([]));
if (greedy > 0) {
  const pool = [...new Set(sets.flat())];
  const chosen: string[] = [];
  for (let step = 0; step < greedy; step++) {
    let best: { entry: string; f: Figures } | undefined;
    for (const entry of pool) {
      if (chosen.includes(entry)) continue;
      const f = measure([...chosen, entry].map(candidate));
      const fits =
        f.exactHit1 >= 0.95 && f.noiseHit10 >= 0.955 && f.related >= 0.94 && (f.first[0]?.share ?? 1) <= 0.03;
      const height = (x: Figures) => (byListed ? (x.listed[0]?.share ?? 1) : x.excess);
      const better =
        !best ||
        height(f) < height(best.f) - 1e-9 ||
        (Math.abs(height(f) - height(best.f)) <= 1e-9 && f.related > best.f.related);
      if (fits && better) best = { entry, f };
    }
    if (!best) break;
    chosen.push(best.entry);
    report(chosen.join(' + '), best.f);
  }
}
const screened = new Set<string>();
if (alone) {
  for (const entry of sets.flat()) {
    if (screened.has(entry)) continue;
    screened.add(entry);
    report(entry, measure([candidate(entry)]));
  }
}
for (const set of greedy > 0 ? [] : sets) {
  if (alone && set.length === 1) continue;
  report(set.join(' + '), measure(set.map(candidate)));
}
