import type { WorkValueId } from '../../../shared/contracts/assessments';
import { LICENSED_SECURITY_OFFER, OWN_ACCOUNT_SECURITY_OFFER } from './weights';

/**
 * What a job offers for each value card (content/assessments/value.json), card by card. O*NET
 * rates the six work values (1.B.2.a–f, extent EX) per occupation, but not the 21 needs the
 * cards are written from, so each card is read from the closest rated data (the team's judgement,
 * written down here):
 *
 * - most cards: the extent of the work value the card belongs to (its need is part of it);
 * - a card whose need O*NET also describes as a work style reads that style's importance, beside
 *   or instead of its value: "혼자서 집중하기" (need Independence of working conditions: working
 *   alone) the opposite of Social Orientation 1.C.3.c; "사람들을 이끌기" (need Authority)
 *   Leadership 1.C.2.b; "내 아이디어 시도하기" (need Creativity) half Independence 1.B.2.f, half
 *   Innovation 1.C.7.a;
 * - pay ("넉넉한 보수") and security ("오래 일할 수 있는 안정감") need Korean facts, not US ratings:
 *   pay is never scored (the catalog holds no pay figure with a named source, and the product
 *   invents none); security is scored only where the job's Korean facts speak to it: a law that
 *   gives it (a public servant's status, a licensed profession) or a way in that says many do
 *   the job on their own account (see `securityOf`), and said to be unknown everywhere else.
 */
export type CardSource =
  | { kind: 'value'; id: WorkValueId }
  | { kind: 'style'; id: string; invert?: boolean }
  | { kind: 'blend'; value: WorkValueId; style: string }
  | { kind: 'pay' }
  | { kind: 'security' };

const VALUE_CARD_SOURCES: Readonly<Record<string, CardSource>> = {
  'v-conditions-alone': { kind: 'style', id: '1.C.3.c', invert: true },
  'v-recognition-authority': { kind: 'style', id: '1.C.2.b' },
  'v-independence-creativity': { kind: 'blend', value: '1.B.2.f', style: '1.C.7.a' },
  'v-conditions-pay': { kind: 'pay' },
  'v-conditions-security': { kind: 'security' },
};

/** The source of a card, its own value's extent unless listed above. */
export function cardSource(cardId: string, workValue: WorkValueId): CardSource {
  return VALUE_CARD_SOURCES[cardId] ?? { kind: 'value', id: workValue };
}

/**
 * How much a card counts in the value step, by the place the person gave it: as the assessment
 * scores cards (scoring.ts `cardWeight`, priority max 5): 6, 5, 4, 3, 2 for the priority cards, 1
 * for a card chosen but not ranked.
 */
export function cardRankWeight(rank: number | null): number {
  return rank === null ? 1 : 1 + Math.max(0, 5 - (rank - 1));
}

/** What a job's Korean facts say about its security: the law or the facts' words, and how much it offers (0–1). */
export interface SecurityFact {
  text: string;
  offer: number;
}

const CIVIL_SERVICE: SecurityFact = {
  offer: 1,
  text: '공무원은 법에 정한 사유가 아니면 뜻에 반해 그만두게 되지 않아요 (국가공무원법 제68조, 지방공무원법 제60조)',
};
const PUBLIC_TEACHER: SecurityFact = {
  offer: 1,
  text: '국공립 학교 교사로 임용되면 교육공무원으로 법이 신분을 보장해요 (교육공무원법 제43조)',
};

/**
 * A job is secure by law when every way in its Korean facts names is a public servant's
 * recruitment exam (공무원 채용·임용, or 교원임용 for public-school teachers): then the person
 * doing it is a public servant. A job with other ways in too (응급구조사, 사회복지사) is not, but
 * may be a licensed profession (`licensedProfession`), which offers less.
 */
export function securityOf(facts: JobFacts): SecurityFact | null {
  const { exams } = facts.wayIn;
  if (exams.length > 0 && exams.every((exam) => /공무원|경찰간부후보생|소방간부후보생/.test(exam)))
    return CIVIL_SERVICE;
  if (exams.length > 0 && exams.every((exam) => exam.includes('교원임용'))) return PUBLIC_TEACHER;
  return licensedProfession(facts) ?? independentWork(facts);
}

/** The Korean facts `securityOf` reads (content/jobs/korea-facts.json). */
export interface JobFacts {
  education: string;
  certificates: readonly { name: string; required: boolean; basis?: string }[];
  wayIn: { exams: readonly string[]; summary: string };
}

/** Schooling that a professional licence's exam asks for (the facts' `education`). */
const DEGREE_LEVELS = new Set(['전문대졸', '대졸', '대학원졸']);

/**
 * A licensed profession: the law lets only the holders of a licence do the work (the facts name
 * the licence as required, with its article), and the licence takes a degree (전문대졸 or more).
 * The licence is the person's, not the employer's: whoever holds it can go on doing the same work
 * in another workplace. That is a kind of security, weaker than a public servant's status (the
 * post itself is not protected): `LICENSED_SECURITY_OFFER`. Licences open to anyone (운전, 미용,
 * 화물운송) are left out: they reserve the work too, but counsellors do not call those jobs secure,
 * and the product makes no claim it cannot source.
 */
function licensedProfession(facts: JobFacts): SecurityFact | null {
  if (!DEGREE_LEVELS.has(facts.education)) return null;
  // A licence the law asks of whoever is appointed to a post (판사: 법원조직법 제42조, '…중에서 임용')
  // is a condition of the post, not a licence to practise anywhere: left out.
  const licence = facts.certificates.find((c) => c.required && c.basis && !c.basis.includes('임용'));
  if (!licence?.basis) return null;
  // The law and article alone: '약사법 제3조(약사 면허) · 제23조(…)' → '약사법 제3조'.
  const article = (licence.basis.split('·')[0] ?? licence.basis).replace(/[(:].*$/, '').trim();
  return {
    offer: LICENSED_SECURITY_OFFER,
    text: `법이 정한 면허나 자격(${licence.name})이 있어야 할 수 있는 일이에요 (${article}). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요`,
  };
}

/**
 * The job's own way in says many who do it work as freelancers or on their own account (택배 기사:
 * "많은 택배 기사는 … 개인사업자로 일하며"; 번역가, 일러스트레이터: "프리랜서로 일하는 사람이 많아요"):
 * no employer keeps them on, which is the opposite of what the card asks for. Read from the
 * facts' sentence, so a job whose facts say so only of some ("프리랜서로 활동하기도 해요") is not
 * counted. Shown as a difference, saying what the facts say.
 */
const WORK_ON_OWN_ACCOUNT =
  /(프리랜서|개인사업자)로[^.]*?(사람이|사람도|경우가)\s*많|많은[^.]*?(프리랜서|개인사업자)로\s*일/;

function independentWork(facts: JobFacts): SecurityFact | null {
  const match = WORK_ON_OWN_ACCOUNT.exec(facts.wayIn.summary);
  if (!match) return null;
  const how = match[0].includes('개인사업자') ? '개인사업자' : '프리랜서';
  return {
    offer: OWN_ACCOUNT_SECURITY_OFFER,
    text: `${how}로 일하는 사람이 많은 일이에요 (직업 정보의 들어가는 길). 일감이 꾸준할지는 스스로 챙겨야 해요`,
  };
}
