import type { WorkValueId } from '../../../shared/contracts/assessments';

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
 *   invents none); security is scored only where the job's Korean facts make it a public
 *   servant's job, whose status the law protects (see `legalSecurityOf`), and said to be unknown
 *   everywhere else.
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

/** Why a job's status is secure by law, from its Korean facts: the law and what it says. */
export interface LegalSecurity {
  text: string;
}

const CIVIL_SERVICE: LegalSecurity = {
  text: '공무원은 법에 정한 사유가 아니면 뜻에 반해 그만두게 되지 않아요 (국가공무원법 제68조, 지방공무원법 제60조)',
};
const PUBLIC_TEACHER: LegalSecurity = {
  text: '국공립 학교 교사로 임용되면 교육공무원으로 법이 신분을 보장해요 (교육공무원법 제43조)',
};

/**
 * A job is secure by law when every way in its Korean facts names is a public servant's
 * recruitment exam (공무원 채용·임용, or 교원임용 for public-school teachers): then the person
 * doing it is a public servant. A job with other ways in too (응급구조사, 사회복지사) is not.
 */
export function legalSecurityOf(exams: readonly string[]): LegalSecurity | null {
  if (exams.length === 0) return null;
  if (exams.every((exam) => /공무원|경찰간부후보생|소방간부후보생/.test(exam))) return CIVIL_SERVICE;
  if (exams.every((exam) => exam.includes('교원임용'))) return PUBLIC_TEACHER;
  return null;
}
