import { useFlowLinks, useSubmitStep } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import type { FlowPageProps } from './common-pages';
import { JprefQuestionView } from './jpref-question';
import { PagedSurvey } from './paged-survey';
import { SaveStatus } from './save-status';
import { StepFrame } from './step-frame';
import { SubmitErrors } from './submit-errors';

const QUESTIONS_PER_SCREEN = 4;

/** Job preferences: single-choice, scale and multi-choice questions, a few per screen. */
export function JprefSurveyPage({ step, userId }: FlowPageProps<'jpref'>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'survey');
  const { submit, errors, isSubmitting } = useSubmitStep(step, bank, draft);
  const answers = draft.answers.answers ?? {};

  return (
    <StepFrame
      step={step}
      page="survey"
      title="내가 바라는 일의 조건"
      skipComeup={false}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <PagedSurvey
        questions={bank.questions}
        pageSize={QUESTIONS_PER_SCREEN}
        // Choosing no industry is an answer too (min 0).
        isAnswered={(question) => question.type === 'multi' || answers[question.id] !== undefined}
        hasAnswer={(question) => answers[question.id] !== undefined}
        renderQuestion={(question, number, isMissing) => (
          <JprefQuestionView
            question={question}
            number={number}
            value={answers[question.id]}
            isMissing={isMissing}
            onChange={(value) =>
              draft.update((current) => ({
                ...current,
                answers: { ...(current.answers ?? {}), [question.id]: value },
              }))
            }
          />
        )}
        backTo={links.backTo}
        finishLabel="제출하기"
        onFinish={submit}
        isFinishing={isSubmitting}
      />
      <SubmitErrors title="제출하기 전에 확인해 주세요." messages={errors} />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
    </StepFrame>
  );
}
