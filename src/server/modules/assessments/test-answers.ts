import type { AnswersByStep } from '../../../shared/contracts/assessments';
import type { ItemBanks } from './item-banks';

/**
 * Complete answers to every step, built from the item banks (for the API tests): the first
 * cards chosen and ranked, every Likert item answered `likert`, the first knowledge areas and
 * skills, and every job-preference question answered with its first option.
 */
export function completeAnswers(banks: ItemBanks, likert = 3): AnswersByStep {
  const cardSort = (bank: ItemBanks['value' | 'strength' | 'interest'], offset = 0) => {
    const ids = bank.cards.slice(offset, offset + bank.select.min).map((card) => card.id);
    return { comeup: ['내가 떠올린 말'], selected: ids, priority: ids.slice(0, bank.priority.min) };
  };
  const allOf = (items: readonly { id: string }[]) => Object.fromEntries(items.map((item) => [item.id, likert]));
  const firstIds = (part: ItemBanks['kskill']['knowledge']) =>
    part.groups.flatMap((group) => group.items.map((item) => item.id)).slice(0, part.min);
  const jpref: Record<string, string | number | string[]> = {};
  for (const question of banks.jpref.questions) {
    if (question.type === 'scale') jpref[question.id] = question.min;
    else if (question.type === 'multi')
      jpref[question.id] = question.options.slice(0, question.min).map((o) => o.value);
    else jpref[question.id] = question.options[0]?.value ?? '';
  }
  return {
    value: cardSort(banks.value),
    strength: cardSort(banks.strength),
    interest: cardSort(banks.interest),
    'trt-phys-cond': { trait: allOf(banks['trt-phys-cond'].trait), physCond: allOf(banks['trt-phys-cond'].physCond) },
    kskill: { knowledge: firstIds(banks.kskill.knowledge), skill: firstIds(banks.kskill.skill) },
    jpref: { answers: jpref },
  };
}

/** Interest answers choosing only cards of the given RIASEC types, ranked in the order given. */
export function interestAnswers(banks: ItemBanks, types: readonly string[]): AnswersByStep['interest'] {
  const ids = types.flatMap((type) =>
    banks.interest.cards
      .filter((card) => card.tags.riasec === type)
      .slice(0, 3)
      .map((card) => card.id),
  );
  // The first card of each type in the order given, then the others, at least priority.min of them.
  const firsts = types.flatMap((type) =>
    ids.filter((id) => banks.interest.cards.find((c) => c.id === id)?.tags.riasec === type).slice(0, 1),
  );
  const priority = [...new Set([...firsts, ...ids])].slice(0, Math.max(banks.interest.priority.min, firsts.length));
  return { comeup: [], selected: ids, priority };
}
