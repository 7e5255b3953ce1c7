import type { JprefAnswers, JprefBank, JprefQuestion } from '../contracts/assessments';
import { findDuplicates, listForMessage } from './selection';
import type { AnswerRules, FieldErrors } from './types';

type Draft = Partial<JprefAnswers>;
type Answer = JprefAnswers['answers'][string];

/**
 * jpref: by question id, an option value (single), a number (scale) or option values (multi).
 * Errors are reported per question as `answers.<question id>`, so a survey page can show each
 * message under its question.
 */
export function jprefRules(bank: JprefBank): AnswerRules<JprefAnswers, Draft> {
  const questions = new Map(bank.questions.map((question) => [question.id, question]));

  return {
    merge: (saved, incoming) => ({ ...saved, ...incoming }),

    checkDraft(draft) {
      const errors: FieldErrors = {};
      const answers = draft.answers ?? {};
      const unknown = Object.keys(answers).filter((id) => !questions.has(id));
      if (unknown.length > 0) errors.answers = `목록에 없는 질문이 있어요: ${listForMessage(unknown)}`;
      for (const [id, answer] of Object.entries(answers)) {
        const question = questions.get(id);
        const problem = question ? checkAnswer(question, answer) : undefined;
        if (problem) errors[`answers.${id}`] = problem;
      }
      return errors;
    },

    checkComplete(draft) {
      const errors: FieldErrors = {};
      const answers = draft.answers ?? {};
      for (const question of bank.questions) {
        const answer = answers[question.id];
        if (question.type === 'multi') {
          if ((Array.isArray(answer) ? answer.length : 0) < question.min) {
            errors[`answers.${question.id}`] = `${question.min}개 이상 골라 주세요.`;
          }
        } else if (answer === undefined) {
          const hasAny = question.type === 'single' && question.options.some((option) => option.score === null);
          errors[`answers.${question.id}`] = hasAny
            ? "이 질문에 답해 주세요. 잘 모르겠다면 '상관없어요'를 골라도 돼요."
            : '이 질문에 답해 주세요.';
        }
      }
      return errors;
    },

    complete: (draft) => ({ answers: draft.answers ?? {} }),

    sanitize(draft) {
      if (!draft.answers) return {};
      const kept = Object.entries(draft.answers).filter(([id, answer]) => {
        const question = questions.get(id);
        return question !== undefined && checkAnswer(question, answer) === undefined;
      });
      return { answers: Object.fromEntries(kept) };
    },
  };
}

/** What is wrong with one answer to one question, or undefined. */
function checkAnswer(question: JprefQuestion, answer: Answer): string | undefined {
  switch (question.type) {
    case 'single':
      return question.options.some((option) => option.value === answer) ? undefined : '보기 가운데 하나를 골라 주세요.';
    case 'scale':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= question.min && answer <= question.max
        ? undefined
        : `${question.min}부터 ${question.max} 사이의 숫자로 골라 주세요.`;
    case 'multi': {
      if (!Array.isArray(answer)) return '보기를 목록으로 골라 주세요.';
      const values = question.options.map((option) => option.value);
      if (answer.some((value) => !values.includes(value))) return '보기 가운데에서 골라 주세요.';
      if (findDuplicates(answer).length > 0) return '같은 보기를 두 번 고를 수 없어요.';
      if (answer.length > question.max) return `${question.max}개까지 고를 수 있어요.`;
      return undefined;
    }
  }
}
