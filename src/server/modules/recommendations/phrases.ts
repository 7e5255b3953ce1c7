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

/**
 * Search words that find the job in the job browser but, written in a person's own words, name a
 * field many jobs share or a thing people watch or use, not the job: "의학 드라마" is no wish to act,
 * "엑셀 함수를 잘 써요" no wish to be an office clerk, "동물 다큐" no wish to groom pets. They count
 * through the subjects instead (their Basic Interest's words), as for every job of the field.
 */
export const FIELD_SEARCH_WORDS: ReadonlySet<string> = new Set([
  '드라마', // 배우
  '영화', // 배우
  '뉴스', // 기자
  '동물', // 반려동물 미용사
  '개발', // 소프트웨어 개발자 ("신메뉴 개발")
  '엔지니어', // 기계 엔지니어
  '상담', // 미술치료사
  '인테리어', // 도배사
  '엑셀', // 일반 사무원
  '일정 관리', // 비서
  '금속', // 재료 엔지니어
  '모터', // 전기기기 조립원
  '건설', // 토목 엔지니어
  '병원', // 의사, 간호사, 임상병리사, 방사선사
  '봉사', // 사회복지사
  '역사', // 역사 연구원
  '한국사', // 역사 연구원
  '실험', // 화학 연구원
  '경제', // 경제 연구원
  '통계', // 데이터 분석가, 보험계리사
  '주식', // 증권 중개인
  '투자', // 펀드매니저
  '금융', // 은행원
  '브랜드', // 마케터
  '도면', // 기계 조립원, 인테리어 디자이너
  '유튜브', // 영상 크리에이터 (유튜버 names it)
  // Words of a student's own life, not the job's work: "노력한 만큼 보상", "바버숍 알바", "입시
  // 준비", "대학원까지", "피아노 레슨", "에너지가 넘쳐요".
  '보상', // 손해사정사
  '알바', // 매장 판매원
  '입시', // 학원 강사
  '학원', // 학원 강사
  '레슨', // 예체능 강사
  '대학교', // 대학 교수
  '대학원', // 공학계열 교수
  '박사', // 대학 교수
  '에너지', // 발전설비 운전원
  '창작', // 소설가
  // A word whose other meaning is what a student means: "지적 호기심" is curiosity, not land
  // registration (지적측량).
  '지적', // 측량사
]);

/** Whether a job's search word, found in a person's own words, names the job (`FIELD_SEARCH_WORDS`). */
export function namesTheJob(searchWord: string): boolean {
  return !FIELD_SEARCH_WORDS.has(searchWord);
}

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
 * does not name 면도, "전기차 정비" not 기차), or the whole phrase is the term less its last
 * syllable, a job's ending ("간호" names 간호사, "소방" 소방관; "수학" does not name 수학 학원, "게임"
 * not 게임 기획자, "정의" not 가정의학과 의사).
 */
export function namesJobTerm(phrase: Phrase, term: string): boolean {
  const { normalised } = phrase;
  if (normalised.length >= 2 && term.length === normalised.length + 1 && term.startsWith(normalised)) return true;
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
