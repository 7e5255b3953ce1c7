import { type FactSource, lawSource } from './korea-facts-file';

/**
 * What a job's Korean facts say about staying in it for a long time (the value card "오래 일할 수
 * 있는 안정감", the question "일자리가 얼마나 안정적인지"), and only where a source says it:
 *
 * - `status`: the law protects the post itself (a public servant, a public-school teacher, a judge);
 * - `licence`: the law lets only the holders of a licence that takes a degree do the work, and the
 *   licence goes with the person (its law is already among the job's sources, from its 필수);
 * - `own-account`: the job's own way in says many do it as freelancers or on their own account.
 *
 * Every article quoted below was read on 2026-11-29 in the stored copies listed in
 * content/jobs/audit/laws-quoted-2026-11-29.json (`job-security.test.ts` keeps the two in step).
 * A job whose facts say none of this has no security fact: the product never guesses one.
 */
export type SecurityKind = 'status' | 'licence' | 'own-account';

export interface JobSecurity {
  kind: SecurityKind;
  /** What the source says, in 해요체, with the law and its article where there is one. */
  text: string;
  /** The law to cite on the job page; null when the job's own sources already hold it. */
  source: FactSource | null;
}

/** The Korean facts this reads (content/jobs/korea-facts.json). */
export interface SecurityFacts {
  education: string;
  certificates: readonly { name: string; required: boolean; basis?: string }[];
  wayIn: { exams: readonly string[]; summary: string };
}

const CHECKED = '2026-11-29';

const law = (name: string) => lawSource(name, CHECKED);

const CIVIL_SERVICE: JobSecurity = {
  kind: 'status',
  text: '공무원은 형의 선고나 징계처분, 법이 정한 사유가 아니면 본인의 뜻에 반해 휴직·강임·면직되지 않아요 (국가공무원법 제68조). 지방공무원도 지방공무원법이 신분을 보장해요',
  source: law('국가공무원법'),
};

const PUBLIC_TEACHER: JobSecurity = {
  kind: 'status',
  text: '국공립 학교 교사로 임용되면 교육공무원으로 법이 신분을 보장해요 (교육공무원법 제43조)',
  source: law('교육공무원법'),
};

/** Diplomats are 외무공무원, a 특정직 of the 경력직 that 국가공무원법 제2조 defines as protected in status. */
const DIPLOMAT: JobSecurity = {
  kind: 'status',
  text: '외교관은 특정직 국가공무원인 외무공무원이에요. 국가공무원법은 외무공무원 같은 경력직 공무원을 신분이 보장되는 공무원으로 정해요 (국가공무원법 제2조)',
  source: law('국가공무원법'),
};

/**
 * Judges are appointed from lawyers (법원조직법 제42조 in their facts), so the facts name no exam of the post:
 * they are found by name. The Constitution protects their status within a ten-year term.
 */
const JUDGE: JobSecurity = {
  kind: 'status',
  text: '법관은 탄핵이나 금고 이상의 형의 선고가 아니면 파면되지 않아요 (헌법 제106조). 임기는 10년이고 연임할 수 있어요 (헌법 제105조)',
  source: law('대한민국헌법'),
};

const BY_JOB_NAME: Readonly<Record<string, JobSecurity>> = { 판사: JUDGE };

/** Schooling that a professional licence's exam asks for (the facts' `education`). */
const DEGREE_LEVELS = new Set(['전문대졸', '대졸', '대학원졸']);

/**
 * The job's security from its facts. A public servant when every way in is a public servant's
 * recruitment exam (공무원 채용·임용; 교원임용 for public-school teachers; 외교관후보자 for
 * diplomats): a job with other ways in too (응급구조사, 사회복지사) is not, but may be a licensed
 * profession.
 */
export function jobSecurity(facts: SecurityFacts, jobName: string): JobSecurity | null {
  const byName = BY_JOB_NAME[jobName];
  if (byName) return byName;
  const { exams } = facts.wayIn;
  if (exams.length > 0 && exams.every((exam) => /공무원|경찰간부후보생|소방간부후보생/.test(exam)))
    return CIVIL_SERVICE;
  if (exams.length > 0 && exams.every((exam) => /공무원|외교관후보자/.test(exam))) return DIPLOMAT;
  if (exams.length > 0 && exams.every((exam) => exam.includes('교원임용'))) return PUBLIC_TEACHER;
  return licensedProfession(facts) ?? independentWork(facts);
}

/**
 * A licensed profession: the law lets only the holders of a licence do the work (the facts name
 * the licence as required, with its article), and the licence takes a degree (전문대졸 or more).
 * The licence is the person's, not the employer's: whoever holds it can go on doing the same work
 * in another workplace. Licences open to anyone (운전, 미용, 화물운송) are left out: they reserve
 * the work too, but counsellors do not call those jobs secure.
 */
function licensedProfession(facts: SecurityFacts): JobSecurity | null {
  if (!DEGREE_LEVELS.has(facts.education)) return null;
  // A licence the law asks of whoever is appointed to a post (판사: 법원조직법 제42조, '…중에서 임용')
  // is a condition of the post, not a licence to practise anywhere: left out.
  const licence = facts.certificates.find((c) => c.required && c.basis && !c.basis.includes('임용'));
  if (!licence?.basis) return null;
  // The law and article alone: '약사법 제3조(약사 면허) · 제23조(…)' → '약사법 제3조'.
  const article = (licence.basis.split('·')[0] ?? licence.basis).replace(/[(:].*$/, '').trim();
  return {
    kind: 'licence',
    text: `법이 정한 면허나 자격(${licence.name})이 있어야 할 수 있는 일이에요 (${article}). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요`,
    source: null,
  };
}

/**
 * The job's own way in says many who do it work as freelancers or on their own account (택배 기사:
 * "많은 택배 기사는 … 개인사업자로 일하며"; 번역가, 일러스트레이터: "프리랜서로 일하는 사람이 많아요"):
 * no employer keeps them on. Read from the facts' sentence, so a job whose facts say so only of
 * some ("프리랜서로 활동하기도 해요") is not counted.
 */
const WORK_ON_OWN_ACCOUNT =
  /(프리랜서|개인사업자)로[^.]*?(사람이|사람도|경우가)\s*많|많은[^.]*?(프리랜서|개인사업자)로\s*일/;

function independentWork(facts: SecurityFacts): JobSecurity | null {
  const match = WORK_ON_OWN_ACCOUNT.exec(facts.wayIn.summary);
  if (!match) return null;
  const how = match[0].includes('개인사업자') ? '개인사업자' : '프리랜서';
  return {
    kind: 'own-account',
    text: `${how}로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길). 일감이 꾸준할지는 스스로 챙겨야 해요`,
    source: null,
  };
}
