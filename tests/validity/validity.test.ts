import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDITY_BUDGET } from '../../bench/lib/budgets';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { hasOnet } from './onet';
import { describeFigures, runValiditySuite, type ValidityFigures } from './suite';

/**
 * The validity suite's fast subset (the full run is `npm run bench -- --only=validity`): every
 * tenth catalog job as an exact and a 1 SD noise persona, every second O*NET occupation outside
 * the catalog, each answering the six steps through the API. Thresholds are issue 17's, where
 * the subset supports them. Its hub targets (no job in more than 10 % of the outside lists, none
 * #1 for more than 3 %) were missed at first: O*NET splits production work into many
 * occupations. The 28 hands-on jobs, the crowding correction (crowding.ts) and then nine more
 * common jobs where the lists still piled up (ADR 008, "What adding the jobs did", "What shipped"
 * and "Nine common jobs under the flat top") brought the full suite to 9.4 % and 2.7 %: both
 * targets met. `HUB_GUARD` here fails any change that piles the lists up again.
 */
const SAMPLE = { catalog: 10, outside: 2 } as const;

/**
 * Today's hub shares on this subset (242 jobs with the crowding correction, 2026-11-26: most
 * listed 9.7 %, 31 of 318 lists, 기계가공 기술자 with 전기기사 and 중장비 운전원; most often #1
 * 2.5 %, 8 of 318, 가전제품 수리 기사) plus a margin of about five lists and three #1s: a change
 * that piles the outside personas onto fewer jobs fails. The subset's most-listed share runs a
 * little above the full suite's (9.4 % of 636), so the guard sits above the 10 % target on
 * purpose; the bench checks the targets on the full suite. At 233 jobs the subset stood at 11.8 % and
 * 2.8 %, before the correction at 23.4 % and 5.2 % (229 jobs), and before the 28 hands-on jobs of
 * ADR 008 at 32.4 % and 6.5 %.
 */
const HUB_GUARD = { listed: 0.145, first: 0.035 } as const;
// Raised from 0.115 with issue 28 (2026-11-28), a regression said as one: preparation read from
// the Korean facts opens many hands-on jobs of Job Zone 3 to 고졸 (기계가공 기술자, 설비 보전
// 기술자, 철도 신호 정비원 …), so the outside personas of Job Zone 2 now fit them fully; the most
// listed job rose from 9.7 % to 12.9 % (41 of 318, 11.0 % with the Korean preparation off). The
// guard is today's share plus the same five lists; the bench checks the 10 % target.

// Needs the O*NET tables beside the repository. Runs once, on PGlite: the figures come from the
// engine and are the same on PostgreSQL, whose rerun of the API tests it would only slow down.
describe.skipIf(!hasOnet() || Boolean(process.env.TEST_DATABASE_URL))(
  'validity: O*NET personas through the API',
  () => {
    let t: TestApp;
    let catalog: ValidityFigures;
    let outside: ValidityFigures;

    beforeAll(async () => {
      t = await createTestApp();
      catalog = await runValiditySuite(t, { sample: SAMPLE.catalog, kinds: ['exact', 'noise'] });
      outside = await runValiditySuite(t, { sample: SAMPLE.outside, kinds: ['outside'] });
      process.stdout.write(`${[...describeFigures(catalog), ...describeFigures(outside)].join('\n')}\n`);
    }, 300_000);
    afterAll(async () => {
      await t?.close();
    });

    it('finds the job of an exact persona first (≥ 90 %) and always in the top 10', () => {
      expect(catalog.exact?.hit10).toBe(1);
      expect(catalog.exact?.hit1).toBeGreaterThanOrEqual(0.9);
    });

    it('finds the job of a 1 SD noise persona in the top 10 (≥ 95 %), far more often than interests alone', () => {
      const noise = catalog.noise;
      // The subset is 25 personas (4 points each). Since common answers are discounted (issue 28,
      // branch engine) it misses two: 신재생에너지 엔지니어 (#17) and 한국어 교사 (#11), one more
      // than before, while the full suite holds 98.3 % (bench/engine-robustness.ts, the same as
      // before): the guard allows the subset one persona under the 95 % target, never two.
      expect(noise?.hit10).toBeGreaterThanOrEqual(0.92);
      expect(noise?.hit10 ?? 0).toBeGreaterThan(noise?.baselineHit10 ?? 1);
    });

    it('gives no reason that is untrue of the answers (every reason of every top 10)', () => {
      expect(catalog.reasonsChecked + outside.reasonsChecked).toBeGreaterThan(1_000);
      expect([...catalog.contradictions, ...outside.contradictions].slice(0, 5)).toEqual([]);
    });

    it('lists every job in score order (any variety pick is its own section)', () => {
      expect(catalog.listsChecked + outside.listsChecked).toBeGreaterThan(100);
      expect([...catalog.outOfOrder, ...outside.outOfOrder].map((list) => list.persona)).toEqual([]);
    });

    it('piles the outside personas onto no more jobs than today (issue 17 hub targets: ADR 008)', () => {
      const figures = outside.outside;
      expect(figures?.mostListed.share ?? 1, figures?.mostListed.job).toBeLessThanOrEqual(HUB_GUARD.listed);
      expect(figures?.mostFirst.share ?? 1, figures?.mostFirst.job).toBeLessThanOrEqual(HUB_GUARD.first);
    });

    it('brings no hub back through the variety section (no job among the picks of more than 10 % of the outside personas)', () => {
      const figures = outside.outside;
      expect(figures?.mostVariety.share ?? 1, figures?.mostVariety.job).toBeLessThanOrEqual(
        VALIDITY_BUDGET.maxVarietyShare,
      );
    });

    it('puts an O*NET-related catalog job in the top 10 of people outside the catalog (≥ 92 %), better than interests alone', () => {
      const figures = outside.outside;
      expect(figures?.withRelated).toBeGreaterThan(300);
      expect(figures?.relatedRate).toBeGreaterThanOrEqual(0.92);
      expect(figures?.relatedRate ?? 0).toBeGreaterThan(figures?.baselineRelatedRate ?? 1);
    });
  },
);
