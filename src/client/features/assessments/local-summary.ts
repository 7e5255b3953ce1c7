import type {
  BankByStep,
  CardSortBank,
  DraftByStep,
  JprefBank,
  KskillBank,
  RiasecType,
  Step,
  TraitPhysBank,
} from '../../../shared/contracts/assessments';
import { RIASEC_LABELS } from '../../../shared/onet-labels';
import { RIASEC_ORDER } from './steps';

/**
 * A short result worked out in the browser, for a visitor whose answers never reached the
 * server (a logged-in user's result comes from `GET /api/report`). Deliberately plain: the
 * picks in the person's own order, and for interests the Holland code.
 */
interface SummarySection {
  heading: string;
  items: string[];
  isRanked?: boolean;
}

export interface LocalSummary {
  lead: string;
  sections: SummarySection[];
}

const CARD_SORT_HEADINGS: Record<CardSortBank['step'], string> = {
  value: '가장 중요하게 여기는 가치',
  strength: '가장 자신 있는 강점',
  interest: '가장 끌리는 활동',
};

function labelsOf(ids: readonly string[], items: readonly { id: string; label: string }[]): string[] {
  return ids.flatMap((id) => items.find((item) => item.id === id)?.label ?? []);
}

/** Holland code: selected cards count 1, ranked ones more (rank 1 most); ties keep R-I-A-S-E-C order. */
export function interestCode(bank: BankByStep['interest'], answers: DraftByStep['interest']): RiasecType[] {
  const scores = new Map<RiasecType, number>(RIASEC_ORDER.map((type) => [type, 0]));
  const priority = answers.priority ?? [];
  for (const id of answers.selected ?? []) {
    const card = bank.cards.find((candidate) => candidate.id === id);
    if (!card) continue;
    const rank = priority.indexOf(id);
    const weight = 1 + (rank >= 0 ? (priority.length - rank) * 0.5 : 0);
    scores.set(card.tags.riasec, (scores.get(card.tags.riasec) ?? 0) + weight);
  }
  return [...RIASEC_ORDER]
    .filter((type) => (scores.get(type) ?? 0) > 0)
    .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
    .slice(0, 3);
}

function cardSortSummary(bank: CardSortBank, answers: DraftByStep['value']): LocalSummary {
  const ranked = labelsOf(answers.priority ?? [], bank.cards);
  const sections: SummarySection[] = [{ heading: CARD_SORT_HEADINGS[bank.step], items: ranked, isRanked: true }];
  const ownWords = (answers.comeup ?? []).filter((word) => word.trim() !== '');
  if (ownWords.length > 0) sections.push({ heading: '내가 직접 적은 말', items: ownWords });
  let lead = `카드 ${answers.selected?.length ?? 0}개를 고르고 그중 ${ranked.length}개에 순서를 매겼어요.`;
  if (bank.step === 'interest') {
    const code = interestCode(bank, answers);
    if (code.length > 0) {
      lead = `흥미 유형은 ${code.map((type) => RIASEC_LABELS[type]).join('·')}(${code.join('')})에 가까워요. ${lead}`;
    }
  }
  return { lead, sections };
}

function traitPhysSummary(bank: TraitPhysBank, answers: DraftByStep['trt-phys-cond']): LocalSummary {
  const { min, max } = bank.scale;
  const agreement = (item: TraitPhysBank['trait'][number]) => {
    const answer = answers.trait?.[item.id] ?? min;
    return item.keyed === 'minus' ? min + max - answer : answer;
  };
  const mostLikeMe = bank.trait
    .filter((item) => item.keyed === 'plus' && (answers.trait?.[item.id] ?? min) >= max - 1)
    .sort((a, b) => agreement(b) - agreement(a))
    .slice(0, 3)
    .map((item) => item.text);
  const uneasy = bank.physCond
    .filter((item) => (answers.physCond?.[item.id] ?? max) <= min + 1)
    .map((item) => item.text);
  const sections: SummarySection[] = [];
  if (mostLikeMe.length > 0) sections.push({ heading: '나와 많이 닮았다고 답한 문장', items: mostLikeMe });
  if (uneasy.length > 0) sections.push({ heading: '미리 확인해 보면 좋을 근무 환경', items: uneasy });
  return {
    lead:
      uneasy.length > 0
        ? `편하지 않다고 답한 근무 환경이 ${uneasy.length}가지 있어요. 직업을 살펴볼 때 미리 확인해 보세요. 이 답 때문에 추천에서 빠지는 직업은 없어요.`
        : '일하는 성향과 편한 근무 환경을 정리했어요.',
    sections,
  };
}

function kskillSummary(bank: KskillBank, answers: DraftByStep['kskill']): LocalSummary {
  const items = (part: KskillBank['knowledge']) => part.groups.flatMap((group) => group.items);
  const knowledge = labelsOf(answers.knowledge ?? [], items(bank.knowledge));
  const skill = labelsOf(answers.skill ?? [], items(bank.skill));
  return {
    lead: `지식 분야 ${knowledge.length}개와 기술 ${skill.length}개를 골랐어요.`,
    sections: [
      { heading: '고른 지식 분야', items: knowledge },
      { heading: '고른 기술', items: skill },
    ],
  };
}

function jprefSummary(bank: JprefBank, answers: DraftByStep['jpref']): LocalSummary {
  const chosen: string[] = [];
  let indifferent = 0;
  for (const question of bank.questions) {
    const answer = answers.answers?.[question.id];
    if (answer === undefined || question.type === 'scale') continue;
    if (question.type === 'multi') {
      const values = Array.isArray(answer) ? answer : [];
      const labels = question.options.filter((option) => values.includes(option.value)).map((option) => option.label);
      if (labels.length > 0) chosen.push(`관심 분야: ${labels.join(', ')}`);
      continue;
    }
    const option = question.options.find((candidate) => candidate.value === answer);
    if (!option) continue;
    if (option.score === null) indifferent += 1;
    else chosen.push(option.label);
  }
  return {
    lead: `바라는 조건 ${chosen.length}가지를 골랐고, ${indifferent}가지는 상관없다고 했어요.`,
    sections: [{ heading: '내가 바라는 일의 조건', items: chosen }],
  };
}

type StepInput = { [S in Step]: { step: S; bank: BankByStep[S]; answers: DraftByStep[S] } }[Step];

export function summarize(input: StepInput): LocalSummary {
  switch (input.step) {
    case 'value':
    case 'strength':
    case 'interest':
      return cardSortSummary(input.bank, input.answers);
    case 'trt-phys-cond':
      return traitPhysSummary(input.bank, input.answers);
    case 'kskill':
      return kskillSummary(input.bank, input.answers);
    case 'jpref':
      return jprefSummary(input.bank, input.answers);
  }
}
