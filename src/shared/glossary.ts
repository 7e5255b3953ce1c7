/**
 * The product's words: one Korean name per concept, the name the UI, the item banks, the report,
 * the recommendation reasons and the content all use (docs/glossary.md explains the table).
 *
 * `banned` lists the other names a concept has had; tests/voice/ui-text.test.ts scans every UI
 * string (client and server source, content/) and fails when one of them appears. A banned word
 * that is also an ordinary word with another meaning goes in `bannedLabels` instead: then only a
 * UI string that is exactly that word (a label) fails. `except` lists longer phrases that contain
 * a banned word but name something else (an O*NET occupation title, say).
 */
export interface GlossaryEntry {
  /** The one Korean name. */
  term: string;
  /** What it is, in English. */
  concept: string;
  /** Where the code holds it: a route, a step, an O*NET element id, a constant. */
  code: string;
  banned?: readonly string[];
  bannedLabels?: readonly string[];
  except?: readonly string[];
}

/** The product, its areas and its features. */
const PRODUCT: readonly GlossaryEntry[] = [
  { term: '진로의 시간', concept: 'the product ("time for your career")', code: 'PRODUCT_NAME' },
  { term: '나의 시간', concept: 'the six self-assessment steps as an area ("my time")', code: '/map' },
  {
    term: '진로 검사',
    concept: 'the six-step self-assessment (its name on buttons, cards and in text)',
    code: '/map, features/assessments',
    banned: ['자기이해 검사', '검사 하러'],
  },
  {
    term: '10분 안에',
    concept: "the quick path's promise: a first list within ten minutes",
    code: 'QUICK_START_MAX_MINUTES',
    banned: ['10분 만에'],
  },
  {
    term: 'IT·소프트웨어',
    concept: 'the IT industry of the catalog, and the roadmap family of its jobs',
    code: "industry 'it', roadmap family 'it'",
    banned: ['IT·데이터'],
  },
  { term: '탐색의 시간', concept: 'job exploration ("time to explore")', code: '/job-browser, features/jobs' },
  { term: '직업 탐색', concept: 'the job browser page', code: '/job-browser' },
  { term: '실천의 시간', concept: 'roadmaps and missions ("time to act")', code: '/roadmaps, features/roadmaps' },
  { term: '지혜의 시간', concept: 'career articles as an area ("time of wisdom")', code: '/articles' },
  { term: '진로 아티클', concept: 'a career article', code: '/articles, features/content', banned: ['진로 글'] },
  {
    term: '만드는 이야기',
    concept: "behind-the-scenes stories of the product's team",
    code: '/stories',
    banned: ['비하인드 스토리', '비하인드'],
  },
  { term: '고객의 목소리', concept: 'voice of the customer (feedback form)', code: '/voc, modules/voc' },
  { term: '가치관', concept: 'work values (step)', code: "step 'value'" },
  { term: '강점', concept: 'strengths (step)', code: "step 'strength'" },
  { term: '흥미', concept: 'interests, RIASEC (step)', code: "step 'interest'" },
  {
    term: '성향·신체 조건',
    concept: 'traits (work styles) and physical conditions (step)',
    code: "step 'trt-phys-cond'",
  },
  { term: '지식·기술', concept: 'knowledge and skills (step)', code: "step 'kskill'" },
  { term: '직업 선호', concept: 'job preferences (step)', code: "step 'jpref'" },
  { term: '떠올리기', concept: "writing one's own words before the cards", code: 'comeup' },
  { term: '흔한 오해', concept: 'career-myth page of a step', code: 'miss-und' },
  { term: '추천 직업', concept: 'job recommendations', code: '/job-rec, modules/recommendations' },
  {
    term: '첫 추천 (초안)',
    concept: 'the first list, after values and interests only; refined by every further step',
    code: 'meta.isDraft, features/assessments/quick-start.ts',
  },
  {
    term: '추천 정확도',
    concept: 'how much of what recommendations weigh the finished steps carry',
    code: 'meta.coverage, AccuracyMeter',
  },
  { term: '화면 N/M', concept: 'a page within one step (never 단계, which names the six steps)', code: 'FlowProgress' },
  {
    term: '꿈 목록',
    concept: 'dream-job list',
    code: '/my-job, modules/dream-list',
    banned: ['꿈의 직업 목록', '드림 리스트', '나의 꿈 목록'],
  },
  { term: '로드맵', concept: 'roadmap (a plan toward a job)', code: 'roadmap' },
  { term: '마일스톤', concept: 'milestone (a stage of a roadmap)', code: 'milestone' },
  { term: '미션', concept: 'mission (a small, doable task)', code: 'mission' },
  { term: '미션 마켓', concept: 'mission market', code: '/roadmap/mission-market' },
  {
    term: '오늘의 미션',
    concept: 'daily suggested missions',
    code: '/api/missions/daily',
    banned: ['오늘 추천 미션'],
  },
  { term: '나의 리포트', concept: 'personal report', code: '/myreport, /api/report' },
  { term: '게시판', concept: 'bulletin board (notices on home)', code: '/api/board' },
  { term: '경험치', concept: 'experience points of a roadmap', code: 'xp' },
  {
    term: '진로의 시간 팀 추정',
    concept: "a figure the product's team estimated (not O*NET data): physical conditions of jobs",
    code: 'PHYSICAL_WATCH_OUTS, job page conditions',
    banned: ['(팀 추정)', '(팀 추정치'],
  },
];

/** Mission difficulty, 1–3 (shared/plain/missions.ts DIFFICULTY_LABELS). */
const DIFFICULTY: readonly GlossaryEntry[] = [
  { term: '쉬움', concept: 'mission difficulty 1', code: 'DIFFICULTY_LABELS[1]', bannedLabels: ['쉬워요'] },
  { term: '보통', concept: 'mission difficulty 2', code: 'DIFFICULTY_LABELS[2]' },
  { term: '도전', concept: 'mission difficulty 3', code: 'DIFFICULTY_LABELS[3]', bannedLabels: ['도전적이에요'] },
];

/**
 * O*NET elements whose name changed: the work values and work styles live in
 * shared/onet-labels.ts, knowledge and skills in content/assessments/kskill.json; the test checks
 * that those tables say `term` for `code`.
 */
const ONET: readonly GlossaryEntry[] = [
  {
    term: '근무 조건',
    concept: 'work value Working Conditions (pay, security, hours, welfare)',
    code: '1.B.2.b',
    banned: ['좋은 근무 환경'],
  },
  { term: '독립성', concept: 'work value Independence', code: '1.B.2.f', banned: ['자율성'] },
  {
    term: '근무 환경',
    concept: 'physical conditions of a job and how comfortable a person is with them',
    code: "trt-phys-cond 'physCond', job page conditions",
    bannedLabels: ['일하는 환경'],
  },
  { term: '높은 목표에 도전하기', concept: 'work style Achievement/Effort', code: '1.C.1.a', banned: ['성취 지향'] },
  { term: '끝까지 포기하지 않기', concept: 'work style Persistence', code: '1.C.1.b', banned: ['끈기'] },
  { term: '먼저 나서서 해 보기', concept: 'work style Initiative', code: '1.C.1.c', bannedLabels: ['주도성'] },
  { term: '앞장서서 이끌기', concept: 'work style Leadership', code: '1.C.2.b', bannedLabels: ['리더십'] },
  { term: '사이좋게 협력하기', concept: 'work style Cooperation', code: '1.C.3.a', bannedLabels: ['협동심'] },
  { term: '마음 헤아리기', concept: 'work style Concern for Others', code: '1.C.3.b', bannedLabels: ['배려심'] },
  { term: '사람들과 어울리기', concept: 'work style Social Orientation', code: '1.C.3.c', bannedLabels: ['사교성'] },
  { term: '감정 다스리기', concept: 'work style Self-Control', code: '1.C.4.a', banned: ['자기 통제'] },
  {
    term: '압박 속에서 침착하기',
    concept: 'work style Stress Tolerance',
    code: '1.C.4.b',
    banned: ['스트레스 감내'],
  },
  {
    term: '변화에 빨리 적응하기',
    concept: 'work style Adaptability/Flexibility',
    code: '1.C.4.c',
    banned: ['적응력·유연성'],
  },
  { term: '맡은 일 책임지기', concept: 'work style Dependability', code: '1.C.5.a' },
  { term: '꼼꼼하게 확인하기', concept: 'work style Attention to Detail', code: '1.C.5.b', bannedLabels: ['꼼꼼함'] },
  { term: '정직하게 행동하기', concept: 'work style Integrity', code: '1.C.5.c', bannedLabels: ['정직성'] },
  { term: '혼자서도 척척 해내기', concept: 'work style Independence', code: '1.C.6', banned: ['독립심'] },
  { term: '더 나은 방법 찾기', concept: 'work style Innovation', code: '1.C.7.a', banned: ['혁신성'] },
  { term: '논리적으로 분석하기', concept: 'work style Analytical Thinking', code: '1.C.7.b', banned: ['분석적 사고'] },
  {
    term: '배운 원리로 문제 풀기',
    concept: 'ability Deductive Reasoning (a strength card)',
    code: '1.A.1.b.4',
    banned: ['원칙 적용해 답 찾기'],
  },
  { term: '배운 것을 문제에 연결하기', concept: 'skill Active Learning', code: '2.A.2.b', banned: ['적극적 학습'] },
  { term: '나에게 맞는 공부법 찾기', concept: 'skill Learning Strategies', code: '2.A.2.c', banned: ['학습 전략'] },
  { term: '진행 상황 살피기', concept: 'skill Monitoring', code: '2.A.2.d', banned: ['점검·모니터링'] },
  { term: '다른 사람 마음 읽기', concept: 'skill Social Perceptiveness', code: '2.B.1.a', banned: ['사회적 감수성'] },
  { term: '손발 맞춰 함께 일하기', concept: 'skill Coordination', code: '2.B.1.b', banned: ['협업 조율'] },
  { term: '도울 일 먼저 찾기', concept: 'skill Service Orientation', code: '2.B.1.f', banned: ['서비스 지향'] },
  { term: '복잡한 문제 풀기', concept: 'skill Complex Problem Solving', code: '2.B.2.i', banned: ['복합적 문제 해결'] },
  {
    term: '필요한 것 정리해 설계하기',
    concept: 'skill Operations Analysis',
    code: '2.B.3.a',
    banned: ['요구 분석'],
  },
  { term: '알맞은 도구 고르기', concept: 'skill Equipment Selection', code: '2.B.3.c', banned: ['장비 선정'] },
  { term: '기계 작동 살피기', concept: 'skill Operations Monitoring', code: '2.B.3.g', banned: ['작동 점검'] },
  { term: '고장 원인 찾기', concept: 'skill Troubleshooting', code: '2.B.3.k', bannedLabels: ['고장 진단'] },
  {
    term: '따져 보고 결정하기',
    concept: 'skill Judgment and Decision Making',
    code: '2.B.4.e',
    banned: ['판단·의사결정'],
  },
  {
    term: '일의 구조 파악하기',
    concept: 'skill Systems Analysis',
    code: '2.B.4.g',
    banned: ['시스템 분석'],
    except: ['시스템 분석가'],
  },
  { term: '잘되고 있는지 평가하기', concept: 'skill Systems Evaluation', code: '2.B.4.h', banned: ['시스템 평가'] },
  { term: '설계·도면', concept: 'knowledge Design', code: '2.C.3.c', banned: ['설계·제도'] },
];

export const GLOSSARY: readonly GlossaryEntry[] = [...PRODUCT, ...DIFFICULTY, ...ONET];
