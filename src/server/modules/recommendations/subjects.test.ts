import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../lib/app-root';
import { subjectsNamed } from './engine';
import { readPhrase } from './phrases';
import { createRecommendationContext } from './recommendations.service';
import { MIN_TERM_LENGTH, normaliseWords, readBasicInterests } from './subjects';

/**
 * The everyday words of the Basic Interests (content/jobs/basic-interests.json) against phrases
 * students write on the free-writing pages, with the subjects a counsellor reads in them written
 * out here (not derived from the word lists). The second table holds phrases whose look-alike
 * words must not name a subject: "조리 있게" is speaking clearly, "커트라인" a pass mark.
 */
const { model } = createRecommendationContext();
const named = (phrase: string) => subjectsNamed(model, readPhrase(phrase)).map((k) => model.basicLabels[k]);

describe('the subjects a student’s own words name', () => {
  it.each([
    ['용접 실습', '기계·전자'],
    ['아두이노로 회로 만들기', '기계·전자'],
    ['전기 배선 실습', '기계·전자'],
    ['CNC 가공', '기계·전자'],
    ['집 평면도 그려 보기', '건설·목공'],
    ['마인크래프트 건축', '건설·목공'],
    ['군대 다큐 보기', '지키고 구하기'],
    ['하천 수질 측정', '자연·야외'],
    ['기후 캠페인', '자연·야외'],
    ['플로깅', '자연·야외'],
    ['체력 단련', '운동·스포츠'],
    ['원소 공부', '물리·화학·우주'],
    ['설문 만들기', '사회과학'],
    ['스페인어 독학', '언어·인문'],
    ['외국 친구와 화상 통화', '언어·인문'],
    ['알고리즘 문제 풀기', 'IT·컴퓨터'],
    ['파이썬 기초 공부', 'IT·컴퓨터'],
    ['친구 노트북 고쳐 주기', 'IT·컴퓨터'],
    ['캐릭터 도트 그림', '미술'],
    ['옷 리폼', '디자인'],
    ['힙합 작사', '음악'],
    ['시나리오 쓰기', '글쓰기'],
    ['책 읽기', '글쓰기'],
    ['단편 영화 찍기', '영상·미디어'],
    ['새 메뉴 개발', '요리'],
    ['새 레시피 따라 해 보기', '요리'],
    ['식단 짜기', '요리'],
    ['동생 공부 봐 주기', '가르치기'],
    ['친구 고민 들어 주기', '돕고 돌보기'],
    ['페이드 컷 연습', '생활 서비스·미용'],
    ['친구 머리 자르기', '생활 서비스·미용'],
    ['동생 머리 잘라 주기', '생활 서비스·미용'],
    ['스마트스토어 운영', '사업·창업'],
    ['동아리 팀장 맡기', '경영·관리'],
    ['회사 운영해 보기', '경영·관리'],
    ['법정 드라마', '법'],
    ['앱 만들기', 'IT·컴퓨터'],
    ['빵 굽기', '요리'],
    ['별자리 관찰', '물리·화학·우주'],
    ['태권도장 유치부 보조', '가르치기'],
    ['아이들이 웃는 거', '가르치기'],
    ['페이드컷 영상 보기', '생활 서비스·미용'],
    ['요리 유튜브 보기', '요리'],
    ['유튜브 영상 편집', '영상·미디어'],
    ['유튜브 보기', '영상·미디어'],
  ])('"%s" names %s', (phrase, subject) => {
    expect(named(phrase)).toContain(subject);
  });

  it.each([
    ['조리 있게 말하기', '요리'],
    ['커트라인 넘기', '생활 서비스·미용'],
    ['머리 자주 감기', '생활 서비스·미용'],
    ['종이 자르기', '생활 서비스·미용'],
    ['진로 고민', '돕고 돌보기'],
    ['단편 소설 쓰기', '영상·미디어'],
    ['자기 주도 학습', '가르치기'],
    ['인강 듣기', '가르치기'],
    ['의사소통', '의학'],
    ['서류 양식 만들기', '요리'],
    ['웹툰 보기', 'IT·컴퓨터'],
    ['아이돌 덕질', '가르치기'],
    ['피부 관리 유튜브', '경영·관리'],
    ['디스코드 서버 관리', '경영·관리'],
    ['블로그 운영', '경영·관리'],
    // Watching videos of another subject: the video is how, the subject is what.
    ['페이드컷 영상 보기', '영상·미디어'],
    ['요리 유튜브 보기', '영상·미디어'],
    ['여행 브이로그 보기', '영상·미디어'],
  ])('"%s" does not name %s', (phrase, subject) => {
    expect(named(phrase)).not.toContain(subject);
  });

  it('holds no word too short to count, and no word twice', () => {
    const seen = new Map<string, string>();
    for (const { label, words } of readBasicInterests().basicInterests) {
      for (const word of words.map(normaliseWords)) {
        expect(word.length, `${label}: ${word}`).toBeGreaterThanOrEqual(MIN_TERM_LENGTH);
        expect(seen.get(word), `${word}: ${seen.get(word)} and ${label}`).toBeUndefined();
        seen.set(word, label);
      }
    }
  });
});

describe('the Basic Interest tags of the catalog jobs', () => {
  const { jobs } = readBasicInterests();
  const review = JSON.parse(
    readFileSync(path.join(CONTENT_DIR, 'jobs/audit/basic-interests-2026-11-29.json'), 'utf8'),
  ) as { reviewed: number; changes: Record<string, { basicInterests: string[] }> };

  it('give every catalog job one to three subjects, keeping those O*NET itself illustrates', () => {
    for (const job of model.jobs) {
      const tags = jobs[job.name];
      expect(tags, job.name).toBeDefined();
      expect(tags?.basicInterests.length, job.name).toBeGreaterThanOrEqual(1);
      expect(tags?.basicInterests.length, job.name).toBeLessThanOrEqual(3);
      for (const id of tags?.onetIllustrative ?? []) expect(tags?.basicInterests, job.name).toContain(id);
    }
  });

  it('keep the corrections of the job-by-job review of 2026-11-29 (its record says what and why)', () => {
    expect(review.reviewed).toBe(250);
    for (const [name, change] of Object.entries(review.changes))
      expect(jobs[name]?.basicInterests, name).toEqual(change.basicInterests);
  });
});
