import { cardSortRules } from './card-sort.rules';
import type { ItemBanks } from './item-banks';
import { jprefRules } from './jpref.rules';
import { kskillRules } from './kskill.rules';
import { scoreInterest, scoreJpref, scoreKskill, scoreStrength, scoreTraitPhys, scoreValue } from './scoring';
import type { RulesByStep } from './step-rules.types';
import { traitPhysRules } from './trait-phys.rules';

export function buildStepRules(banks: ItemBanks): RulesByStep {
  return {
    value: { ...cardSortRules(banks.value, VALUE_WORDS), score: (answers) => scoreValue(banks.value, answers) },
    strength: {
      ...cardSortRules(banks.strength, STRENGTH_WORDS),
      score: (answers) => scoreStrength(banks.strength, answers),
    },
    interest: {
      ...cardSortRules(banks.interest, INTEREST_WORDS),
      score: (answers) => scoreInterest(banks.interest, answers),
    },
    'trt-phys-cond': {
      ...traitPhysRules(banks['trt-phys-cond']),
      score: (answers) => scoreTraitPhys(banks['trt-phys-cond'], answers),
    },
    kskill: { ...kskillRules(banks.kskill), score: (answers) => scoreKskill(banks.kskill, answers) },
    jpref: { ...jprefRules(banks.jpref), score: (answers) => scoreJpref(banks.jpref, answers) },
  };
}

// The words of each card sort's messages, as its pages say them.
const VALUE_WORDS = { card: '가치 카드', top: '가장 중요한 것' };
const STRENGTH_WORDS = { card: '강점 카드', top: '가장 자신 있는 것' };
const INTEREST_WORDS = { card: '활동 카드', top: '가장 끌리는 것' };
