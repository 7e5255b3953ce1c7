import { disassemble, getChoseong } from 'es-hangul';

/**
 * Korean-aware search over a small, read-only list (the job catalog), shared by the server
 * (`GET /api/jobs?q=`) and the web app (search as you type without a round trip).
 *
 * A query matches, best first: a name (exact, prefix, inside, or while the last syllable is
 * still being typed, e.g. `개바` → 개발자), the 초성 of a name (`ㄱㅂㅈ`), an alias, a name or
 * alias with a typo (queries of three syllables or more; jamo-level edit distance 1, or 2 from
 * nine jamo on, so `간호서` finds 간호사 and `소프웨어` 소프트웨어 개발자), a
 * keyword (skill), a text (task), and last every word of a several-word query somewhere.
 * Typos are only tried when no name or alias matches the query as typed.
 *
 * Speed: everything that can be computed ahead is, once, in `buildSearchIndex`. Each field of
 * all items is one long string, so a search is a handful of `indexOf` sweeps (which jump
 * straight to the next occurrence) instead of a loop of calls per item; the edit distance only
 * runs for items that pass an exact-piece filter.
 */

export interface SearchableFields {
  name: string;
  aliases?: readonly string[];
  /** Short labels, e.g. the job's top skills. */
  keywords?: readonly string[];
  /** Sentences, e.g. the job's tasks. */
  texts?: readonly string[];
}

export type MatchField = 'name' | 'alias' | 'keyword' | 'text';

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
}

export interface SearchIndex<T> {
  readonly size: number;
  readonly items: readonly T[];
  readonly nameLengths: Int32Array;
  /** Per item: its name and aliases, jamo by jamo, for the edit distance. */
  readonly typoTargets: readonly (readonly string[])[];
  readonly corpora: Record<CorpusName, Corpus>;
}

type CorpusName =
  | 'name'
  | 'nameJamo'
  | 'nameChoseong'
  | 'aliases'
  | 'aliasesJamo'
  | 'aliasesChoseong'
  | 'typo'
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
  aliasPrefix: 67,
  aliasInside: 64,
  aliasTyping: 61,
  aliasChoseong: 58,
  nameTypo: 50,
  aliasTypo: 45,
  keyword: 30,
  text: 20,
  allWords: 10,
} as const;

const FIELD_CODES: readonly MatchField[] = ['name', 'alias', 'keyword', 'text'];

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

function corpusOf(parts: readonly string[]): Corpus {
  const starts = new Int32Array(parts.length + 1);
  let offset = 0;
  parts.forEach((part, i) => {
    starts[i] = offset;
    offset += part.length + END.length;
  });
  starts[parts.length] = offset;
  return { text: parts.join(END) + END, starts };
}

export function buildSearchIndex<T>(items: readonly T[], fieldsOf: (item: T) => SearchableFields): SearchIndex<T> {
  const parts: Record<CorpusName, string[]> = {
    name: [],
    nameJamo: [],
    nameChoseong: [],
    aliases: [],
    aliasesJamo: [],
    aliasesChoseong: [],
    typo: [],
    keywords: [],
    texts: [],
  };
  const nameLengths = new Int32Array(items.length);
  const typoTargets: string[][] = [];

  items.forEach((item, i) => {
    const fields = fieldsOf(item);
    const name = normalizeForSearch(fields.name);
    const aliases = (fields.aliases ?? []).map(normalizeForSearch).filter((alias) => alias.length > 0);
    const nameJamo = jamoOf(name);
    const aliasesJamo = aliases.map(jamoOf);
    nameLengths[i] = name.length;
    typoTargets.push([nameJamo, ...aliasesJamo]);
    parts.name.push(name);
    parts.nameJamo.push(nameJamo);
    parts.nameChoseong.push(choseongOf(fields.name));
    parts.aliases.push(wrap(aliases));
    parts.aliasesJamo.push(wrap(aliasesJamo));
    parts.aliasesChoseong.push(wrap((fields.aliases ?? []).map(choseongOf)));
    parts.typo.push(wrap([nameJamo, ...aliasesJamo]));
    parts.keywords.push(wrap((fields.keywords ?? []).map(normalizeForSearch)));
    parts.texts.push(wrap((fields.texts ?? []).map(normalizeForSearch)));
  });

  const corpora = Object.fromEntries(Object.entries(parts).map(([name, values]) => [name, corpusOf(values)])) as Record<
    CorpusName,
    Corpus
  >;
  return { size: items.length, items, nameLengths, typoTargets, corpora };
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

/** Calls `visit(item, offsetInItem)` once for each item whose part of the corpus contains `needle`. */
function forEachContaining(corpus: Corpus, needle: string, visit: (item: number, offset: number) => void): void {
  if (needle.length === 0) return;
  let from = 0;
  for (;;) {
    const at = corpus.text.indexOf(needle, from);
    if (at < 0) return;
    const item = itemAt(corpus, at);
    visit(item, at - (corpus.starts[item] ?? 0));
    from = corpus.starts[item + 1] ?? corpus.text.length;
  }
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
  /** Keeps the first (best) match of an item: within a tier an earlier match, then a shorter name, wins. */
  set(item: number, tier: number, field: MatchField, position = 0, isTypo = false): void {
    if (this.has(item)) return;
    this.score[item] = tier * 10_000 - Math.min(position, 99) * 100 - Math.min(this.nameLengths[item] ?? 0, 99);
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
    forEachContaining(corpora.name, q.text, (item, at) => {
      const tier =
        at > 0 ? TIER.nameInside : index.nameLengths[item] === q.text.length ? TIER.nameExact : TIER.namePrefix;
      scores.set(item, tier, 'name', at);
    });
    forEachContaining(corpora.nameJamo, q.jamo, (item, at) => scores.set(item, TIER.nameTyping, 'name', at));
    forEachContaining(corpora.aliases, q.text, (item) => {
      const aliases = partOf(corpora.aliases, item);
      const tier = aliases.includes(q.asWhole)
        ? TIER.aliasExact
        : aliases.includes(q.asPrefix)
          ? TIER.aliasPrefix
          : TIER.aliasInside;
      scores.set(item, tier, 'alias');
    });
    forEachContaining(corpora.aliasesJamo, q.jamo, (item) => scores.set(item, TIER.aliasTyping, 'alias'));
    // Typos are forgiven only when no name or alias matches as typed: 'did you mean' for a
    // query that found nothing, not a second guess at one that did.
    if (q.typo && !scores.hasAny()) matchTypos(index, scores, q.typo);
    forEachContaining(corpora.keywords, q.text, (item) => scores.set(item, TIER.keyword, 'keyword'));
    forEachContaining(corpora.texts, q.settled, (item) => scores.set(item, TIER.text, 'text'));
    if (q.words.length > 0) matchAllWords(index, scores, q.words);
  }

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
 * Items whose name or alias is within `maxEdits` of the query. Each place where a piece of the
 * query occurs unedited is checked by the edit distance over a window just around it, rather
 * than over every item's whole strings.
 */
function matchTypos<T>(index: SearchIndex<T>, scores: Scores, typo: NonNullable<PreparedQuery['typo']>): void {
  const corpus = index.corpora.typo;
  const { jamo, maxEdits } = typo;
  const found = new Map<number, { distance: number; isName: boolean }>();
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
      // The item's part is SEP name SEP alias SEP …: a match before the second SEP is in the name.
      const isName = at < itemStart + 1 + (index.typoTargets[item]?.[0]?.length ?? 0);
      const before = found.get(item);
      if (!before || distance < before.distance || (distance === before.distance && isName && !before.isName)) {
        found.set(item, { distance, isName });
      }
    }
    pieceStart += piece.length;
  }
  for (const [item, { distance, isName }] of found) {
    scores.set(item, (isName ? TIER.nameTypo : TIER.aliasTypo) - distance, isName ? 'name' : 'alias', 0, true);
  }
}

function matchAllWords<T>(index: SearchIndex<T>, scores: Scores, words: readonly string[]): void {
  const fields: CorpusName[] = ['name', 'aliases', 'keywords', 'texts'];
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
