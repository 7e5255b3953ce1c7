import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RIASEC_ORDER, STEPS, WORK_VALUE_IDS } from '../../../shared/contracts/assessments';
import { INDUSTRY_IDS, PHYSICAL_KEYS } from '../../../shared/contracts/jobs';
import { CONTENT_DIR } from '../../lib/app-root';
import { ASSESSMENTS_DIR, loadItemBanks } from './item-banks';
import { ONET_ELEMENT_IDS } from './onet-elements.test-data';

/**
 * The item banks of content/assessments/ against issue 5, item 1: how many items each step has,
 * what they cover, that every item is tagged with real O*NET element ids, and that every item
 * taken from the hand-over banks says where it comes from under which licence (never the
 * copyrighted O*NET Interest Profiler or Work Importance Profiler).
 */

const banks = loadItemBanks();

interface RawItem {
  id: string;
  tags: Record<string, string | boolean>;
  source?: string;
}
/** The files as written: `source` is content metadata the API does not serve. */
function raw(step: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(ASSESSMENTS_DIR, `${step}.json`), 'utf8'));
}
const rawCards = (step: 'value' | 'strength' | 'interest') => raw(step).cards as RawItem[];
const rawTraitPhys = raw('trt-phys-cond') as { trait: RawItem[]; physCond: RawItem[] };
const rawKskill = raw('kskill') as Record<'knowledge' | 'skill', { groups: Array<{ items: RawItem[] }> }>;
const rawJpref = raw('jpref') as { questions: RawItem[] };

const ALL_ITEMS: Array<[string, RawItem[]]> = [
  ['value', rawCards('value')],
  ['strength', rawCards('strength')],
  ['interest', rawCards('interest')],
  ['trait', rawTraitPhys.trait],
  ['physCond', rawTraitPhys.physCond],
  ['knowledge', rawKskill.knowledge.groups.flatMap((group) => group.items)],
  ['skill', rawKskill.skill.groups.flatMap((group) => group.items)],
  ['jpref', rawJpref.questions],
];

const KOREAN = /[가-힣]/;
const countBy = <T>(values: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** The job catalog's rated elements: a tag outside them can never be matched to a job. */
const catalog = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'jobs/catalog.json'), 'utf8')) as {
  jobs: Array<Record<'workStyles' | 'knowledge' | 'skills', Record<string, unknown>>>;
};
const firstJob = catalog.jobs[0];

describe('value cards', () => {
  const cards = banks.value.cards;
  it('are 20–30 cards covering all six O*NET work values and their 21 needs', () => {
    expect(cards.length).toBeGreaterThanOrEqual(20);
    expect(cards.length).toBeLessThanOrEqual(30);
    expect(new Set(cards.map((card) => card.tags.workValue))).toEqual(new Set(WORK_VALUE_IDS));
    expect(new Set(cards.map((card) => card.tags.need))).toEqual(new Set(ONET_ELEMENT_IDS.need));
  });
  it('tag each need under its own work value', () => {
    for (const card of cards) expect(card.tags.need.startsWith(`${card.tags.workValue}.`), card.id).toBe(true);
  });
});

describe('strength cards', () => {
  const cards = banks.strength.cards;
  it('are 24–36 cards, each mapped to an O*NET work style or ability', () => {
    expect(cards.length).toBeGreaterThanOrEqual(24);
    expect(cards.length).toBeLessThanOrEqual(36);
    for (const card of cards) {
      const element = 'workStyle' in card.tags ? card.tags.workStyle : card.tags.ability;
      const known: readonly string[] = 'workStyle' in card.tags ? ONET_ELEMENT_IDS.workStyle : ONET_ELEMENT_IDS.ability;
      expect(known, card.id).toContain(element);
    }
  });
  it('name every one of the 16 work styles', () => {
    const styles = cards.flatMap((card) => ('workStyle' in card.tags ? [card.tags.workStyle] : []));
    expect(new Set(styles)).toEqual(new Set(ONET_ELEMENT_IDS.workStyle));
  });
});

/** O*NET 29.3's 41 Basic Interests (basic_interests_to_riasec.tsv), written out. */
const BASIC_INTEREST_IDS =
  'a b c d e f g h i j k l m n o p q r s t u v w x y z aa ab ac ad ae af ag ah ai aj ak al am an ao'
    .split(' ')
    .map((letter) => `1.B.3.${letter}`);

describe('interest cards', () => {
  const cards = banks.interest.cards;
  it('are 30–64 activity cards, at least 5 per RIASEC type', () => {
    expect(cards.length).toBeGreaterThanOrEqual(30);
    expect(cards.length).toBeLessThanOrEqual(64);
    const perType = countBy(cards.map((card) => card.tags.riasec));
    for (const type of RIASEC_ORDER) expect(perType.get(type) ?? 0, type).toBeGreaterThanOrEqual(5);
  });

  it("let a person choose every one of O*NET's 41 Basic Interests (the subject, not only the type)", () => {
    for (const card of cards) expect(card.tags.basicInterests?.length ?? 0, card.id).toBeGreaterThan(0);
    const tagged = new Set(cards.flatMap((card) => card.tags.basicInterests ?? []));
    expect(BASIC_INTEREST_IDS.filter((id) => !tagged.has(id))).toEqual([]);
  });

  it("keep the ids people's saved answers use, each with its first meaning", () => {
    const kept: Record<string, string> = {
      'i-s-animal-shelter': '유기동물 돌보기',
      'i-r-install-computer': '컴퓨터 조립·설치하기',
      'i-a-write-song': '노래 만들기',
      'i-c-check-programs': '프로그램 오류 점검하기',
    };
    for (const [id, label] of Object.entries(kept)) expect(cards.find((card) => card.id === id)?.label, id).toBe(label);
    expect(cards.slice(0, 42).map((card) => card.id)).toContain('i-c-schedule');
  });
});

describe('traits and physical conditions', () => {
  const bank = banks['trt-phys-cond'];
  it('survey every O*NET work style with at least 2 Likert items', () => {
    expect(bank.scale).toMatchObject({ min: 1, max: 5 });
    expect(bank.scale.labels).toHaveLength(5);
    const perStyle = countBy(bank.trait.map((item) => item.tags.workStyle));
    for (const style of ONET_ELEMENT_IDS.workStyle) expect(perStyle.get(style) ?? 0, style).toBeGreaterThanOrEqual(2);
    expect(
      [...perStyle.keys()].every((style) => (ONET_ELEMENT_IDS.workStyle as readonly string[]).includes(style)),
    ).toBe(true);
    // Some items are reverse-keyed, so agreeing with everything does not max every style.
    expect(bank.trait.some((item) => item.keyed === 'minus')).toBe(true);
  });

  it('ask about the conditions that decide whether a job suits a body', () => {
    const keys = bank.physCond.map((item) => item.key);
    for (const key of ['standing', 'outdoors', 'noise', 'heights', 'lifting', 'colorVision', 'nightShift', 'travel']) {
      expect(keys).toContain(key);
    }
  });

  it('word them as comfort, not ability, and promise not to exclude anyone', () => {
    expect(bank.physCondIntro).toContain('능력을 평가하는 질문이 아니');
    expect(bank.physCondIntro).toContain('빠지지 않아요');
    expect(bank.physCondIntro).toMatch(/보조기기|편의 시설|근무 조정/);
    for (const item of bank.physCond) expect(item.text, item.id).not.toMatch(/장애|못 ?해요|할 수 없/);
  });
});

describe('knowledge and skills', () => {
  const bank = banks.kskill;
  const items = (part: 'knowledge' | 'skill') => bank[part].groups.flatMap((group) => group.items);

  it.each([
    ['knowledge', ONET_ELEMENT_IDS.knowledge],
    ['skill', ONET_ELEMENT_IDS.skill],
  ] as const)('list every O*NET %s element, grouped, with a Korean name and a one-line description', (part, ids) => {
    const listed = items(part);
    expect(listed.map((item) => item.id).sort()).toEqual([...ids].sort());
    expect(bank[part].groups.length).toBeGreaterThanOrEqual(4);
    for (const group of bank[part].groups) expect(group.label, group.id).toMatch(KOREAN);
    for (const item of listed) {
      expect(item.tags[part], item.id).toBe(item.id);
      expect(item.label, item.id).toMatch(KOREAN);
      expect(item.description, item.id).toMatch(KOREAN);
      expect(item.description, item.id).not.toContain('\n');
      expect(item.description.split(/(?<=요\.)\s/), item.id).toHaveLength(1);
    }
  });
});

describe('job preferences', () => {
  const questions = banks.jpref.questions;
  const byId = new Map(questions.map((question) => [question.id, question]));

  it('ask about pace, teamwork, stability, education, schedule, remote and physical work', () => {
    const expected: Array<[string, Record<string, string | boolean>]> = [
      ['jp-pace', { workContext: '4.C.3.d.1' }],
      ['jp-team', { workContext: '4.C.1.b.1.e' }],
      ['jp-stability', { workValue: '1.B.2.b', need: '1.B.2.b.5' }],
      ['jp-education', { jobZone: true }],
      ['jp-schedule', { workContext: '4.C.3.d.4' }],
      ['jp-remote', { custom: 'remote' }],
      ['jp-desk', { workContext: '4.C.2.d.1.a' }],
    ];
    for (const [id, tags] of expected) expect(byId.get(id)?.tags, id).toEqual(tags);
  });

  it("let every single-choice question be answered '상관없어요'", () => {
    for (const question of questions) {
      if (question.type !== 'single') continue;
      expect(question.options.at(-1), question.id).toMatchObject({ label: '상관없어요', score: null });
    }
  });
});

describe('every item', () => {
  const onetKinds = ['workValue', 'need', 'workStyle', 'ability', 'knowledge', 'skill', 'workContext'] as const;

  it.each(ALL_ITEMS)('%s: is tagged with what it measures, in real O*NET element ids', (_, items) => {
    for (const item of items) {
      const tags = Object.entries(item.tags);
      expect(tags.length, item.id).toBeGreaterThan(0);
      for (const [kind, id] of tags) {
        if (kind === 'riasec') expect(RIASEC_ORDER, item.id).toContain(id);
        else if (kind === 'basicInterests')
          expect(BASIC_INTEREST_IDS, item.id).toEqual(expect.arrayContaining(id as unknown as string[]));
        else if (kind === 'jobZone') expect(id, item.id).toBe(true);
        else if (kind === 'custom') expect(['travel', 'remote', 'industry'], item.id).toContain(id);
        else {
          expect(onetKinds, `${item.id}: tag kind ${kind}`).toContain(kind);
          expect(ONET_ELEMENT_IDS[kind as (typeof onetKinds)[number]] as readonly string[], item.id).toContain(id);
        }
      }
    }
  });

  it('uses only work styles, knowledge and skills the job catalog rates, so they can be matched', () => {
    expect(firstJob).toBeDefined();
    const rated = (field: 'workStyles' | 'knowledge' | 'skills') => Object.keys(firstJob?.[field] ?? {});
    expect(rated('workStyles').sort()).toEqual([...ONET_ELEMENT_IDS.workStyle].sort());
    expect(rated('knowledge').sort()).toEqual([...ONET_ELEMENT_IDS.knowledge].sort());
    expect(rated('skills').sort()).toEqual([...ONET_ELEMENT_IDS.skill].sort());
  });

  // The hand-over banks that may ship (/work/shared/data/items/README.md) and the licence each
  // file's attribution must name for them.
  const SHIPPABLE: Record<string, RegExp> = {
    'riasec_public_domain_markers_48.json': /Armstrong.*공개 도메인/s,
    'onet_interest_activities_cc_by.json': /CC BY 4\.0/,
    'work_values_onet_needs_21.json': /CC BY 4\.0/,
    'onet_ksa_workstyle_descriptors.json': /CC BY 4\.0/,
    'ipip_neo_120_ko_en.json': /IPIP.*공개 도메인.*MIT.*LICENSE-bigfive-org\.txt/s,
    'ipip_big_five_markers_50.json': /IPIP.*공개 도메인/s,
  };
  const fileOf: Record<string, string> = {
    value: 'value',
    strength: 'strength',
    interest: 'interest',
    trait: 'trt-phys-cond',
    physCond: 'trt-phys-cond',
    knowledge: 'kskill',
    skill: 'kskill',
  };

  it.each(ALL_ITEMS.filter(([kind]) => kind !== 'jpref'))(
    '%s: names its source, and its file notes that source’s licence',
    (kind, items) => {
      const attribution = String(raw(fileOf[kind] ?? kind).attribution);
      for (const item of items) {
        expect(item.source, item.id).toMatch(/^(team|[a-z0-9_]+\.json#[A-Za-z0-9.-]+)$/);
        if (item.source === 'team') continue;
        const [file = ''] = (item.source ?? '').split('#');
        expect(Object.keys(SHIPPABLE), `${item.id}: ${item.source}`).toContain(file);
        expect(attribution, `${kind}: licence of ${file}`).toMatch(SHIPPABLE[file] ?? /$^/);
      }
      expect(attribution).toContain('O*NET®은 USDOL/ETA의 상표예요');
      expect(attribution).toContain('has not approved, endorsed, or tested these modifications');
    },
  );

  it('never ships O*NET Interest Profiler or Work Importance Profiler items', () => {
    // act001–act024 are O*NET's "General" activities, which are also Interest Profiler items.
    const interestSources = rawCards('interest').map((card) => card.source ?? '');
    for (const source of interestSources) {
      const match = /^onet_interest_activities_cc_by\.json#act(\d+)$/.exec(source);
      if (match) expect(Number(match[1]), source).toBeGreaterThan(24);
    }
    // The value cards restate O*NET's need descriptors (CC BY), not the WIP/WIL statements.
    for (const card of rawCards('value'))
      expect(card.source).toMatch(/^(team|work_values_onet_needs_21\.json#1\.B\.2\.[a-f]\.\d)$/);
    const all = ALL_ITEMS.flatMap(([, items]) => items.map((item) => item.source ?? ''));
    expect(all.filter((source) => /profiler|wip|wil|locator/i.test(source))).toEqual([]);
  });

  it('ships the MIT licence of the Korean IPIP text beside the banks', () => {
    expect(readFileSync(path.join(ASSESSMENTS_DIR, 'LICENSE-bigfive-org.txt'), 'utf8')).toContain('MIT');
  });
});

describe('the seam with the job catalog', () => {
  // The recommendation engine silently skips keys it does not know: they must be the catalog's.
  it('uses exactly the catalog’s physical-condition keys', () => {
    expect(banks['trt-phys-cond'].physCond.map((item) => item.key)).toEqual([...PHYSICAL_KEYS]);
  });
  it('offers exactly the catalog’s industries', () => {
    const industry = banks.jpref.questions.find((question) => question.tags.custom === 'industry');
    expect(industry?.type === 'multi' ? industry.options.map((option) => option.value) : []).toEqual([...INDUSTRY_IDS]);
  });
});

describe('the definition pages', () => {
  it.each(STEPS)('%s says it takes 10 minutes or less, in line with its item count', (step) => {
    const { intro } = banks[step];
    expect(intro.minutes).toBeGreaterThanOrEqual(1);
    expect(intro.minutes).toBeLessThanOrEqual(10);
    expect(intro.definition).toMatch(KOREAN);
    expect(intro.missUnd.myth).toMatch(KOREAN);
  });

  it('estimates the longest survey honestly: about 6 Likert answers a minute on a phone', () => {
    const bank = banks['trt-phys-cond'];
    const answers = bank.trait.length + bank.physCond.length;
    expect(bank.intro.minutes).toBeGreaterThanOrEqual(Math.ceil(answers / 6));
  });
});
