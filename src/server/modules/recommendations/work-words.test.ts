import { describe, expect, it } from 'vitest';
import { getJobCatalog } from '../jobs/jobs.service';
import { preparePerson, wordsMatches } from './engine';
import { createRecommendationContext } from './recommendations.service';
import { personInput } from './testing';
import { readWorkWords } from './work-words';

/**
 * The jobs' work words (content/jobs/work-words.json) against phrases students write, with the
 * jobs a reader names on reading each phrase written out here, not derived from the lists. The
 * second table holds phrases whose words only look like a job's work.
 */
const { model } = createRecommendationContext();
/** The jobs the engine says the phrase names (not its subject): the path the score and the reason take. */
const jobsNamed = (text: string) => {
  const person = preparePerson(model, personInput({ words: [{ step: 'interest', text }] }, ['interest']));
  return model.jobs
    .filter((_, job) => wordsMatches(model, person, job).some((match) => match.via === 'job'))
    .map((job) => job.name)
    .sort();
};

describe('the jobs’ work words', () => {
  it('has words for every catalog job, and only for catalog jobs', () => {
    const names = getJobCatalog().jobs.map((job) => job.name);
    expect(Object.keys(readWorkWords().words).sort()).toEqual([...names].sort());
  });

  it.each([
    ['일본어 자막 만들기', ['번역가']],
    ['애니 팬자막', ['번역가']],
    ['베타 테스트 버그 제보', ['QA 엔지니어']],
    ['페이드 컷 연습', ['바버']],
    ['동네 텃밭 가꾸기', ['농업인']],
    ['모의유엔 참가', ['외교관']],
    ['문제지 만들기', ['학원 강사']],
    ['라떼 아트 연습', ['바리스타']],
    ['실외기 청소 돕기', ['냉동공조 기술자']],
  ])('"%s" names %j', (text, jobs) => {
    expect(jobsNamed(text)).toEqual(jobs);
  });

  it.each([
    ['아크릴 키링'], // 용접사 has 아크 용접, not 아크
    ['주사위 굴리기'], // 간호사 has 주사 놓기
    ['진로 탐색 활동'], // the student's own exploring, not a career counsellor's work
    ['지적 호기심이 많아요'], // 측량사's 지적 is land registration
    ['영어 원서 읽기'], // 번역가 has 원서 번역, not reading
  ])('"%s" names no job', (text) => {
    expect(jobsNamed(text)).toEqual([]);
  });

  it('leaves out a work word that three or more jobs share', () => {
    // "아두이노" is listed for two jobs and names both; a field word would be listed for more.
    expect(jobsNamed('아두이노 키트')).toEqual(['전자 엔지니어', '컴퓨터 하드웨어 엔지니어']);
  });
});
