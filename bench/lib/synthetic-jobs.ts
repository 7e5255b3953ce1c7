import type { JobSearchEntry } from '../../src/shared/contracts/jobs';
import { INDUSTRY_IDS } from '../../src/shared/contracts/jobs';

/**
 * A made-up catalog of any size that looks like ours to the search: Korean two- and
 * three-word job names, aliases, five task sentences and skill names per job. Deterministic
 * (seeded), so every run measures the same data.
 */

const MODIFIERS = [
  '',
  '수석',
  '주니어',
  '시니어',
  '현장',
  '지역',
  '국제',
  '디지털',
  '공공',
  '의료',
  '스마트',
  '친환경',
  '모바일',
  '산업',
  '교육',
  '문화',
  '해양',
  '항공',
  '농업',
  '금융',
];
const FIELDS = [
  '소프트웨어',
  '데이터',
  '웹',
  '게임',
  '보안',
  '네트워크',
  '클라우드',
  '반도체',
  '자동차',
  '로봇',
  '건축',
  '토목',
  '환경',
  '에너지',
  '식품',
  '패션',
  '광고',
  '방송',
  '출판',
  '영상',
  '음향',
  '물류',
  '무역',
  '관광',
  '호텔',
  '보험',
  '회계',
  '세무',
  '인사',
  '교통',
  '상담',
  '복지',
  '간호',
  '재활',
  '치과',
  '약학',
  '동물',
  '조경',
  '가구',
  '공예',
];
const ROLES = [
  '개발자',
  '분석가',
  '엔지니어',
  '디자이너',
  '관리자',
  '상담사',
  '연구원',
  '기획자',
  '기술자',
  '전문가',
  '컨설턴트',
  '강사',
  '운영자',
  '감독',
  '코디네이터',
  '매니저',
  '정비사',
  '설계사',
  '평가사',
  '작가',
  '편집자',
  '사무원',
  '판매원',
  '지도사',
  '치료사',
  '조사원',
  '검사원',
  '기사',
  '설치원',
  '마케터',
];
const VERBS = [
  '분석한다',
  '설계한다',
  '점검한다',
  '기록한다',
  '관리한다',
  '개발한다',
  '상담한다',
  '교육한다',
  '조정한다',
];
const OBJECTS = [
  '고객의 요구 사항을',
  '프로그램의 오류를',
  '작업 일정과 예산을',
  '장비의 상태를',
  '시장 자료를',
  '환자의 상태를',
  '설계 도면을',
  '품질 기준을',
  '안전 수칙을',
  '보고서와 문서를',
  '팀원들의 업무를',
  '새로운 서비스를',
];
const SKILLS = [
  '독해',
  '글쓰기',
  '말하기',
  '수학',
  '과학',
  '비판적 사고',
  '능동적 학습',
  '모니터링',
  '사회적 지각',
  '협상',
  '설득',
  '가르치기',
  '서비스 지향',
  '복잡한 문제 해결',
  '프로그래밍',
  '품질 관리 분석',
  '판단과 의사결정',
  '시간 관리',
];

/** mulberry32: a tiny seeded random number generator. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

export function syntheticJobs(count: number, seed = 20_250_601): JobSearchEntry[] {
  const next = random(seed);
  const jobs: JobSearchEntry[] = [];
  for (let i = 0; i < count; i++) {
    // Walk the name space in order so names stay unique up to 24,000 jobs.
    const role = ROLES[i % ROLES.length] ?? '';
    const field = FIELDS[Math.floor(i / ROLES.length) % FIELDS.length] ?? '';
    const modifier = MODIFIERS[Math.floor(i / (ROLES.length * FIELDS.length)) % MODIFIERS.length] ?? '';
    const name = [modifier, field, role].filter(Boolean).join(' ');
    const tasks = Array.from(
      { length: 5 },
      () => `${pick(OBJECTS, next)} ${pick(FIELDS, next)} 관점에서 ${pick(VERBS, next)}.`,
    );
    const skills = Array.from({ length: 8 }, () => pick(SKILLS, next));
    jobs.push({
      id: `synthetic-${i}`,
      name,
      industry: pick(INDUSTRY_IDS, next),
      summary: `${name}는 ${tasks[0]}`,
      riasec: 'IC',
      tags: skills.slice(0, 3),
      aliases: [`${field} ${pick(ROLES, next)}`, `${pick(FIELDS, next)} ${role}`],
      tasks,
      skills,
      // Everyday words as the team writes them per job: short, a few each.
      searchWords: [pick(FIELDS, next), `${pick(FIELDS, next)} ${pick(['일', '회사', '공부', '자격증'], next)}`],
      majorFields: [],
      majors: [],
      educationLevel: null,
    });
  }
  return jobs;
}
