import { normaliseWords, WORD_BREAK } from './subjects';

/**
 * How a person's own words (the free-writing pages) are matched against a job's vocabulary and a
 * subject's everyday words. Text is compared normalised (`normaliseWords`: "해외 근무" and
 * "해외근무" are the same words), but where the person put a space still matters: a term found
 * across a space the person typed is not what they wrote ("건강한 식습관" does not say 한식, "영화
 * 장면" does not say 화장). Hand-written: no Korean morphological analyser installs from npm and
 * runs in Node 20 without a download or a native build (docs/decisions/016).
 */
export interface Phrase {
  /** The words as `normaliseWords` reads them. */
  readonly normalised: string;
  /** Where each of the person's words starts in `normalised`, and where it ends (exclusive). */
  readonly words: ReadonlyArray<{ start: number; end: number }>;
}

export function readPhrase(text: string): Phrase {
  const words: Array<{ start: number; end: number }> = [];
  let normalised = '';
  for (const word of text.split(WORD_BREAK).map(normaliseWords)) {
    if (word === '') continue;
    words.push({ start: normalised.length, end: normalised.length + word.length });
    normalised += word;
  }
  return { normalised, words };
}

/**
 * Job terms that are also the stem of a common verb: they name the job only as a word of their
 * own or followed by a particle. "배우가 되고 싶어요" names 배우; "기술 배우면 돈 된다" and
 * "응급처치 배우기" do not (배우다). A verb form that is a whole word of its own, as 사서 in "옷을
 * 사서" (사다), cannot be told from the job's name without reading the sentence, and still counts.
 */
const VERB_STEM_TERMS: ReadonlySet<string> = new Set(['배우']);

/** Particles (and the copula) a noun may carry inside the same word: 배우가, 사서는, 배우예요. */
const PARTICLES: ReadonlySet<string> = new Set([
  '이',
  '가',
  '은',
  '는',
  '을',
  '를',
  '의',
  '에',
  '에서',
  '로',
  '와',
  '과',
  '도',
  '만',
  '랑',
  '처럼',
  '예요',
  '이에요',
  '요',
  '님',
  '들',
]);

function wordAt(phrase: Phrase, offset: number) {
  return phrase.words.find((word) => word.start <= offset && offset < word.end);
}

/** Offsets where `term` occurs in the phrase's normalised words. */
function occurrences(normalised: string, term: string): number[] {
  const found: number[] = [];
  for (let at = normalised.indexOf(term); at !== -1; at = normalised.indexOf(term, at + 1)) found.push(at);
  return found;
}

/**
 * Whether the phrase names a job term (a name, other name or search word, normalised): the term
 * starts where one of the person's words starts ("전기 배선 실습" names 전기 배선; "평면도 그리기"
 * does not name 면도, "전기차 정비" not 기차), or the whole phrase is the start of the term
 * ("게임" names 게임 기획자; "정의" does not name 가정의학과 의사, "자격증" not 용접 자격증).
 */
export function namesJobTerm(phrase: Phrase, term: string): boolean {
  const { normalised } = phrase;
  if (normalised.length >= 2 && term.startsWith(normalised)) return true;
  return occurrences(normalised, term).some((at) => {
    const word = phrase.words.find((w) => w.start === at);
    if (!word) return false;
    if (!VERB_STEM_TERMS.has(term)) return true;
    const end = at + term.length;
    return end === word.end || (end < word.end && PARTICLES.has(normalised.slice(end, word.end)));
  });
}

/**
 * Whether the phrase holds one of a subject's everyday words: inside one of the person's words
 * (반려동물 holds 동물, 실용음악 holds 음악), or starting at a word when the subject's word spans
 * several ("빵 굽기"), but never across a space from inside a word ("건강한 식습관" holds no 한식).
 */
export function namesSubjectWord(phrase: Phrase, word: string): boolean {
  return occurrences(phrase.normalised, word).some((at) => {
    const first = wordAt(phrase, at);
    if (!first) return false;
    return first.start === at || at + word.length <= first.end;
  });
}
