import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructionB } from '../../bench/panel/onet-construction-b';
import {
  describePanel,
  fitAndGapTraits,
  gapWithPlus,
  levelNamed,
  type PanelFigures,
  preparationBeyondFacts,
  runPanel,
  valueReasonIsWrong,
} from '../../bench/panel/panel-run';
import { isSensible, loadPanel, panelProblems } from '../../bench/panel/students';
import { loadItemBanks } from '../../src/server/modules/assessments/item-banks';
import { getJobCatalog } from '../../src/server/modules/jobs/jobs.service';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import type { Recommendation } from '../../src/shared/contracts/recommendations';
import { hasOnet } from './onet';
import { describeFigures, runValiditySuite, type ValidityFigures } from './suite';

/**
 * Issue 28's outside yardstick in `npm test`: the whole counsellor panel (bench/panel/, 166
 * students written before any measurement, 41 held out) through `POST /api/job-rec/preview`, its
 * four reason checks, and a subset of O*NET construction B (every 25th catalog job exact and
 * noisy, every 20th occupation outside the catalog). The full construction B runs in
 * `npm run bench` beside construction A.
 *
 * The guards sit at the figures measured with issue 28's engine (2026-11-28, branch engine-core)
 * minus a margin, so a change that makes the panel worse fails. Before it (main 0b1c014): 30 of
 * 44 sensible, and 440, 245, 53 and 73 findings of the four reason checks.
 */
const PANEL_GUARD = {
  // Measured: 40 of 44 sensible (tuning 30 of 33, held out 10 of 11), failure-class students 11 of 12
  // (p04, held out, is not). Issue 28's target: ≥ 90 % (40 of 44), every failure class sensible.
  // With common answers discounted (branch engine, 2026-11-28): 40 of 44, tuning 31 of 33, held
  // out 9 of 11 (p24 lost), failure classes 10 of 12 (p05 lost): tuning tightened, the rest held.
  // With issue 28's eight new jobs in the catalog (branch jobs8, 2026-11-28): the same, 40 of 44,
  // tuning 31 of 33, held out 9 of 11, failure classes 10 of 12 (bench/panel/README.md).
  // With subjects from the interest page's own phrases (second session): 41 of 44, tuning 32 of
  // 33, held out 9 of 11, failure classes 11 of 12 (p05 back; p04 is not): tightened by one each.
  // Two animal students added to the tuning part (p45, p46, sixth session; written before any run
  // on them): both sensible as the engine stood, so 43 of 46, tuning 34 of 35, failure classes 13
  // of 14 (p04 still not); the guards rise by the two. Subject words capped at 5 points (weights.ts,
  // same session): p26 sensible, 44 of 46, tuning 35 of 35; the guards rise by one more.
  // Twenty new students p47–p66 (eighth session, 2026-11-29; written by helpers who read neither
  // the engine nor any result, committed before their first run): 10 of the 20 sensible, the
  // first figure of students no setting was ever chosen on. Panel now 54 of 66, tuning 43 of 50,
  // held out 11 of 16, failure classes 14 of 19 (bench/panel/README.md); the guards one below each.
  // Everyday words added to the Basic Interests (ninth session, 2026-11-29: 영화, 용접, 기후, 페이드 …,
  // subjects.test.ts): 57 of 66, tuning 46 of 50 (p49, p50, p66 sensible), held out 11 of 16
  // unchanged, failure classes 15 of 19; the guards one below each.
  // Twenty more fresh students p67–p86 (same session; written blind, committed before their first
  // run): 12 of 20 sensible on that run, panel 69 of 86. The subject then gives back half of what a
  // job's interest type cost when cards and words agree on it (weights.ts SUBJECT_TYPE_RECOVERY,
  // chosen on the tuning part): 73 of 86, tuning 57 of 65, held out 16 of 21, failure classes 21 of
  // 27; the guards one below each.
  // Children (아이들, 유치부, …) named as 가르치기 (O*NET's Teaching illustrates preschool and school
  // teachers): 74 of 86, tuning 58 of 65 (p86 sensible); the guards one below.
  // The Basic Interest tags reviewed job by job by a helper who saw neither the panel nor the
  // engine (27 of 250 changed, content/jobs/audit/basic-interests-2026-11-29.md): 75 of 86, tuning
  // 58 of 65, held out 17 of 21 (p04 sensible), failure classes 22 of 27; the guards one below.
  // Tenth session: words matched where the student put them (phrases.ts) and a phrase naming the job
  // keeping its whole margin (weights.ts WORDS_MAX_POINTS, chosen on the tuning part): 76 of 86,
  // tuning 59 of 65 (p09 sensible), held out 17 of 21, failure classes 22 of 27.
  // Twenty more fresh students p87–p106 (same session; two blind helpers, committed before their
  // first run): 10 of 20 sensible (p87–p96 6 of 10 on bd4ecd1, p97–p106 4 of 10 on c0709ec). Panel
  // 86 of 106, tuning 67 of 80, held out 19 of 26, failure classes 27 of 37; the guards one below.
  // Twelfth session: twenty more fresh students p107–p126 (two blind helpers, committed before any
  // run): 12 of 20 sensible on the engine as it stood (5cdfa78, counted without reading which),
  // 13 of 20 with the jobs' work words (content/jobs/work-words.json: "자막" names 번역가, "벽지"
  // 도배사), the first run read student by student. The work words were kept on the earlier tuning
  // part: 67 → 69 of 80 (p103, p106 sensible, none lost). Panel 101 of 126, tuning 80 of 95, held
  // out 21 of 31, failure classes 33 of 44.
  // Twenty more fresh students p127–p146 (same session, blind, committed before any run, written
  // after the work words went in): 10 of 20, with the work words and without them alike. Panel 111
  // of 146, tuning 87 of 110, held out 24 of 36, failure classes 37 of 50; the guards one below.
  // Thirteenth session: twenty more fresh students p147–p166 (two blind helpers, committed before
  // any run): 10 of 20 on their first run, counted before reading which (the same 10 without that
  // session's preparation change: it moved none of them). Then the everyday words for cutting hair
  // (머리 자르기, p158 sensible). Panel 122 of 166, tuning 95 of 125, held out 27 of 41, failure
  // classes 40 of 54; the guards one below.
  // Fourteenth session: subjects weigh less and a phrase naming the job more (weights.ts
  // `SUBJECT_POINTS`, chosen on both halves of the tuning part): panel 125 of 166, tuning 97 of
  // 125, held out 28 of 41, failure classes 40 of 54; the guards one below.
  sensible: 124,
  tuning: 96,
  heldOut: 27,
  failureClasses: 39,
} as const;

// Issue 28's target for each is 0, and each is 0 today: no margin.
const REASON_GUARD = {
  valueNotOwnCard: 0,
  gapWithPlus: 0,
  fitAndGap: 0,
  preparationBeyondFacts: 0,
} as const;

const B_SAMPLE = { catalog: 25, outside: 20 } as const;
// Measured on this subset (2026-11-28, main 0b1c014): exact hit@1 7 of 10, hit@10 10 of 10, noise
// hit@10 10 of 10, outside 30 of 32 (93.8 %, interests only 68.8 %); the guards allow one persona
// (three outside) less. With issue 28's engine: exact hit@1 6 of 10, hit@10 10 of 10, noise hit@10
// 10 of 10, outside 30 of 32 (most listed 보안검색요원 21.9 %, as before). With common answers
// discounted (branch engine): exact hit@1 7 of 10, outside 31 of 32 (most listed 자동차 조립원 21.9 %).
// Issue 28's targets for the worse of A and B: hit@1 ≥ 90 %, hit@10 100 %, noise hit@10 ≥ 95 %, outside ≥ 92 %.
const B_GUARD = { exactHit1: 0.6, exactHit10: 0.9, noiseHit10: 0.9, outside: 0.87 } as const;

const reason = (over: Partial<Recommendation['reasons'][number]>): Recommendation['reasons'][number] => ({
  step: 'value',
  kind: 'match',
  text: '',
  weight: 1,
  ...over,
});

describe('the counsellor panel and its checks, as written', () => {
  it('holds every step rule the server checks on submit, with catalog names in every acceptable set', () => {
    const catalogNames = new Set(getJobCatalog().jobs.map((job) => job.name));
    const panel = loadPanel();
    expect(panel.length).toBeGreaterThanOrEqual(40);
    expect(panelProblems(panel, loadItemBanks(), catalogNames)).toEqual([]);
  });

  it('calls a top 3 sensible only when the #1 and at least two of three are acceptable', () => {
    const acceptable = new Set(['수의사', '반려동물 훈련사', '축산인']);
    expect(isSensible(['수의사', '의사', '축산인'], acceptable)).toBe(true);
    expect(isSensible(['의사', '수의사', '축산인'], acceptable)).toBe(false);
    expect(isSensible(['수의사', '의사', '약사'], acceptable)).toBe(false);
  });

  it('finds value reasons that name a category or another rank instead of the student own card', () => {
    const chosen = ['내 아이디어 시도하기', '넉넉한 보수', '실력이 자라는 느낌'];
    const priority = ['내 아이디어 시도하기', '넉넉한 보수', '실력이 자라는 느낌'];
    expect(valueReasonIsWrong('가치관 1순위 "독립성"이 이 직업의 핵심 가치와 맞아요', chosen, priority)).toBe(true);
    expect(valueReasonIsWrong('가치관 2순위 "내 아이디어 시도하기"를 누릴 수 있어요', chosen, priority)).toBe(true);
    expect(valueReasonIsWrong('가치관 1순위 "내 아이디어 시도하기"를 누릴 수 있어요', chosen, priority)).toBe(false);
    expect(valueReasonIsWrong('고른 가치 "넉넉한 보수"를 기대할 수 있어요', chosen, priority)).toBe(false);
    // The student's own words from the values page are theirs to quote (issue 28); others' are not.
    const words = "'동물 돕기'라고 적었어요. 이 직업이 다루는 분야(동물)와 이어져요";
    expect(valueReasonIsWrong(words, chosen, priority, ['동물 돕기'])).toBe(false);
    expect(valueReasonIsWrong(words, chosen, priority, ['생명을 지키는 일'])).toBe(true);
  });

  it('finds gaps with plus points, traits both fit and gap, and preparation warnings beyond the Korean facts', () => {
    expect(gapWithPlus(reason({ kind: 'gap', weight: 7.1 }))).toBe(true);
    expect(gapWithPlus(reason({ kind: 'gap', weight: -1, text: '달라요 (+2점)' }))).toBe(true);
    expect(gapWithPlus(reason({ kind: 'gap', weight: -1, text: '이끄는 역할은 다를 수 있어요' }))).toBe(false);

    const both = {
      reasons: [
        reason({ step: 'trt-phys-cond', kind: 'match', text: '일하는 성향 중 "꼼꼼하게 확인하기"가 잘 맞아요' }),
        reason({
          step: 'strength',
          kind: 'gap',
          text: '이 직업에서 특히 중요한 "꼼꼼하게 확인하기"는 고른 강점에 없어요',
        }),
      ],
    } as Recommendation;
    expect(fitAndGapTraits(both)).toEqual(['꼼꼼하게 확인하기']);

    const warning = reason({
      step: 'jpref',
      kind: 'gap',
      weight: -1,
      text: '생각한 준비 수준(전문대·직업훈련)보다 오래(대학원 수준) 준비해야 할 수 있어요',
    });
    expect(levelNamed(warning.text)).toBe('대학원졸');
    expect(levelNamed('생각한 준비 수준(고등학교 수준)보다 오래 준비해야 할 수 있어요(한국에서는 보통 전문대졸)')).toBe(
      '전문대졸',
    );
    expect(preparationBeyondFacts(warning, '전문대졸', 3)).toBe(true); // 물리치료사 (issue 28)
    expect(preparationBeyondFacts(warning, '대학원졸', 3)).toBe(false);
    const unnamed = reason({ step: 'jpref', kind: 'gap', weight: -1, text: '준비 기간이 생각보다 길 수 있어요' });
    expect(preparationBeyondFacts(unnamed, '고졸', 3)).toBe(true);
    expect(preparationBeyondFacts(unnamed, '대졸', 3)).toBe(false);
  });
});

// The panel runs on PGlite only: its figures come from the engine, the same on PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the counsellor panel through the preview API', () => {
  let t: TestApp;
  let panel: PanelFigures;

  beforeAll(async () => {
    // More students than one address may preview in a minute (120): the limit is not what is tested.
    t = await createTestApp({ rateLimitFactor: 10 });
    panel = await runPanel(t.app);
    process.stdout.write(`${describePanel(panel).join('\n')}\n`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives as many students a sensible top 3 as today, on the tuning and on the held-out part', () => {
    const sensible = (rows: typeof panel.students) => rows.filter((row) => row.sensible).length;
    expect(panel.students).toHaveLength(166);
    expect(sensible(panel.students)).toBeGreaterThanOrEqual(PANEL_GUARD.sensible);
    expect(sensible(panel.students.filter((row) => !row.heldOut))).toBeGreaterThanOrEqual(PANEL_GUARD.tuning);
    expect(sensible(panel.students.filter((row) => row.heldOut))).toBeGreaterThanOrEqual(PANEL_GUARD.heldOut);
    expect(sensible(panel.students.filter((row) => row.failureClass))).toBeGreaterThanOrEqual(
      PANEL_GUARD.failureClasses,
    );
  });

  it('shows no more wrong reasons than today (target: none)', () => {
    for (const [check, guard] of Object.entries(REASON_GUARD)) {
      const found = panel.reasons[check as keyof typeof REASON_GUARD];
      expect(found.checked, check).toBeGreaterThan(0);
      expect(found.findings.length, `${check}: ${found.findings[0]?.text}`).toBeLessThanOrEqual(guard);
    }
  });
});

describe.skipIf(!hasOnet() || Boolean(process.env.TEST_DATABASE_URL))('O*NET construction B (subset)', () => {
  let t: TestApp;
  let catalog: ValidityFigures;
  let outside: ValidityFigures;

  beforeAll(async () => {
    t = await createTestApp();
    const construction = constructionB(loadItemBanks());
    catalog = await runValiditySuite(t, { sample: B_SAMPLE.catalog, kinds: ['exact', 'noise'], construction });
    outside = await runValiditySuite(t, { sample: B_SAMPLE.outside, kinds: ['outside'], construction });
    process.stdout.write(
      `${[...describeFigures(catalog), ...describeFigures(outside)].map((line) => `construction B: ${line}`).join('\n')}\n`,
    );
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds the job of an exact and of a noisy B persona as often as today', () => {
    expect(catalog.exact?.hit1).toBeGreaterThanOrEqual(B_GUARD.exactHit1);
    expect(catalog.exact?.hit10).toBeGreaterThanOrEqual(B_GUARD.exactHit10);
    expect(catalog.noise?.hit10).toBeGreaterThanOrEqual(B_GUARD.noiseHit10);
  });

  it('puts a related catalog job in the top 10 of B personas outside the catalog as often as today, above interests alone', () => {
    expect(outside.outside?.relatedRate).toBeGreaterThanOrEqual(B_GUARD.outside);
    expect(outside.outside?.relatedRate ?? 0).toBeGreaterThan(outside.outside?.baselineRelatedRate ?? 1);
  });

  it('lists every B persona job in score order', () => {
    expect([...catalog.outOfOrder, ...outside.outOfOrder].map((list) => list.persona)).toEqual([]);
  });
});
