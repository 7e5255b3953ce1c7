import type { WorkValueId } from '../../../shared/contracts/assessments';
import { jobSecurity, type SecurityFacts, type SecurityKind } from '../jobs/job-security';
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

/** What a job's Korean facts say about its security (jobs/job-security.ts), and how much it offers (0–1). */
export interface SecurityFact {
  text: string;
  offer: number;
}

/**
 * How much each kind of security offers the card: a status the law protects in full; a licence
 * in part (`LICENSED_SECURITY_OFFER`: the licence goes with the person, the post is not
 * protected); work done on one's own account little (`OWN_ACCOUNT_SECURITY_OFFER`).
 */
const SECURITY_OFFERS: Readonly<Record<SecurityKind, number>> = {
  status: 1,
  licence: LICENSED_SECURITY_OFFER,
  'own-account': OWN_ACCOUNT_SECURITY_OFFER,
};

export function securityOf(facts: SecurityFacts, jobName: string): SecurityFact | null {
  const security = jobSecurity(facts, jobName);
  return security && { text: security.text, offer: SECURITY_OFFERS[security.kind] };
}
