/**
 * Why a panel student gets the list they get: each part of the score of their top jobs and of
 * the jobs a counsellor would accept, straight from the engine (no database, no HTTP).
 *
 *   npx tsx bench/panel/explain.ts p59 [p66 …] [--top=8]
 */
import { getAssessments, profileOfAnswers } from '../../src/server/modules/assessments/assessments.service';
import { loadItemBanks } from '../../src/server/modules/assessments/item-banks';
import { breakdown, preparePerson, rankJobs } from '../../src/server/modules/recommendations/engine';
import { cardSortPartsOf, inputFromProfile } from '../../src/server/modules/recommendations/profile-input';
import { createRecommendationContext } from '../../src/server/modules/recommendations/recommendations.service';
import { acceptableSet, answersOf, loadPanel, previewBody } from './students';

const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.slice('--top='.length) ?? 6);
const ids = new Set(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
const banks = loadItemBanks();
const context = createRecommendationContext();
const { model } = context;
const names = new Set(model.jobs.map((job) => job.name));
const f = (x: number) => x.toFixed(1).padStart(5);

for (const student of loadPanel()) {
  if (!ids.has(student.id)) continue;
  const { steps } = previewBody(answersOf(student, banks));
  const input = inputFromProfile(profileOfAnswers(getAssessments(), steps), undefined, cardSortPartsOf(steps));
  const person = preparePerson(model, input);
  const ranking = rankJobs(model, person);
  const accepted = acceptableSet(student, names);
  process.stdout.write(`\n${student.id}: ${student.description}\n`);
  process.stdout.write(
    '  rank job                      score  int  val  ksk  str  trt  jpr  ind  sub  wrd  prep crowd\n',
  );
  const shown = new Set<number>([...ranking.order.subarray(0, top)]);
  for (const [index, job] of model.jobs.entries()) if (accepted.has(job.name)) shown.add(index);
  for (const index of [...shown].sort((a, b) => (ranking.rankOf[a] ?? 0) - (ranking.rankOf[b] ?? 0))) {
    const b = breakdown(model, person, index);
    const step = (name: string) => b.steps.find((s) => s.step === name)?.points ?? 0;
    const name = model.jobs[index]?.name ?? '';
    process.stdout.write(
      `  ${String(ranking.rankOf[index]).padStart(4)} ${accepted.has(name) ? '✓' : ' '} ${name.padEnd(14, '　')} ${f(b.score)}` +
        ` ${['interest', 'value', 'kskill', 'strength', 'trt-phys-cond', 'jpref'].map((s) => f(step(s)).slice(1)).join('')}` +
        ` ${f(b.industryBonus).slice(1)}${f(b.subject).slice(1)}${f(b.words).slice(1)} ${f(-b.preparation)}${f(b.crowding)}\n`,
    );
  }
}
