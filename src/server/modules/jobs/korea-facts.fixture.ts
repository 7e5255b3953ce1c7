import type { Certificate, KoreaFactsFile } from './korea-facts-file';
import { KOREA_FACTS_ATTRIBUTION } from './korea-facts-file';

/**
 * A few hand-written job facts for tests of the checks and the job page, independent of the
 * shipped content (which the writers' drafts fill). Names are real catalog jobs.
 */
export const FIXTURE_CERTIFICATES: Certificate[] = [
  { name: '정보처리기사', issuer: '한국산업인력공단', kind: '국가기술자격' },
  { name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격' },
  { name: '1급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
  { name: '2급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
  { name: '관광통역안내사', issuer: '문화체육관광부', kind: '국가전문자격' },
];

export function fixtureKoreaFacts(): KoreaFactsFile {
  return {
    attribution: KOREA_FACTS_ATTRIBUTION,
    jobs: {
      '소프트웨어 개발자': {
        majors: [{ field: '공학계열', names: ['컴퓨터공학과', '소프트웨어학과'] }],
        anyMajor: false,
        education: '대졸',
        certificates: [{ name: '정보처리기사', required: false }],
        wayIn: {
          summary:
            '대학에서 컴퓨터공학을 배우거나 부트캠프에서 실력을 쌓아요. 포트폴리오를 만들어 개발 회사에 지원해요.',
          exams: [],
          training: '국비 지원 개발자 과정이 있어요.',
          firstRoles: ['주니어 개발자'],
        },
        searchWords: ['코딩', '프로그래밍'],
        sources: [],
      },
      간호사: {
        majors: [{ field: '의약계열', names: ['간호학과'] }],
        anyMajor: false,
        education: '대졸',
        certificates: [{ name: '간호사 면허', required: true, basis: '의료법 제27조' }],
        wayIn: {
          summary: '간호학과를 졸업하고 간호사 국가시험에 합격해 면허를 받아요.',
          exams: ['간호사 국가시험'],
          training: '',
          firstRoles: ['병동 간호사'],
        },
        searchWords: ['병원'],
        sources: [{ title: '의료법 (국가법령정보센터)', checked: '2026-11-28' }],
      },
      응급구조사: {
        majors: [{ field: '의약계열', names: ['응급구조학과'] }],
        anyMajor: false,
        education: '전문대졸',
        certificates: [
          { name: '1급 응급구조사', required: true, oneOf: '응급구조사 자격', basis: '응급의료에 관한 법률 제36조' },
          { name: '2급 응급구조사', required: true, oneOf: '응급구조사 자격', basis: '응급의료에 관한 법률 제36조' },
        ],
        wayIn: { summary: '응급구조학과를 졸업하고 국가시험에 합격해요.', exams: [], training: '', firstRoles: [] },
        searchWords: ['119'],
        sources: [],
      },
      '관광 가이드': {
        majors: [],
        anyMajor: true,
        education: '학력 무관',
        certificates: [
          {
            name: '관광통역안내사',
            required: true,
            condition: '외국인 관광객을 안내할 때',
            basis: '관광진흥법 제38조 제1항',
          },
        ],
        wayIn: { summary: '관광통역안내사 자격을 따요.', exams: [], training: '', firstRoles: [] },
        searchWords: [],
        sources: [],
      },
      '영상 크리에이터': {
        majors: [],
        anyMajor: true,
        education: '학력 무관',
        certificates: [],
        wayIn: {
          summary: '전공과 상관없이 직접 영상을 만들어 올리며 시작해요.',
          exams: [],
          training: '',
          firstRoles: [],
        },
        searchWords: ['유튜버'],
        sources: [],
      },
    },
    missing: [],
  };
}
