import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/shared/glossary';
import { WORK_STYLE_LABELS, WORK_VALUE_LABELS } from '../../src/shared/onet-labels';
import { formalEnding, PARTICLE_FALLBACK, SPEC_QUOTES } from './patterns';
import { ROOT, sourceFiles, type UiString, uiStrings } from './ui-strings';

/**
 * One voice (issue 20) and right particles (issue 19): every string a person can read is scanned
 * (tests/voice/ui-strings.ts says which) for a particle fallback, a name the glossary bans, the
 * 합니다체 and "해주세요" spacing.
 */

const SPEC = path.resolve(ROOT, '../shared/spec/product-spec.md');

const isSpecQuote = (text: string) => SPEC_QUOTES.includes(text);
const show = (hits: UiString[]) => hits.map((hit) => `${hit.where}: ${hit.text}`);

describe('UI text', () => {
  const strings = uiStrings();

  it('covers the client, the server and the content', () => {
    for (const where of ['src/client/', 'src/server/', 'src/shared/', 'content/assessments/', 'content/articles/']) {
      expect(
        strings.some((string) => string.where.startsWith(where)),
        where,
      ).toBe(true);
    }
  });

  it('never falls back to a particle in brackets', () => {
    expect(show(strings.filter((string) => PARTICLE_FALLBACK.test(string.text)))).toEqual([]);
  });

  it("gives es-hangul's josa the bare word, not a quoted one (it reads a closing quote as the last letter)", () => {
    // josa('‘성장’', '을/를') answers '‘성장’를': quote the word, then add josa.pick(word, …).
    const quotedIntoJosa = sourceFiles().flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /josa(?:\.pick)?\(\s*`[‘'"“]/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(quotedIntoJosa).toEqual([]);
  });

  it('names every glossary concept by its one name', () => {
    const hits: string[] = [];
    for (const entry of GLOSSARY) {
      for (const string of strings) {
        let text = string.text;
        for (const phrase of entry.except ?? []) text = text.replaceAll(phrase, '');
        for (const banned of entry.banned ?? []) {
          if (text.includes(banned)) hits.push(`${string.where}: "${banned}" → "${entry.term}": ${string.text}`);
        }
        for (const label of entry.bannedLabels ?? []) {
          if (text.trim() === label) hits.push(`${string.where}: label "${label}" → "${entry.term}"`);
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it('speaks 해요체 everywhere but the sentences the spec quotes', () => {
    const formal = strings.filter((string) => !isSpecQuote(string.text) && formalEnding(string.text) !== null);
    expect(show(formal)).toEqual([]);
  });

  it('writes "해 주세요" with its space but in the sentences the spec quotes', () => {
    const joined = strings.filter((string) => !isSpecQuote(string.text) && /[\uAC00-\uD7A3]주세요/.test(string.text));
    expect(show(joined)).toEqual([]);
  });

  it('keeps the sentences of spec §5 exactly as quoted', () => {
    for (const quote of SPEC_QUOTES) {
      expect(
        strings.some((string) => string.text === quote),
        quote,
      ).toBe(true);
    }
  });

  it.skipIf(!existsSync(SPEC))('takes its exceptions from the Korean quotes of spec §5 and §8', () => {
    const spec = readFileSync(SPEC, 'utf8');
    const section = (title: string) => spec.split(/^## /m).find((part) => part.startsWith(title)) ?? '';
    const quotes = [section('5.'), section('8.')].flatMap((text) =>
      [...text.matchAll(/'([^'\n]*[\uAC00-\uD7A3][^'\n]*)'/g)].map((match) => match[1]),
    );
    expect(quotes.sort()).toEqual([...SPEC_QUOTES].sort());
  });
});

describe('the checks themselves', () => {
  it('finds a fallback, a formal ending and a joined 주세요', () => {
    expect(PARTICLE_FALLBACK.test('‘간호사’은(는) 목록에 없어요')).toBe(true);
    expect(PARTICLE_FALLBACK.test('{}이(가) 마음에 든다고')).toBe(true);
    expect(PARTICLE_FALLBACK.test('‘새 이름’(으)로 바꿨어요')).toBe(true);
    expect(PARTICLE_FALLBACK.test('관심 산업(최대 5개)을 골라요')).toBe(false);
    expect(formalEnding('로그인에 실패했습니다.')).toBe('습니다');
    expect(formalEnding('비밀번호가 변경되었습니다')).toBe('습니다');
    expect(formalEnding('서비스로 제공됩니다.')).toBe('됩니다');
    expect(formalEnding('이메일을 입력해 주세요.')).toBeNull();
    expect(formalEnding('"저는 책임감이 강합니다"라고 말하기보다')).toBeNull();
    expect(formalEnding('아니다')).toBeNull();
  });
});

describe('glossary', () => {
  const strength = JSON.parse(readFileSync(path.join(ROOT, 'content/assessments/strength.json'), 'utf8')) as {
    cards: Array<{ label: string; tags: { workStyle?: string; ability?: string } }>;
  };
  const kskill = JSON.parse(readFileSync(path.join(ROOT, 'content/assessments/kskill.json'), 'utf8')) as Record<
    'knowledge' | 'skill',
    { groups: Array<{ items: Array<{ id: string; label: string }> }> }
  >;
  const kskillLabels = new Map(
    [kskill.knowledge, kskill.skill].flatMap((part) =>
      part.groups.flatMap((group) => group.items.map((item) => [item.id, item.label] as const)),
    ),
  );
  const cardLabels = new Map(
    strength.cards.map((card) => [card.tags.workStyle ?? card.tags.ability ?? '', card.label] as const),
  );

  it('has one entry per name, and no name banned by another entry', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    const banned = GLOSSARY.flatMap((entry) => entry.banned ?? []);
    expect(terms.filter((term) => banned.includes(term))).toEqual([]);
  });

  it('names each work style as its strength card, the one the person picked', () => {
    for (const [id, label] of Object.entries(WORK_STYLE_LABELS)) expect(cardLabels.get(id), id).toBe(label);
  });

  it('is what the label tables say for each O*NET element it names', () => {
    const tables: ReadonlyMap<string, string> = new Map([
      ...Object.entries(WORK_VALUE_LABELS),
      ...Object.entries(WORK_STYLE_LABELS),
      ...cardLabels,
      ...kskillLabels,
    ]);
    const onet = GLOSSARY.filter((entry) => /^\d\.[A-Z]/.test(entry.code));
    expect(onet.length).toBeGreaterThan(30);
    for (const entry of onet) expect(tables.get(entry.code), entry.code).toBe(entry.term);
  });

  it('is listed whole in docs/glossary.md', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
    expect(GLOSSARY.filter((entry) => !doc.includes(`| ${entry.term} |`)).map((entry) => entry.term)).toEqual([]);
  });
});
