import { josa } from 'es-hangul';
import type { TraitPhysAnswers, TraitPhysBank } from '../contracts/assessments';
import { listForMessage } from './selection';
import type { AnswerRules, FieldErrors } from './types';

type Draft = Partial<TraitPhysAnswers>;
type Part = 'trait' | 'physCond';

const PART_WORDS: Record<Part, string> = { trait: '성향 문항', physCond: '근무 환경 문항' };

/** trt-phys-cond: a Likert answer for every trait item and every physical-condition item. */
export function traitPhysRules(bank: TraitPhysBank): AnswerRules<TraitPhysAnswers, Draft> {
  const ids: Record<Part, string[]> = {
    trait: bank.trait.map((item) => item.id),
    physCond: bank.physCond.map((item) => item.id),
  };
  const { min, max } = bank.scale;
  const inScale = (answer: number) => Number.isInteger(answer) && answer >= min && answer <= max;

  return {
    merge: (saved, incoming) => ({ ...saved, ...incoming }),

    checkDraft(draft) {
      const errors: FieldErrors = {};
      for (const part of ['trait', 'physCond'] as const) {
        const answers = draft[part] ?? {};
        const unknown = Object.keys(answers).filter((id) => !ids[part].includes(id));
        if (unknown.length > 0)
          errors[part] = `목록에 없는 ${josa(PART_WORDS[part], '이/가')} 있어요: ${listForMessage(unknown)}`;
        else if (Object.values(answers).some((answer) => !inScale(answer))) {
          errors[part] = `답은 ${min}부터 ${max} 사이에서 골라 주세요.`;
        }
      }
      return errors;
    },

    checkComplete(draft) {
      const errors: FieldErrors = {};
      for (const part of ['trait', 'physCond'] as const) {
        const answers = draft[part] ?? {};
        const missing = ids[part].filter((id) => answers[id] === undefined).length;
        if (missing > 0) {
          errors[part] = `${PART_WORDS[part]} ${ids[part].length}개 가운데 ${missing}개에 아직 답하지 않았어요.`;
        }
      }
      return errors;
    },

    complete: (draft) => ({ trait: draft.trait ?? {}, physCond: draft.physCond ?? {} }),

    sanitize(draft) {
      const clean: Draft = {};
      for (const part of ['trait', 'physCond'] as const) {
        const answers = draft[part];
        if (!answers) continue;
        clean[part] = Object.fromEntries(
          Object.entries(answers).filter(([id, answer]) => ids[part].includes(id) && inScale(answer)),
        );
      }
      return clean;
    },
  };
}
