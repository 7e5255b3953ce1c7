import type { KskillAnswers, KskillBank } from '../contracts/assessments';
import { findDuplicates, keepKnown, listForMessage } from './selection';
import type { AnswerRules, FieldErrors } from './types';

type Draft = Partial<KskillAnswers>;
type Part = 'knowledge' | 'skill';

// Each with its particles: 기술 ends in a consonant, 지식 분야 in a vowel.
const PART_WORDS: Record<Part, { subject: string; object: string; topic: string }> = {
  knowledge: { subject: '지식 분야가', object: '지식 분야를', topic: '지식 분야는' },
  skill: { subject: '기술이', object: '기술을', topic: '기술은' },
};

/** kskill: between min and max knowledge areas and skills, by O*NET element id. */
export function kskillRules(bank: KskillBank): AnswerRules<KskillAnswers, Draft> {
  const known: Record<Part, Set<string>> = {
    knowledge: new Set(bank.knowledge.groups.flatMap((group) => group.items.map((item) => item.id))),
    skill: new Set(bank.skill.groups.flatMap((group) => group.items.map((item) => item.id))),
  };

  return {
    merge: (saved, incoming) => ({ ...saved, ...incoming }),

    checkDraft(draft) {
      const errors: FieldErrors = {};
      for (const part of ['knowledge', 'skill'] as const) {
        const ids = draft[part] ?? [];
        const unknown = ids.filter((id) => !known[part].has(id));
        if (unknown.length > 0)
          errors[part] = `목록에 없는 ${PART_WORDS[part].subject} 있어요: ${listForMessage(unknown)}`;
        else if (findDuplicates(ids).length > 0) errors[part] = '같은 항목을 두 번 고를 수 없어요.';
        else if (ids.length > bank[part].max)
          errors[part] = `${PART_WORDS[part].topic} ${bank[part].max}개까지 고를 수 있어요.`;
      }
      return errors;
    },

    checkComplete(draft) {
      const errors: FieldErrors = {};
      for (const part of ['knowledge', 'skill'] as const) {
        if ((draft[part] ?? []).length < bank[part].min) {
          errors[part] = `${PART_WORDS[part].object} ${bank[part].min}개 이상 골라 주세요.`;
        }
      }
      return errors;
    },

    complete: (draft) => ({ knowledge: draft.knowledge ?? [], skill: draft.skill ?? [] }),

    sanitize(draft) {
      const clean: Draft = {};
      if (draft.knowledge) clean.knowledge = keepKnown(draft.knowledge, known.knowledge, bank.knowledge.max);
      if (draft.skill) clean.skill = keepKnown(draft.skill, known.skill, bank.skill.max);
      return clean;
    },
  };
}
