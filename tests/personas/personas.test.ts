import { describe, expect, it } from 'vitest';
import { getAssessments, type Profile } from '../../src/server/modules/assessments/assessments.service';
import { preparePerson, rankJobs } from '../../src/server/modules/recommendations/engine';
import { cardSortPartsOf, inputFromProfile } from '../../src/server/modules/recommendations/profile-input';
import { reasonsFor } from '../../src/server/modules/recommendations/reasons';
import { createRecommendationContext } from '../../src/server/modules/recommendations/recommendations.service';
import { DIVERSITY_CLOSE_POINTS, DIVERSITY_MAX_PER_INDUSTRY } from '../../src/server/modules/recommendations/weights';
import { STEPS, type Step } from '../../src/shared/contracts/assessments';
import { type Family, PERSONAS, type Persona } from './personas';

/**
 * Validity: people described as a career counsellor would, answering the six steps, get the job
 * families the counsellor expects, scored by the assessments module's own scoring and ranked
 * over the real catalog (content/jobs/catalog.json).
 */

const context = createRecommendationContext();
const { model } = context;
const assessments = getAssessments();

/** The persona's answers, checked and scored exactly as `POST /api/{step}/submit` does. */
function profileOf(persona: Persona, steps: readonly Step[] = STEPS): Profile {
  const profile: Profile = {
    value: null,
    strength: null,
    interest: null,
    'trt-phys-cond': null,
    kskill: null,
    jpref: null,
  };
  const score = <S extends Step>(step: S) => {
    const rules = assessments.rules[step];
    const answers = persona.answers[step];
    const problems = { ...rules.checkDraft(answers), ...rules.checkComplete(answers) };
    expect(problems, `${persona.id} ${step}`).toEqual({});
    (profile as Record<Step, unknown>)[step] = rules.score(rules.complete(answers));
  };
  for (const step of steps) score(step);
  return profile;
}

/** The card sorts as the server reads them (chosen cards, ranks, own words) for the steps done. */
function cardSortParts(persona: Persona, steps: readonly Step[] = STEPS) {
  const submitted = (step: 'value' | 'interest' | 'strength') =>
    steps.includes(step) ? { answers: persona.answers[step], submitted: true } : undefined;
  return cardSortPartsOf({
    value: submitted('value'),
    interest: submitted('interest'),
    strength: submitted('strength'),
  });
}

function rank(persona: Persona, steps?: readonly Step[]) {
  const person = preparePerson(
    model,
    inputFromProfile(profileOf(persona, steps), undefined, cardSortParts(persona, steps)),
  );
  const ranking = rankJobs(model, person);
  const jobs = Array.from(ranking.order, (index) => model.jobs[index]);
  return { person, ranking, names: jobs.map((job) => job?.name ?? ''), jobs };
}

const inFamily = (family: Family, job: { name: string; industry: string } | undefined) =>
  job !== undefined &&
  ((family.industries ?? []).some((industry) => industry === job.industry) || (family.jobs ?? []).includes(job.name));

describe('personas', () => {
  it('cover at least twelve different people', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
  });

  describe.each(PERSONAS.map((persona) => [persona.id, persona] as const))('%s', (_, persona) => {
    const { ranking, jobs, names } = rank(persona);
    const top10 = jobs.slice(0, 10);

    it(`finds the expected families in the top 10 (${persona.description})`, () => {
      const hits = top10.filter((job) => inFamily(persona.expected, job)).map((job) => job?.name);
      expect(hits.length, `top 10: ${names.slice(0, 10).join(', ')}`).toBeGreaterThanOrEqual(persona.minExpected);
      expect(inFamily(persona.expected, jobs[0]), `first: ${names[0]}`).toBe(true);
    });

    it("does not put another family's jobs first", () => {
      const intruders = jobs.slice(0, 3).filter((job) => inFamily(persona.notFirst, job));
      expect(intruders.map((job) => job?.name)).toEqual([]);
    });

    it('gives the top jobs high fit and reasons whose fits are the points earned, differences never plus', () => {
      const first = ranking.order[0] ?? 0;
      const score = ranking.fit[first] ?? 0;
      expect(score).toBeGreaterThanOrEqual(70);
      const { person } = rank(persona);
      const reasons = reasonsFor(model, person, first, context.labels);
      expect(reasons.length).toBeGreaterThanOrEqual(5);
      // Issue 28: a difference shows what it costs (never plus points), so the reasons no longer
      // add up to the score; the fits are points the job earned, and most of a top job's score.
      for (const reason of reasons) {
        if (reason.kind === 'match') expect(reason.weight, reason.text).toBeGreaterThan(0);
        else expect(reason.weight, reason.text).toBeLessThanOrEqual(0);
      }
      // What comes off the fits: the crowding correction, physical watch-outs, and the preference
      // step's differences (its fits show the step's points before them, so the two add up).
      const deducted = reasons
        .filter((reason) => reason.kind === 'gap' && [null, 'trt-phys-cond', 'jpref'].includes(reason.step))
        .reduce((sum, reason) => sum - reason.weight, 0);
      const earned = reasons
        .filter((reason) => reason.kind === 'match')
        .reduce((sum, reason) => sum + reason.weight, 0);
      expect(earned).toBeLessThanOrEqual(score + deducted + 0.6);
      expect(earned).toBeGreaterThanOrEqual(0.6 * score);
    });

    it('lists the top 10 in score order, and shows close jobs of other industries as variety picks', () => {
      const scores = top10.map((_, position) => ranking.rankScore[ranking.order[position] ?? 0] ?? 0);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const counts = new Map<string, number>();
      for (const job of top10) counts.set(job?.industry ?? '', (counts.get(job?.industry ?? '') ?? 0) + 1);
      const variety = Array.from(ranking.variety);
      // A pick is of an industry under its share, close to a job of an industry over its share.
      const crowdedScores = top10.flatMap((job, position) =>
        (counts.get(job?.industry ?? '') ?? 0) > DIVERSITY_MAX_PER_INDUSTRY ? [scores[position] ?? 0] : [],
      );
      if (crowdedScores.length === 0) expect(variety).toEqual([]);
      for (const pick of variety) {
        expect(ranking.rankOf[pick]).toBeGreaterThan(10);
        expect(counts.get(model.jobs[pick]?.industry ?? '') ?? 0).toBeLessThan(DIVERSITY_MAX_PER_INDUSTRY);
        expect(ranking.rankScore[pick] ?? 0).toBeGreaterThanOrEqual(
          Math.min(...crowdedScores) - DIVERSITY_CLOSE_POINTS,
        );
      }
    });

    it('gives the same list for the same answers', () => {
      expect(rank(persona).names).toEqual(names);
    });

    it('still points the right way with only values, interests and one more step', () => {
      const partial = rank(persona, ['value', 'interest', 'kskill']);
      const hits = partial.jobs.slice(0, 10).filter((job) => inFamily(persona.expected, job));
      expect(hits.length, partial.names.slice(0, 10).join(', ')).toBeGreaterThanOrEqual(
        persona.minExpectedThreeSteps ?? 3,
      );
    });
  });
});

describe('physical conditions across the catalog', () => {
  it('explain instead of excluding: an uncomfortable condition costs a few points and says so', () => {
    const outdoors = PERSONAS.find((p) => p.id === 'software');
    if (!outdoors) throw new Error('software persona missing');
    const { person, ranking } = rank(outdoors);
    // Every job is still ranked.
    expect(ranking.order.length).toBe(model.size);
    const standingJobs = model.jobs.flatMap((job, index) => (job.physical.standing >= 2 ? [index] : []));
    expect(standingJobs.length).toBeGreaterThan(0);
    for (const index of standingJobs) {
      const reasons = reasonsFor(model, person, index, context.labels);
      const watchOut = reasons.find((reason) => reason.text.startsWith('오래 서서 일하는 편이라'));
      expect(watchOut?.weight).toBeLessThan(0);
      expect(watchOut?.weight).toBeGreaterThanOrEqual(-4);
    }
  });
});
