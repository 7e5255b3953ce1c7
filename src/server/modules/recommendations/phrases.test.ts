import { describe, expect, it } from 'vitest';
import { getJobCatalog } from '../jobs/catalog';
import { FIELD_SEARCH_WORDS, namesJobTerm, namesSubjectWord, namesTheJob, readPhrase } from './phrases';
import { normaliseWords } from './subjects';

/**
 * What a student wrote against a job's terms and a subject's words. The expected answers are a
 * reader's, written out: a look-alike found across a space, inside another word or in a verb
 * never counts as the student naming the job.
 */
const namesJob = (phrase: string, term: string) => namesJobTerm(readPhrase(phrase), normaliseWords(term));
const namesSubject = (phrase: string, word: string) => namesSubjectWord(readPhrase(phrase), normaliseWords(word));

describe('a job term in the student’s words', () => {
  it.each([
    ['전기 배선 실습', '전기 배선'],
    ['전기배선 실습', '전기 배선'],
    ['간호', '간호사'],
    ['소방', '소방관'],
    ['유튜버', '유튜버'],
    ['유튜버가 되고 싶어요', '유튜버'],
    ['배우가 되고 싶어요', '배우'],
    ['배우 오디션 보기', '배우'],
    ['사서 선생님 돕기', '사서'],
    ['동물병원 실습', '동물병원'],
    ['엑셀로 가계부 만들기', '엑셀'],
    ['코딩을 혼자 배웠어요', '코딩'],
    ['PLC 프로그래밍', 'PLC'],
  ])('"%s" names %s', (phrase, term) => {
    expect(namesJob(phrase, term)).toBe(true);
  });

  it.each([
    ['평면도 그리기', '면도'],
    ['전기차 정비 영상', '기차'],
    ['태권도장 유치부 보조', '도장'],
    ['건강한 식습관 퍼뜨리기', '한식'],
    ['영화 장면 분석하기', '화장'],
    ['정의', '가정의학과 의사'],
    ['자격증', '용접 자격증'],
    // A word that starts a longer term names its field, not the job: "수학" is no 수학 학원 (학원
    // 강사), "게임" names 게임 기획자 no more than 게임 QA or 게임 선수.
    ['수학', '수학 학원'],
    ['게임', '게임 기획자'],
    ['기술 배우면 돈 된다', '배우'],
    ['응급처치 배우기', '배우'],
  ])('"%s" does not name %s', (phrase, term) => {
    expect(namesJob(phrase, term)).toBe(false);
  });
});

describe('a subject’s word in the student’s words', () => {
  it.each([
    ['반려동물 키우기', '동물'],
    ['실용음악 학원', '음악'],
    ['젤네일 연습', '네일'],
    ['빵 굽기', '빵 굽'],
    ['주말마다 빵굽기', '빵 굽'],
  ])('"%s" holds %s', (phrase, word) => {
    expect(namesSubject(phrase, word)).toBe(true);
  });

  it.each([
    ['건강한 식습관', '한식'],
    ['영화 장면 분석하기', '화장'],
  ])('"%s" does not hold %s across the space', (phrase, word) => {
    expect(namesSubject(phrase, word)).toBe(false);
  });
});

describe('a job’s search word in a person’s own words', () => {
  it.each([['연기'], ['용접'], ['바버숍'], ['코딩']])('"%s" names the job', (word) => {
    expect(namesTheJob(word)).toBe(true);
  });

  it.each([['드라마'], ['뉴스'], ['동물'], ['개발'], ['엑셀'], ['병원']])(
    '"%s" names a field many jobs share, not the job',
    (word) => {
      expect(namesTheJob(word)).toBe(false);
    },
  );

  it('does not read "지적 호기심" as land surveying (측량사’s 지적)', () => {
    expect(namesTheJob('지적')).toBe(false);
  });

  it('lists only words that are some job’s search word', () => {
    const catalog = getJobCatalog();
    const searchWords = new Set(catalog.jobs.flatMap((job) => catalog.koreaFacts.get(job.id)?.searchWords ?? []));
    expect([...FIELD_SEARCH_WORDS].filter((word) => !searchWords.has(word))).toEqual([]);
  });
});
