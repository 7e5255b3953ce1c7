import { disassemble, getChoseong } from 'es-hangul';

/**
 * Korean-aware search over a small, read-only list (the job catalog), shared by the server
 * (`GET /api/jobs?q=`) and the web app (search as you type without a round trip).
 *
 * A query matches, best first: a name (exact, prefix, inside, or while the last syllable is
 * still being typed, e.g. `개바` → 개발자), the 초성 of a name (`ㄱㅂㅈ`), an alias, an everyday
 * word people use for the item (`words`, e.g. 코딩 for a developer), a name, alias or word with a
 * typo (queries of three syllables or more; jamo-level edit distance 1, or 2 from nine jamo on, so
 * `간호서` finds 간호사 and `소프웨어` 소프트웨어 개발자), a keyword (skill), a text (task), and
 * last every word of a several-word query somewhere. Typos are only tried when no name, alias or
 * word matches the query as typed.
 *
 * With `wholeWords` (the job catalog), aliases, words and keywords match where a word starts
 * (의사 finds the alias 한방 의사, not 장의사, except as a last resort), and texts only where the
 * query is a whole word, alone or with a particle or ending (의사의, 코딩한다; not 의사소통 nor
 * 고인의 사망 read without its space).
 *
 * Speed: everything that can be computed ahead is, once, in `buildSearchIndex`. Each field of
 * all items is one long string, so a search is a handful of `indexOf` sweeps (which jump
 * straight to the next occurrence) instead of a loop of calls per item; the edit distance only
 * runs for items that pass an exact-piece filter.
 */

export interface SearchableFields {
  name: string;
  aliases?: readonly string[];
  /** Everyday words people search the item by, e.g. 코딩 or 선생님. */
  words?: readonly string[];
  /** Short labels, e.g. the job's top skills. */
  keywords?: readonly string[];
  /** Sentences, e.g. the job's tasks. */
  texts?: readonly string[];
  /**
   * A group the item belongs to, e.g. the job's industry. A weak match (a keyword or a text) in
   * the group of the query's strong matches (name, alias, word) ranks before other weak matches.
   */
  group?: string;
}

type MatchField = 'name' | 'alias' | 'word' | 'keyword' | 'text';

export interface SearchOptions {
  /** Match aliases, words, keywords and texts at word starts, texts as whole words (see above). */
  wholeWords?: boolean;
}

export interface SearchHit<T> {
  item: T;
  /** Higher is better; only meaningful for ordering the hits of one search. */
  score: number;
  field: MatchField;
  /** True when the hit needed typo tolerance. */
  isTypo: boolean;
}

/** Every item's value of one field, end to end, with where each item's part starts. */
interface Corpus {
  text: string;
  /** `starts[i]` is where item i begins; `starts[size]` is the end. */
  starts: Int32Array;
  /** 1 where a word begins (kept for list fields: the spaces are gone from `text`). */
  wordStarts: Uint8Array | null;
}

export interface SearchIndex<T> {
  readonly size: number;
  readonly items: readonly T[];
  readonly nameLengths: Int32Array;
  /** Per item: its name and aliases, jamo by jamo, for the edit distance. */
  readonly typoTargets: readonly (readonly string[])[];
  /** Per item: its group's number (0: none). */
  readonly groups: Int32Array;
  readonly corpora: Record<CorpusName, Corpus>;
  readonly wholeWords: boolean;
}

type CorpusName =
  | 'name'
  | 'nameJamo'
  | 'nameChoseong'
  | 'aliases'
  | 'aliasesJamo'
  | 'aliasesChoseong'
  | 'words'
  | 'wordsJamo'
  | 'typo'
  | 'typoWords'
  | 'keywords'
  | 'texts';

/** Separates the values of one item's list field (aliases, keywords, texts). */
const SEP = '\u0001';
/** Ends one item's part of a corpus; a query never contains it, so no match spans two items. */
const END = '\u0002';
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const HANGUL_SYLLABLE = /[가-힣]/g;
const LATIN_OR_DIGIT = /^[a-z0-9]+$/;

// Tiers, far enough apart that position and name length never reorder them.
const TIER = {
  nameExact: 100,
  namePrefix: 95,
  nameInside: 90,
  nameTyping: 85,
  choseongPrefix: 80,
  choseongInside: 75,
  aliasExact: 70,
  wordExact: 68,
  aliasPrefix: 66,
  wordPrefix: 64,
  aliasInside: 62,
  wordInside: 60,
  aliasTyping: 58,
  wordTyping: 57,
  aliasChoseong: 56,
  nameTypo: 50,
  aliasTypo: 45,
  wordTypo: 42,
  keyword: 30,
  text: 20,
  /** With `wholeWords`: an alias, word or keyword that holds the query only inside a word. */
  partOfWord: 15,
  allWords: 10,
} as const;

const FIELD_CODES: readonly MatchField[] = ['name', 'alias', 'word', 'keyword', 'text'];

/**
 * What may follow a whole word inside a sentence: particles and the endings of 하다/되다 verbs
 * (환자를, 의사와, 코딩한다, 분석하고). Anything else makes it part of a longer word (의사소통).
 */
const WORD_ENDINGS = new Set(
  (
    '은 는 이 가 을 를 의 에 에게 에서 에게서 께 한테 와 과 와의 과의 도 로 으로 로서 으로서 로써 만 까지 부터 ' +
    '처럼 보다 이나 나 이랑 랑 하고 들 들의 들을 들이 들과 들에게 들은 들도 이다 입니다 ' +
    '하다 한다 하고 하는 하며 하여 해 해서 했다 할 함 하기 하거나 하도록 하면 합니다 ' +
    '되다 된다 되는 되고 되어 돼 될 됨'
  ).split(' '),
);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the same characters normalizeForSearch drops.
const WORD_BREAK = /[\s\u0000-\u001f·•‧・\-_.,()[\]/'"]+/;

/** Lower-cased, NFC, without spaces, control characters and the punctuation people type or skip at will. */
export function normalizeForSearch(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the index's separators.
      .replace(/[\s\u0000-\u001f·•‧・\-_.,()[\]/'"]+/g, '')
  );
}

/**
 * Jamo (U+3131–U+318E) moved to one-byte characters (0xA0–0xFD), so jamo strings are one-byte
 * strings, which the engine searches about ten times faster than two-byte ones. Letters and
 * digits stay; anything else becomes one placeholder (fine for the loose matching jamo serve).
 */
function compactJamo(jamo: string): string {
  let out = '';
  for (let i = 0; i < jamo.length; i++) {
    const code = jamo.charCodeAt(i);
    if (code >= 0x3131 && code <= 0x318e) out += String.fromCharCode(0xa0 + code - 0x3131);
    else out += code < 0xa0 ? jamo.charAt(i) : '\u007f';
  }
  return out;
}

function jamoOf(normalized: string): string {
  return compactJamo(disassemble(normalized));
}

function choseongOf(text: string): string {
  return compactJamo(getChoseong(text.normalize('NFC')).replace(/\s+/g, ''));
}

function wrap(parts: readonly string[]): string {
  return parts.length === 0 ? '' : `${SEP}${parts.join(SEP)}${SEP}`;
}

/** One item's part of a list field, with where its words start (relative to the part). */
interface Part {
  text: string;
  wordStarts: number[];
}

/**
 * `values` normalised and wrapped like `wrap`, each word transformed by `form` (e.g. to jamo),
 * remembering where every word starts. Empty values are left out.
 */
function wrapWords(values: readonly string[], form: (word: string) => string = (word) => word): Part {
  let text = '';
  const wordStarts: number[] = [];
  for (const value of values) {
    const words = wordsOf(value, form);
    if (words.text === '') continue;
    text += SEP;
    for (const start of words.wordStarts) wordStarts.push(text.length + start);
    text += words.text;
  }
  return { text: text === '' ? '' : text + SEP, wordStarts };
}

/** One value normalised (as `normalizeForSearch`), each word transformed by `form`, with where its words start. */
function wordsOf(value: string, form: (word: string) => string = (word) => word): Part {
  let text = '';
  const wordStarts: number[] = [];
  for (const word of value.normalize('NFC').toLowerCase().split(WORD_BREAK)) {
    if (word === '') continue;
    wordStarts.push(text.length);
    text += form(word);
  }
  return { text, wordStarts };
}

function corpusOf(parts: readonly (string | Part)[]): Corpus {
  const starts = new Int32Array(parts.length + 1);
  const texts = parts.map((part) => (typeof part === 'string' ? part : part.text));
  let offset = 0;
  texts.forEach((text, i) => {
    starts[i] = offset;
    offset += text.length + END.length;
  });
  starts[parts.length] = offset;
  const hasWords = parts.some((part) => typeof part !== 'string');
  const wordStarts = hasWords ? new Uint8Array(offset) : null;
  if (wordStarts) {
    parts.forEach((part, i) => {
      if (typeof part === 'string') return;
      for (const start of part.wordStarts) wordStarts[(starts[i] ?? 0) + start] = 1;
    });
  }
  return { text: texts.join(END) + END, starts, wordStarts };
}

export function buildSearchIndex<T>(
  items: readonly T[],
  fieldsOf: (item: T) => SearchableFields,
  options: SearchOptions = {},
): SearchIndex<T> {
  const parts: Record<CorpusName, (string | Part)[]> = {
    name: [],
    nameJamo: [],
    nameChoseong: [],
    aliases: [],
    aliasesJamo: [],
    aliasesChoseong: [],
    words: [],
    wordsJamo: [],
    typo: [],
    typoWords: [],
    keywords: [],
    texts: [],
  };
  const nameLengths = new Int32Array(items.length);
  const groups = new Int32Array(items.length);
  const groupNumbers = new Map<string, number>();
  const typoTargets: string[][] = [];

  items.forEach((item, i) => {
    const fields = fieldsOf(item);
    if (fields.group !== undefined) {
      if (!groupNumbers.has(fields.group)) groupNumbers.set(fields.group, groupNumbers.size + 1);
      groups[i] = groupNumbers.get(fields.group) ?? 0;
    }
    const name = normalizeForSearch(fields.name);
    const nameJamo = jamoOf(name);
    // Jamo are the costly part of building: each alias and word is taken apart once.
    const aliasesJamo = wrapWords(fields.aliases ?? [], jamoOf);
    const wordsJamo = wrapWords(fields.words ?? [], jamoOf);
    const valuesOf = (part: Part) => part.text.split(SEP).filter((value) => value.length > 0);
    nameLengths[i] = name.length;
    typoTargets.push([nameJamo, ...valuesOf(aliasesJamo)]);
    parts.name.push(wordsOf(fields.name));
    parts.nameJamo.push(nameJamo);
    parts.nameChoseong.push(choseongOf(fields.name));
    parts.aliases.push(wrapWords(fields.aliases ?? []));
    parts.aliasesJamo.push(aliasesJamo);
    parts.aliasesChoseong.push(wrap((fields.aliases ?? []).map(choseongOf)));
    parts.words.push(wrapWords(fields.words ?? []));
    parts.wordsJamo.push(wordsJamo);
    parts.typo.push(wrap([nameJamo, ...valuesOf(aliasesJamo)]));
    parts.typoWords.push(wordsJamo.text);
    parts.keywords.push(wrapWords(fields.keywords ?? []));
    parts.texts.push(wrapWords(fields.texts ?? []));
  });

  const corpora = Object.fromEntries(Object.entries(parts).map(([name, values]) => [name, corpusOf(values)])) as Record<
    CorpusName,
    Corpus
  >;
  return {
    size: items.length,
    items,
    nameLengths,
    typoTargets,
    groups,
    corpora,
    wholeWords: options.wholeWords ?? false,
  };
}

/** What a query means, worked out once per search. */
interface PreparedQuery {
  text: string;
  /** SEP + text (an alias that starts with it) and SEP + text + SEP (an alias that is it). */
  asPrefix: string;
  asWhole: string;
  jamo: string;
  /** The query as 초성 (when it is only consonants), in the index's jamo encoding. */
  choseong: string | null;
  /** The query without a trailing lone jamo (`프로그래ㅁ` → `프로그래`), for sentences. */
  settled: string;
  words: string[];
  typo: { jamo: string; maxEdits: number; pieces: string[] } | null;
}

/**
 * `text` cut into `count` nearly equal pieces. If a query is within k edits of some substring,
 * one of its k + 1 pieces appears unedited there (pigeonhole), so an item containing none of
 * them cannot match and its edit distance is never computed.
 */
function pieces(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  const result: string[] = [];
  for (let start = 0; start < text.length; start += size) result.push(text.slice(start, start + size));
  return result;
}

function prepare(query: string): PreparedQuery | null {
  const text = normalizeForSearch(query);
  if (text.length === 0) return null;
  const jamo = jamoOf(text);
  const syllables = text.match(HANGUL_SYLLABLE)?.length ?? 0;
  // Typos are only forgiven where a query is long enough that one slip still says what was meant.
  const isLongEnough = syllables >= 3 || (syllables === 0 && LATIN_OR_DIGIT.test(text) && text.length >= 4);
  const maxEdits = jamo.length >= 9 ? 2 : 1;
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map(normalizeForSearch)
    .filter((word) => word.length > 0);
  return {
    text,
    asPrefix: `${SEP}${text}`,
    asWhole: `${SEP}${text}${SEP}`,
    jamo,
    choseong: CHOSEONG_ONLY.test(text) ? compactJamo(text) : null,
    settled: text.replace(/[ㄱ-ㆎ]+$/, ''),
    words: words.length > 1 ? words : [],
    typo: isLongEnough ? { jamo, maxEdits, pieces: pieces(jamo, maxEdits + 1) } : null,
  };
}

/** The item that the corpus offset falls in (binary search over the starts). */
function itemAt(corpus: Corpus, offset: number): number {
  let low = 0;
  let high = corpus.starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((corpus.starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function partOf(corpus: Corpus, item: number): string {
  return corpus.text.slice(corpus.starts[item] ?? 0, corpus.starts[item + 1] ?? 0);
}

/**
 * Calls `visit` once for each item whose part of the corpus contains `needle`, preferring in each
 * item an occurrence that `isWhole` accepts; `visit` learns whether the occurrence it gets is one.
 */
function forEachMatch(
  corpus: Corpus,
  needle: string,
  isWhole: (at: number) => boolean,
  visit: (item: number, offset: number, whole: boolean) => void,
): void {
  if (needle.length === 0) return;
  let from = 0;
  for (;;) {
    const at = corpus.text.indexOf(needle, from);
    if (at < 0) return;
    const item = itemAt(corpus, at);
    const itemStart = corpus.starts[item] ?? 0;
    const itemEnd = corpus.starts[item + 1] ?? corpus.text.length;
    let found = at;
    let whole = isWhole(at);
    for (let next = at; !whole; ) {
      next = corpus.text.indexOf(needle, next + 1);
      if (next < 0 || next >= itemEnd) break;
      if (isWhole(next)) {
        found = next;
        whole = true;
      }
    }
    visit(item, found - itemStart, whole);
    from = itemEnd;
  }
}

function startsWord(corpus: Corpus, at: number): boolean {
  return corpus.wordStarts === null || corpus.wordStarts[at] === 1;
}

/**
 * Job titles glued to what they are about (운전기사, 물리치료사): a match inside a word that ends
 * part-way into one of these runs across two words that happen to be written together.
 */
const TITLE_SUFFIXES = [
  '기사',
  '기관사',
  '조무사',
  '지도사',
  '설계사',
  '중개사',
  '관리자',
  '기술자',
  '담당자',
  '전문가',
];

/**
 * True when a word starts at `at`, or when the `length` characters there stay inside one word
 * without ending part-way into the job title it ends with (전기 is not in 운전기사).
 */
function staysInOneWord(corpus: Corpus, at: number, length: number): boolean {
  if (startsWord(corpus, at)) return true;
  const { text, wordStarts } = corpus;
  let end = at + 1;
  while (end < text.length && wordStarts?.[end] !== 1 && text[end] !== END && text[end] !== SEP) end++;
  if (at + length > end) return false;
  const word = text.slice(at, end);
  return !TITLE_SUFFIXES.some((suffix) => {
    const suffixStart = word.length - suffix.length;
    return word.endsWith(suffix) && length > suffixStart && length < word.length;
  });
}

/** True when the `length` characters at `at` are whole words (the next character starts a word or a value). */
function isWordsAt(corpus: Corpus, at: number, length: number): boolean {
  const next = corpus.text[at + length];
  return startsWord(corpus, at) && (next === SEP || next === END || corpus.wordStarts?.[at + length] === 1);
}

/** True when the text at `at` is `length` characters of a whole word, alone or with a particle or ending. */
function isWholeWordAt(corpus: Corpus, at: number, length: number): boolean {
  if (!startsWord(corpus, at)) return false;
  let end = at + length;
  const { text, wordStarts } = corpus;
  while (end < text.length && wordStarts?.[end] !== 1 && text[end] !== SEP && text[end] !== END) end++;
  const rest = text.slice(at + length, end);
  return rest === '' || WORD_ENDINGS.has(rest);
}

/** Calls `visit(item, offsetInItem)` once for each item whose part of the corpus contains `needle`. */
function forEachContaining(corpus: Corpus, needle: string, visit: (item: number, offset: number) => void): void {
  forEachMatch(corpus, needle, () => true, visit);
}

/** Collects the best match of each item, tier by tier, best tier first. */
class Scores {
  readonly score: Float64Array;
  readonly field: Uint8Array;
  readonly typo: Uint8Array;
  constructor(private readonly nameLengths: Int32Array) {
    this.score = new Float64Array(nameLengths.length);
    this.field = new Uint8Array(nameLengths.length);
    this.typo = new Uint8Array(nameLengths.length);
  }
  has(item: number): boolean {
    return this.score[item] !== 0;
  }
  hasAny(): boolean {
    return this.score.some((score) => score !== 0);
  }
  /** Keeps the best match of an item: the higher tier; within a tier an earlier match, then a shorter name, wins. */
  set(item: number, tier: number, field: MatchField, position = 0, isTypo = false): void {
    const score = tier * 10_000 - Math.min(position, 99) * 100 - Math.min(this.nameLengths[item] ?? 0, 99);
    if (score <= (this.score[item] ?? 0)) return;
    this.score[item] = score;
    this.field[item] = FIELD_CODES.indexOf(field);
    this.typo[item] = isTypo ? 1 : 0;
  }
}

/**
 * Every item that matches `query`, best first. An empty query matches nothing (the caller
 * decides what 'no query' shows). Ties keep the order of the items given to the index.
 */
export function searchIndex<T>(index: SearchIndex<T>, query: string): SearchHit<T>[] {
  const q = prepare(query);
  if (!q) return [];
  const scores = new Scores(index.nameLengths);
  const { corpora } = index;

  if (q.choseong !== null) {
    forEachContaining(corpora.nameChoseong, q.choseong, (item, at) =>
      scores.set(item, at === 0 ? TIER.choseongPrefix : TIER.choseongInside, 'name', at),
    );
    forEachContaining(corpora.aliasesChoseong, q.choseong, (item) => scores.set(item, TIER.aliasChoseong, 'alias'));
  } else {
    const whole = index.wholeWords;
    // Without `wholeWords` every occurrence counts as whole, as it always did.
    const atWordStart = (corpus: Corpus) => (at: number) => !whole || startsWord(corpus, at);
    // 전기 is not in 설비 보전 기술자: inside a name, a match may not run on into the next word.
    const inNameWord = (at: number) => !whole || staysInOneWord(corpora.name, at, q.text.length);
    forEachMatch(corpora.name, q.text, inNameWord, (item, at, isWhole) => {
      if (!isWhole) return;
      const tier =
        at > 0 ? TIER.nameInside : index.nameLengths[item] === q.text.length ? TIER.nameExact : TIER.namePrefix;
      scores.set(item, tier, 'name', at);
    });
    /** Matches that are guesses: used only when nothing matched as typed. */
    const guesses: Array<() => void> = [];
    const lastResorts: Array<[number, MatchField]> = [];
    forEachMatch(corpora.aliases, q.text, atWordStart(corpora.aliases), (item, _at, isWhole) => {
      const aliases = partOf(corpora.aliases, item);
      if (aliases.includes(q.asWhole)) scores.set(item, TIER.aliasExact, 'alias');
      else if (aliases.includes(q.asPrefix)) scores.set(item, TIER.aliasPrefix, 'alias');
      else if (isWhole) scores.set(item, TIER.aliasInside, 'alias');
      else lastResorts.push([item, 'alias']);
    });
    // An everyday word says one thing: 아이 is not 아이돌, 코딩 is not in 레코딩 (but may be on its way to it).
    const words = corpora.words;
    const isWords = (at: number) => !whole || isWordsAt(words, at, q.text.length);
    forEachMatch(words, q.text, isWords, (item, at, isWhole) => {
      const values = partOf(words, item);
      if (values.includes(q.asWhole)) scores.set(item, TIER.wordExact, 'word');
      else if (!isWhole) {
        if (startsWord(words, at + (words.starts[item] ?? 0)))
          guesses.push(() => scores.set(item, TIER.wordTyping, 'word'));
      } else if (values.includes(q.asPrefix)) scores.set(item, TIER.wordPrefix, 'word');
      else scores.set(item, TIER.wordInside, 'word');
    });
    // A name, alias or word still being typed is a guess too (의사 could become 의상, 영어 영업).
    const typing = (corpus: Corpus, tier: number, field: MatchField) =>
      forEachMatch(corpus, q.jamo, atWordStart(corpus), (item, at, isWhole) => {
        if (isWhole) scores.set(item, tier, field, field === 'name' ? at : 0);
      });
    guesses.push(
      () => typing(corpora.nameJamo, TIER.nameTyping, 'name'),
      () => typing(corpora.aliasesJamo, TIER.aliasTyping, 'alias'),
      () => typing(corpora.wordsJamo, TIER.wordTyping, 'word'),
    );
    if (!whole || !scores.hasAny()) for (const guess of guesses) guess();
    // Typos are forgiven only when no name, alias or word matches as typed: 'did you mean' for a
    // query that found nothing, not a second guess at one that did.
    if (q.typo && !scores.hasAny()) matchTypos(index, scores, q.typo);
    forEachMatch(corpora.keywords, q.text, atWordStart(corpora.keywords), (item, _at, isWhole) => {
      if (isWhole) scores.set(item, TIER.keyword, 'keyword');
      else lastResorts.push([item, 'keyword']);
    });
    // A query still being typed (`프로그래ㅁ`) cannot be a whole word yet: a word start is enough.
    const isComplete = q.settled === q.text;
    const texts = corpora.texts;
    const textIsWhole = (at: number) =>
      !whole || (isComplete ? isWholeWordAt(texts, at, q.settled.length) : startsWord(texts, at));
    forEachMatch(texts, q.settled, textIsWhole, (item, _at, isWhole) => {
      if (isWhole) scores.set(item, TIER.text, 'text');
    });
    // The query inside an alias's or skill's word (역사 in 번역사): only when nothing else matched.
    if (!whole || !scores.hasAny()) for (const [item, field] of lastResorts) scores.set(item, TIER.partOfWord, field);
    // Every word of a several-word query somewhere: a last resort too, or a job's full name lists strangers.
    if (q.words.length > 0 && (!whole || !scores.hasAny())) matchAllWords(index, scores, q.words);
  }

  if (index.wholeWords) favourStrongGroups(index, scores);
  const hits: SearchHit<T>[] = [];
  for (let i = 0; i < index.size; i++) {
    const score = scores.score[i] ?? 0;
    if (score === 0) continue;
    hits.push({
      item: index.items[i] as T,
      score,
      field: FIELD_CODES[scores.field[i] ?? 0] ?? 'name',
      isTypo: scores.typo[i] === 1,
    });
  }
  // Array.prototype.sort is stable: equal scores keep the index's order.
  return hits.sort((a, b) => b.score - a.score);
}

/**
 * Ranks weak matches (keywords, texts) by the groups of the strong ones (names, aliases, words):
 * half a tier up inside those groups; and when the query is part of a job's name or alias (it
 * names a job or a field), weak matches outside the named jobs' groups are left out
 * (전기: 소설가's 전기 is another word).
 */
function favourStrongGroups<T>(index: SearchIndex<T>, scores: Scores): void {
  const strong = (TIER.wordInside - 1) * 10_000;
  const weak = TIER.keyword * 10_000 + 10_000;
  const strongGroups = new Set<number>();
  /** Groups of the jobs the query names (by name or alias, as typed). */
  const namedGroups = new Set<number>();
  for (let i = 0; i < index.size; i++) {
    const group = index.groups[i] ?? 0;
    const score = scores.score[i] ?? 0;
    if (group === 0 || score < strong) continue;
    strongGroups.add(group);
    const field = FIELD_CODES[scores.field[i] ?? 0];
    if ((field === 'name' || field === 'alias') && scores.typo[i] === 0) namedGroups.add(group);
  }
  if (strongGroups.size === 0) return;
  for (let i = 0; i < index.size; i++) {
    const score = scores.score[i] ?? 0;
    if (score <= 0 || score >= weak) continue;
    const group = index.groups[i] ?? 0;
    // A query that is (part of) a job's name or another name for it means that job's field: a
    // sentence or skill of another field that merely uses the word is not what was asked for
    // (운동: 의사 advises on it; 간호: 손해사정사 also hires from 간호학과; 프로그래머: 보험계리사 works with them).
    if (namedGroups.size > 0 && !namedGroups.has(group)) scores.score[i] = 0;
    else if (strongGroups.has(group)) scores.score[i] = score + 5_000;
  }
}

/**
 * Items whose name or alias is within `maxEdits` of the query. Each place where a piece of the
 * query occurs unedited is checked by the edit distance over a window just around it, rather
 * than over every item's whole strings.
 */
function matchTypos<T>(index: SearchIndex<T>, scores: Scores, typo: NonNullable<PreparedQuery['typo']>): void {
  const found = typosIn(index.corpora.typo, scores, typo, (item, at) => {
    // The item's part is SEP name SEP alias SEP …: a match before the second SEP is in the name.
    const nameEnd = (index.corpora.typo.starts[item] ?? 0) + 1 + (index.typoTargets[item]?.[0]?.length ?? 0);
    return at < nameEnd ? 'name' : 'alias';
  });
  // Everyday words only when no name or alias is within reach: one that is says what was meant.
  const inWords = found.size > 0 ? found : typosIn(index.corpora.typoWords, scores, typo, () => 'word');
  const tiers = { name: TIER.nameTypo, alias: TIER.aliasTypo, word: TIER.wordTypo } as const;
  for (const [item, { distance, field }] of inWords) scores.set(item, tiers[field] - distance, field, 0, true);
}

type TypoField = 'name' | 'alias' | 'word';

/** The items of `corpus` within `typo.maxEdits` of the query, each with its best distance and field. */
function typosIn(
  corpus: Corpus,
  scores: Scores,
  typo: NonNullable<PreparedQuery['typo']>,
  fieldAt: (item: number, at: number) => TypoField,
): Map<number, { distance: number; field: TypoField }> {
  const { jamo, maxEdits } = typo;
  const found = new Map<number, { distance: number; field: TypoField }>();
  let pieceStart = 0;
  for (const piece of typo.pieces) {
    for (let at = corpus.text.indexOf(piece); at >= 0; at = corpus.text.indexOf(piece, at + 1)) {
      const item = itemAt(corpus, at);
      if (scores.has(item) || found.get(item)?.distance === 0) continue;
      const itemStart = corpus.starts[item] ?? 0;
      const itemEnd = (corpus.starts[item + 1] ?? 0) - END.length;
      const from = Math.max(itemStart, at - pieceStart - maxEdits);
      const to = Math.min(itemEnd, at - pieceStart + jamo.length + maxEdits);
      const distance = substringEditDistance(jamo, corpus.text, maxEdits, from, to);
      if (distance > maxEdits) continue;
      const field = fieldAt(item, at);
      const before = found.get(item);
      if (!before || distance < before.distance || (distance === before.distance && field === 'name')) {
        found.set(item, { distance, field });
      }
    }
    pieceStart += piece.length;
  }
  return found;
}

function matchAllWords<T>(index: SearchIndex<T>, scores: Scores, words: readonly string[]): void {
  const fields: CorpusName[] = ['name', 'aliases', 'words', 'keywords', 'texts'];
  const itemsWith = (word: string) => {
    const found = new Set<number>();
    for (const field of fields) forEachContaining(index.corpora[field], word, (item) => found.add(item));
    return found;
  };
  const [first = '', ...rest] = words;
  let matching = [...itemsWith(first)];
  for (const word of rest) {
    if (matching.length === 0) return;
    const withWord = itemsWith(word);
    matching = matching.filter((item) => withWord.has(item));
  }
  for (const item of matching.sort((a, b) => a - b)) scores.set(item, TIER.allWords, 'text');
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * The fewest edits (insert, delete, replace) that turn `pattern` into some substring of `text`
 * (Sellers' algorithm), looking only at `text[from..to)`. Anything over `limit` is answered as `limit + 1`.
 */
export function substringEditDistance(
  pattern: string,
  text: string,
  limit = Number.POSITIVE_INFINITY,
  from = 0,
  to = text.length,
): number {
  const m = pattern.length;
  if (m === 0) return 0;
  if (rowA.length <= m) {
    rowA = new Int32Array(m + 1);
    rowB = new Int32Array(m + 1);
  }
  let previous = rowA;
  let current = rowB;
  for (let i = 0; i <= m; i++) previous[i] = i;
  let best = m;
  for (let j = from; j < to; j++) {
    const c = text.charCodeAt(j);
    current[0] = 0;
    for (let i = 1; i <= m; i++) {
      const replace = (previous[i - 1] ?? 0) + (pattern.charCodeAt(i - 1) === c ? 0 : 1);
      const remove = (previous[i] ?? 0) + 1;
      const insert = (current[i - 1] ?? 0) + 1;
      current[i] = replace < remove ? (replace < insert ? replace : insert) : remove < insert ? remove : insert;
    }
    const last = current[m] ?? m;
    if (last < best) best = last;
    if (best === 0) return 0;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return best > limit ? limit + 1 : best;
}
