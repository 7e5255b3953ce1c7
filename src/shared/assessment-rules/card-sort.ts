import { josa } from 'es-hangul';
import type { CardSortAnswers, CardSortBank } from '../contracts/assessments';
import { findDuplicates, keepKnown, listForMessage } from './selection';
import type { AnswerRules, FieldErrors } from './types';

type Draft = Partial<CardSortAnswers>;

/**
 * value, strength, interest: own words (`comeup`), cards chosen (`selected`), and the most
 * important of them in order (`priority`, a subset of `selected`).
 */
export function cardSortRules(
  bank: CardSortBank,
  words: { card: string; top: string },
): AnswerRules<CardSortAnswers, Draft> {
  const known = new Set(bank.cards.map((card) => card.id));
  const { select, priority, comeup } = bank;

  return {
    merge(saved, incoming) {
      const merged = { ...saved, ...incoming };
      // Unselecting a card on the select page must not leave it ranked on the priority page.
      if (incoming.selected && !incoming.priority && saved.priority) {
        const selected = new Set(incoming.selected);
        merged.priority = saved.priority.filter((id) => selected.has(id));
      }
      return merged;
    },

    checkDraft(draft) {
      const errors: FieldErrors = {};
      if (draft.comeup && draft.comeup.length > comeup.max) {
        errors.comeup = `떠올린 것은 ${comeup.max}개까지 적을 수 있어요.`;
      }
      const selectedError = checkIds(
        draft.selected ?? [],
        known,
        select.max,
        `${josa(words.card, '은/는')} ${select.max}개까지 고를 수 있어요.`,
      );
      if (selectedError) errors.selected = selectedError;
      const priorityIds = draft.priority ?? [];
      const priorityError = checkIds(
        priorityIds,
        known,
        priority.max,
        `${josa(words.top, '은/는')} ${priority.max}개까지 고를 수 있어요.`,
      );
      if (priorityError) errors.priority = priorityError;
      else if (priorityIds.some((id) => !(draft.selected ?? []).includes(id))) {
        errors.priority = '순서를 정할 카드는 고른 카드 가운데에서 골라 주세요.';
      }
      return errors;
    },

    checkComplete(draft) {
      const errors: FieldErrors = {};
      if ((draft.selected ?? []).length < select.min)
        errors.selected = `${josa(words.card, '을/를')} ${select.min}개 이상 골라 주세요.`;
      if ((draft.priority ?? []).length < priority.min) {
        errors.priority = `${josa(words.top, '을/를')} ${priority.min}개 이상 골라 순서를 정해 주세요.`;
      }
      return errors;
    },

    complete(draft) {
      return { comeup: draft.comeup ?? [], selected: draft.selected ?? [], priority: draft.priority ?? [] };
    },

    sanitize(draft) {
      const clean: Draft = {};
      if (draft.comeup) clean.comeup = draft.comeup.slice(0, comeup.max);
      if (draft.selected) clean.selected = keepKnown(draft.selected, known, select.max);
      if (draft.priority) {
        const selected = new Set(clean.selected ?? []);
        clean.priority = keepKnown(draft.priority, known, priority.max).filter((id) => selected.has(id));
      }
      return clean;
    },
  };
}

function checkIds(
  ids: readonly string[],
  known: ReadonlySet<string>,
  max: number,
  tooMany: string,
): string | undefined {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) return `목록에 없는 카드가 있어요: ${listForMessage(unknown)}`;
  if (findDuplicates(ids).length > 0) return '같은 카드를 두 번 고를 수 없어요.';
  if (ids.length > max) return tooMany;
  return undefined;
}
