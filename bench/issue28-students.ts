/**
 * Six quick students of issue 28's failure examples (animals, singer-songwriter, abroad, makeup,
 * gamer who builds PCs, security-first graduate), each answering all six steps as that student
 * would, through `POST /api/job-rec/preview` on a fresh in-memory PGlite. Not a test and not a
 * tuning set: a look at the top 5 before and after a change (`npx tsx bench/issue28-students.ts`).
 * Cards a bank does not know yet are dropped by the server, as for an old browser's answers.
 */
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { getAssessments } from '../src/server/modules/assessments/assessments.service';

interface Student {
  name: string;
  values: { priority: string[]; selected: string[]; comeup: string[] };
  interests: { priority: string[]; selected: string[]; comeup: string[] };
  strengths: string[];
  knowledge: string[];
  skills: string[];
  jpref: Record<string, string | number | string[]>;
}

const trait = (level: number) => {
  const items = ['1a', '1b', '1c', '2b', '3a', '3b', '3c', '4a', '4b', '4c', '5a', '5b', '5c', '6', '7a', '7b'].flatMap(
    (style) => [`t-1c${style}-1`, `t-1c${style}-2`],
  );
  return Object.fromEntries(items.map((id) => [id, level]));
};
const physCond = Object.fromEntries(
  [
    'standing',
    'outdoors',
    'temperature',
    'noise',
    'heights',
    'hazards',
    'lifting',
    'bending',
    'fine-motor',
    'color-vision',
    'night-shift',
    'travel',
  ].map((key) => [`pc-${key}`, 3]),
);

const STUDENTS: Student[] = [
  {
    name: 'animals (keeps dogs, shelter volunteer)',
    values: {
      priority: ['v-relationships-service', 'v-achievement-accomplish', 'v-relationships-society'],
      selected: ['v-relationships-coworkers', 'v-conditions-activity', 'v-achievement-growth'],
      comeup: ['동물 돕기', '생명을 지키는 일'],
    },
    interests: {
      priority: ['i-s-animal-shelter', 'i-r-train-pet', 'i-i-animal-behavior'],
      selected: ['i-s-volunteer', 'i-i-marine-life', 'i-r-grow-crops', 'i-i-human-body', 'i-r-outdoor-work'],
      comeup: ['강아지 산책시키기', '유기견 보호소 봉사'],
    },
    strengths: ['s-ws-concern', 's-ws-dependability', 's-ws-persistence', 's-ws-cooperation', 's-ab-stamina'],
    knowledge: ['2.C.4.d', '2.C.5.a', '2.C.1.e'],
    skills: ['2.B.1.f', '2.A.1.b', '2.B.1.a'],
    jpref: { 'jp-team': 'mixed', 'jp-helping': 'high', 'jp-desk': 'active', 'jp-education': 4 },
  },
  {
    name: 'singer-songwriter',
    values: {
      priority: ['v-independence-creativity', 'v-recognition-expert', 'v-achievement-ability'],
      selected: ['v-independence-flexible', 'v-independence-autonomy', 'v-achievement-accomplish'],
      comeup: ['내 노래로 위로 주기'],
    },
    interests: {
      priority: ['i-a-write-song', 'i-a-sing-stage', 'i-a-play-instrument'],
      selected: ['i-a-create-dance', 'i-e-public-speech', 'i-a-make-video', 'i-a-direct-play'],
      comeup: ['기타 치며 노래 만들기', '버스킹'],
    },
    strengths: ['s-ab-originality', 's-ws-persistence', 's-ws-innovation', 's-ws-independence', 's-ab-fluency'],
    knowledge: ['2.C.7.c', '2.C.9.b', '2.C.7.a'],
    skills: ['2.A.1.d', '2.B.1.a', '2.A.2.c'],
    jpref: { 'jp-team': 'mixed', 'jp-routine': 'creative', 'jp-education': 4, 'jp-industry': ['arts'] },
  },
  {
    name: 'abroad (works abroad, languages, travel)',
    values: {
      priority: ['v-conditions-variety', 'v-achievement-growth', 'v-independence-flexible'],
      selected: ['v-relationships-coworkers', 'v-conditions-activity', 'v-recognition-recognition'],
      comeup: ['해외에서 일하기', '여러 나라 사람 만나기'],
    },
    interests: {
      priority: ['i-s-travel-guide', 'i-a-foreign-language', 'i-e-public-speech'],
      selected: ['i-s-career-talk', 'i-e-sell-goods', 'i-c-schedule', 'i-s-tutor'],
      comeup: ['외국어 공부', '해외 여행'],
    },
    strengths: ['s-ws-adaptability', 's-ws-social', 's-ab-oral-expression', 's-ws-initiative', 's-ws-cooperation'],
    knowledge: ['2.C.7.b', '2.C.4.g', '2.C.1.e'],
    skills: ['2.A.1.d', '2.A.1.b', '2.B.1.a'],
    jpref: { 'jp-team': 'team', 'jp-public': 'often', 'jp-education': 4 },
  },
  {
    name: 'makeup and nails',
    values: {
      priority: ['v-independence-creativity', 'v-recognition-recognition', 'v-achievement-ability'],
      selected: ['v-relationships-service', 'v-conditions-variety', 'v-independence-autonomy'],
      comeup: ['내 손으로 사람을 예쁘게 해 주기'],
    },
    interests: {
      priority: ['i-a-makeup', 'i-a-fashion', 'i-a-design-poster'],
      selected: ['i-e-sns-promotion', 'i-a-make-video', 'i-e-sell-goods', 'i-e-run-shop', 'i-s-care-kids'],
      comeup: ['메이크업', '네일아트'],
    },
    strengths: ['s-ab-finger', 's-ab-color', 's-ws-detail', 's-ws-concern', 's-ab-originality'],
    knowledge: ['2.C.7.c', '2.C.1.e', '2.C.1.d'],
    skills: ['2.B.1.f', '2.A.1.b', '2.B.1.a'],
    jpref: { 'jp-public': 'often', 'jp-education': 3, 'jp-industry': ['personal'] },
  },
  {
    name: 'gamer who builds PCs',
    values: {
      priority: ['v-achievement-ability', 'v-independence-autonomy', 'v-conditions-alone'],
      selected: ['v-achievement-growth', 'v-independence-creativity', 'v-conditions-balance'],
      comeup: ['좋아하는 걸 계속 만지는 일'],
    },
    interests: {
      priority: ['i-r-install-computer', 'i-a-make-game', 'i-r-assemble-electronics'],
      selected: ['i-c-check-programs', 'i-r-test-machines', 'i-a-make-animation'],
      comeup: ['게임', '컴퓨터 조립'],
    },
    strengths: ['s-ws-analytical', 's-ws-independence', 's-ab-manual', 's-ws-detail', 's-ab-attention'],
    knowledge: ['2.C.3.a', '2.C.9.a', '2.C.3.e'],
    skills: ['2.B.3.k', '2.B.3.l', '2.B.3.e'],
    jpref: { 'jp-team': 'alone', 'jp-education': 3 },
  },
  {
    name: 'security-first graduate',
    values: {
      priority: ['v-conditions-security', 'v-conditions-balance', 'v-support-fair'],
      selected: ['v-conditions-environment', 'v-relationships-society', 'v-relationships-moral'],
      comeup: ['정년까지 다닐 수 있는 곳'],
    },
    interests: {
      priority: ['i-c-club-budget', 'i-s-volunteer', 'i-c-schedule'],
      selected: ['i-c-statistics', 'i-s-tutor', 'i-c-inventory', 'i-e-debate'],
      comeup: ['공무원 시험 준비'],
    },
    strengths: ['s-ws-dependability', 's-ws-detail', 's-ws-integrity', 's-ws-self-control', 's-ab-ordering'],
    knowledge: ['2.C.8.b', '2.C.1.b', '2.C.7.a'],
    skills: ['2.A.1.a', '2.A.1.c', '2.B.5.a'],
    jpref: { 'jp-stability': 'high', 'jp-schedule': 'regular', 'jp-routine': 'routine', 'jp-education': 4 },
  },
];

/** The student's answers on the banks as they are: cards a bank lacks are left out, as the student could not pick them. */
function steps(student: Student) {
  const { banks } = getAssessments();
  const cardSort = (part: Student['values'], known: ReadonlySet<string>) => {
    const selected = [...part.priority, ...part.selected].filter((id) => known.has(id));
    return { answers: { comeup: part.comeup, selected, priority: selected.slice(0, 3) }, submitted: true };
  };
  const jpref: Record<string, string | number | string[]> = {};
  for (const question of banks.jpref.questions) jpref[question.id] = question.type === 'multi' ? [] : 'any';
  return {
    value: cardSort(student.values, new Set(banks.value.cards.map((card) => card.id))),
    interest: cardSort(student.interests, new Set(banks.interest.cards.map((card) => card.id))),
    strength: {
      answers: { comeup: [], selected: student.strengths, priority: student.strengths.slice(0, 3) },
      submitted: true,
    },
    'trt-phys-cond': { answers: { trait: trait(3), physCond }, submitted: true },
    kskill: { answers: { knowledge: student.knowledge, skill: student.skills }, submitted: true },
    jpref: { answers: { answers: { ...jpref, ...student.jpref } }, submitted: true },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(testConfig({ rateLimitFactor: 1_000 }), { database });
  await app.ready();
  const verbose = process.argv.includes('--reasons');
  for (const student of STUDENTS) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/job-rec/preview?limit=10',
      payload: { steps: steps(student) },
    });
    const body = res.json() as {
      data: Array<{
        job: { name: string };
        score: number;
        rank: number;
        reasons: Array<{ kind: string; text: string; weight: number }>;
      }>;
    };
    process.stdout.write(
      `\n${student.name}\n  ${body.data
        .slice(0, 5)
        .map((r) => `${r.job.name} ${r.score}`)
        .join(', ')}\n`,
    );
    if (verbose) {
      for (const r of body.data.slice(0, 3)) {
        process.stdout.write(`  [${r.rank}] ${r.job.name} ${r.score}\n`);
        for (const reason of r.reasons) process.stdout.write(`     ${reason.kind} ${reason.weight} ${reason.text}\n`);
      }
    }
  }
  await app.close();
  await database.close();
  process.exit(0);
}

export { STUDENTS, steps };
