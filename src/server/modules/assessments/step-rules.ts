import { answerRulesFor, type RulesByStep } from '../../../shared/assessment-rules';
import type { ItemBanks } from './item-banks';
import { scoreInterest, scoreJpref, scoreKskill, scoreStrength, scoreTraitPhys, scoreValue } from './scoring';

/** Each step's shared answer rules (`shared/assessment-rules`) with the server's scoring. */
export function buildStepRules(banks: ItemBanks): RulesByStep {
  return {
    value: { ...answerRulesFor('value', banks.value), score: (answers) => scoreValue(banks.value, answers) },
    strength: {
      ...answerRulesFor('strength', banks.strength),
      score: (answers) => scoreStrength(banks.strength, answers),
    },
    interest: {
      ...answerRulesFor('interest', banks.interest),
      score: (answers) => scoreInterest(banks.interest, answers),
    },
    'trt-phys-cond': {
      ...answerRulesFor('trt-phys-cond', banks['trt-phys-cond']),
      score: (answers) => scoreTraitPhys(banks['trt-phys-cond'], answers),
    },
    kskill: { ...answerRulesFor('kskill', banks.kskill), score: (answers) => scoreKskill(banks.kskill, answers) },
    jpref: { ...answerRulesFor('jpref', banks.jpref), score: (answers) => scoreJpref(banks.jpref, answers) },
  };
}
