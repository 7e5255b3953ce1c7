import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getChoseong } from 'es-hangul';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normalizeForSearch, searchIndex, substringEditDistance } from './korean-search';

interface Job {
  name: string;
  aliases: string[];
  skills?: string[];
  tasks: string[];
}

const catalogFile = path.resolve(import.meta.dirname, '../../content/jobs/catalog.json');
const catalog = (
  JSON.parse(readFileSync(catalogFile, 'utf8')) as {
    jobs: Array<{ name: string; aliases: string[]; tasks: Array<{ text: string }> }>;
  }
).jobs.map((job): Job => ({ name: job.name, aliases: job.aliases, tasks: job.tasks.map((task) => task.text) }));

function indexOf(jobs: readonly Job[]) {
  return buildSearchIndex(jobs, (job) => ({
    name: job.name,
    aliases: job.aliases,
    keywords: job.skills,
    texts: job.tasks,
  }));
}

const index = indexOf(catalog);
const names = (query: string) => searchIndex(index, query).map((hit) => hit.item.name);

describe('searchIndex on the job catalog', () => {
  it('finds 개발자 jobs by 초성 ㄱㅂㅈ, name matches first', () => {
    const found = names('ㄱㅂㅈ');
    expect(found.slice(0, 2).sort()).toEqual(['소프트웨어 개발자', '웹 개발자']);
  });

  it('finds a job while its last syllable is still being typed', () => {
    expect(names('개바')).toContain('웹 개발자');
    expect(names('간호ㅅ')[0]).toBe('간호사');
  });

  it('forgives one typo in a query of three syllables or more', () => {
    // 동물보건사 is also called 동물 간호사 (one of its other names), as in search-queries.json's 간호사.
    expect(names('간호서')).toEqual(['간호사', '동물보건사']);
    expect(names('물리치로사')).toEqual(['물리치료사']);
    expect(names('개밸자')).toEqual(expect.arrayContaining(['웹 개발자', '소프트웨어 개발자']));
    const [hit] = searchIndex(index, '간호서');
    expect(hit?.isTypo).toBe(true);
  });

  it('does not guess at short queries', () => {
    expect(names('간후')).toEqual([]);
  });

  it('ignores spaces, case and punctuation', () => {
    expect(names('웹개발자')[0]).toBe('웹 개발자');
    expect(names('qa')[0]).toBe('QA 엔지니어');
    expect(names(' 유치원·교사 ')[0]).toBe('유치원 교사');
  });

  it('finds aliases, and several words anywhere', () => {
    expect(names('프로그래머')).toContain('소프트웨어 개발자');
    expect(names('초등교사')).toContain('초등학교 교사');
  });

  it('answers nothing for an empty or blank query', () => {
    expect(searchIndex(index, '')).toEqual([]);
    expect(searchIndex(index, '   ')).toEqual([]);
  });
});

describe('ranking', () => {
  const jobs: Job[] = [
    { name: '병원 행정원', aliases: [], tasks: ['환자 기록을 정리한다'] },
    { name: '데이터 코치', aliases: [], skills: ['환자 응대'], tasks: [] },
    { name: '환자 이송원', aliases: [], tasks: [] },
    { name: '간병인', aliases: ['환자 돌보미'], tasks: [] },
    { name: '환자', aliases: [], tasks: [] },
  ];
  it('ranks exact name, name prefix, alias, skill, then task matches', () => {
    const hits = searchIndex(indexOf(jobs), '환자');
    expect(hits.map((hit) => hit.item.name)).toEqual(['환자', '환자 이송원', '간병인', '데이터 코치', '병원 행정원']);
    expect(hits.map((hit) => hit.field)).toEqual(['name', 'name', 'alias', 'keyword', 'text']);
  });
});

const jobArbitrary = fc.constantFrom(...catalog);

/** A contiguous piece of `text`, at least one character long. */
function pieceOf(text: string) {
  return fc
    .tuple(fc.nat({ max: text.length - 1 }), fc.nat({ max: text.length - 1 }))
    .map(([a, b]) => text.slice(Math.min(a, b), Math.max(a, b) + 1));
}

describe('properties over the catalog', () => {
  it('any piece of a job’s name finds that job', () => {
    fc.assert(
      fc.property(
        jobArbitrary.chain((job) => fc.tuple(fc.constant(job), pieceOf(job.name))),
        ([job, piece]) => {
          fc.pre(normalizeForSearch(piece).length > 0);
          expect(names(piece)).toContain(job.name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the 초성 of any piece of a job’s name finds that job', () => {
    fc.assert(
      fc.property(
        jobArbitrary.chain((job) => fc.tuple(fc.constant(job), pieceOf(job.name))),
        ([job, piece]) => {
          const choseong = getChoseong(piece).replace(/\s+/g, '');
          fc.pre(choseong.length > 0);
          expect(names(choseong)).toContain(job.name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('any alias finds its job', () => {
    for (const job of catalog) for (const alias of job.aliases) expect(names(alias), alias).toContain(job.name);
  });

  it('three syllables of a name with one initial consonant mistyped still find the job', () => {
    const syllableRuns = catalog.flatMap((job) =>
      job.name
        .split(/\s+/)
        .filter((word) => /^[가-힣]{3,}$/.test(word))
        .map((word) => ({ job, word })),
    );
    fc.assert(
      fc.property(
        fc
          .constantFrom(...syllableRuns)
          .chain(({ job, word }) =>
            fc.tuple(
              fc.constant(job),
              fc.constant(word),
              fc.nat({ max: word.length - 1 }),
              fc.integer({ min: 1, max: 18 }),
            ),
          ),
        ([job, word, at, shift]) => {
          const code = word.charCodeAt(at) - 0xac00;
          const initial = Math.floor(code / 588);
          const mistyped = String.fromCharCode(0xac00 + ((initial + shift) % 19) * 588 + (code % 588));
          const query = word.slice(0, at) + mistyped + word.slice(at + 1);
          const hits = searchIndex(index, query);
          const exact = hits.filter((hit) => !hit.isTypo && (hit.field === 'name' || hit.field === 'alias'));
          // Either the slip made another real name (a different query, fairly answered), or the job is found.
          if (exact.length === 0) expect(hits.map((hit) => hit.item.name)).toContain(job.name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws, and lists each job at most once, best first', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (query) => {
        const hits = searchIndex(index, query);
        expect(new Set(hits.map((hit) => hit.item)).size).toBe(hits.length);
        for (let i = 1; i < hits.length; i++) expect(hits[i - 1]?.score).toBeGreaterThanOrEqual(hits[i]?.score ?? 0);
      }),
      { numRuns: 300 },
    );
  });
});

/** Plain edit distance between `pattern` and every substring of `text`, the slow, obvious way. */
function naiveSubstringDistance(pattern: string, text: string): number {
  let best = pattern.length;
  for (let start = 0; start <= text.length; start++) {
    for (let end = start; end <= text.length; end++)
      best = Math.min(best, editDistance(pattern, text.slice(start, end)));
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

describe('substringEditDistance', () => {
  it('agrees with the obvious definition', () => {
    const letters = fc.string({ unit: fc.constantFrom('ㄱ', 'ㅏ', 'ㄴ', 'ㅗ', 'ㅎ'), maxLength: 7 });
    fc.assert(
      fc.property(letters, letters, (pattern, text) => {
        expect(substringEditDistance(pattern, text)).toBe(naiveSubstringDistance(pattern, text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('whole words (the job catalog)', () => {
  interface Entry {
    name: string;
    aliases?: string[];
    words?: string[];
    skills?: string[];
    tasks?: string[];
    group?: string;
  }
  const wholeIndex = (entries: readonly Entry[]) =>
    buildSearchIndex(
      entries,
      (entry) => ({
        name: entry.name,
        aliases: entry.aliases ?? [],
        words: entry.words ?? [],
        keywords: entry.skills ?? [],
        texts: entry.tasks ?? [],
        ...(entry.group ? { group: entry.group } : {}),
      }),
      { wholeWords: true },
    );
  const found = (entries: readonly Entry[], query: string) =>
    searchIndex(wholeIndex(entries), query).map((hit) => `${hit.item.name}:${hit.field}`);

  it('ranks names, then aliases and everyday words, then skills and tasks', () => {
    const entries: Entry[] = [
      { name: '요양보호사', tasks: ['의사의 지시에 따라 돌본다'], group: 'care' },
      { name: '치과의사', group: 'care' },
      { name: '소프트웨어 개발자', words: ['코딩', '의사 결정 도구'], group: 'it' },
      { name: '한의사', aliases: ['한방 의사'], group: 'care' },
      { name: '의사', group: 'care' },
    ];
    expect(found(entries, '의사')).toEqual([
      '의사:name',
      '한의사:name',
      '치과의사:name',
      '소프트웨어 개발자:word',
      '요양보호사:text',
    ]);
    expect(found(entries, '코딩')).toEqual(['소프트웨어 개발자:word']);
  });

  it('reads tasks as whole words: a particle or an ending may follow, not the rest of a longer word', () => {
    const entries: Entry[] = [
      { name: '언어재활사', tasks: ['의사소통 전략을 알려 준다'] },
      { name: '장례지도사', tasks: ['고인의 사망 신고를 돕는다'] },
      { name: '물리치료사', tasks: ['의사와 치료 계획을 세운다'] },
      { name: '웹 개발자', tasks: ['웹 서비스를 코딩한다'] },
    ];
    expect(found(entries, '의사')).toEqual(['물리치료사:text']);
    expect(found(entries, '코딩')).toEqual(['웹 개발자:text']);
  });

  it('finds a query inside an alias word only when nothing else matches', () => {
    const entries: Entry[] = [
      { name: '장례지도사', aliases: ['장의사'] },
      { name: '번역가', aliases: ['번역사'] },
      { name: '역사 연구원' },
    ];
    expect(found(entries, '역사')).toEqual(['역사 연구원:name']);
    expect(found(entries, '의사')).toEqual(['장례지도사:alias']);
  });

  it('does not read a name across its words or into a glued job title', () => {
    const entries: Entry[] = [{ name: '설비 보전 기술자' }, { name: '버스 운전기사' }, { name: '전기기사' }];
    expect(found(entries, '전기')).toEqual(['전기기사:name']);
    expect(found(entries, '기사')).toEqual(['전기기사:name', '버스 운전기사:name']);
    expect(found(entries, '웹개발자')).toEqual([]);
    expect(found([{ name: '웹 개발자' }], '웹개발자')).toEqual(['웹 개발자:name']);
  });

  it('takes an everyday word whole: 아이 is not 아이돌, though it may be on its way there', () => {
    const entries: Entry[] = [
      { name: '뮤지션', words: ['아이돌'] },
      { name: '보육교사', words: ['아이 돌봄'] },
    ];
    expect(found(entries, '아이')).toEqual(['보육교사:word']);
    // Spaces do not count: 아이도 may be on its way to 아이돌 or to 아이 돌봄.
    expect(found(entries, '아이도')).toEqual(['뮤지션:word', '보육교사:word']);
  });

  it('leaves out task sentences of other groups when the query names a job, and favours its group', () => {
    const entries: Entry[] = [
      { name: '소설가', tasks: ['인물의 전기를 쓴다'], group: 'arts' },
      { name: '전기 엔지니어', group: 'engineering' },
      { name: '화학 엔지니어', tasks: ['전기를 아껴 공정을 설계한다'], group: 'engineering' },
    ];
    expect(found(entries, '전기')).toEqual(['전기 엔지니어:name', '화학 엔지니어:text']);
    const tasksOnly: Entry[] = [
      { name: '은행원', tasks: ['고객의 계좌를 연다'], group: 'finance' },
      { name: '판매원', tasks: ['고객을 맞는다'], group: 'sales' },
      { name: '고객 도우미', words: ['고객 안내'], group: 'sales' },
    ];
    expect(found(tasksOnly, '안내')).toEqual(['고객 도우미:word']);
    expect(found(tasksOnly, '고객')).toEqual(['고객 도우미:name', '판매원:text']);
  });

  it('forgives a typo in an everyday word only when no name or alias is within reach', () => {
    const entries: Entry[] = [
      { name: '소프트웨어 개발자', aliases: ['프로그래머'], words: ['프로그래밍'] },
      { name: '사서', words: ['독서 프로그램'] },
    ];
    expect(found(entries, '프로그레머')).toEqual(['소프트웨어 개발자:alias']);
    expect(found(entries, '프로그레밍')).toEqual(['소프트웨어 개발자:word']);
  });
});
