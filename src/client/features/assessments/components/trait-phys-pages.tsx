import { useNavigate } from 'react-router';
import type { TraitPhysBank } from '../../../../shared/contracts/assessments';
import { useFlowLinks, useSubmitStep } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import type { FlowPageProps } from './common-pages';
import { LikertQuestion } from './likert-question';
import { PagedSurvey } from './paged-survey';
import { SaveStatus } from './save-status';
import { StepFrame } from './step-frame';
import { SubmitErrors } from './submit-errors';

/** The two Likert surveys of traits and physical conditions. */

const QUESTIONS_PER_SCREEN = 4;

type Part = 'trait' | 'physCond';

function useLikertAnswers(step: 'trt-phys-cond', userId: string | null, part: Part) {
  const { bank, draft } = useFlowData(step, userId);
  const answers = draft.answers[part] ?? {};
  const answer = (id: string, value: number) =>
    draft.update((current) => ({ ...current, [part]: { ...(current[part] ?? {}), [id]: value } }));
  return { bank, draft, answers, answer };
}

function renderLikert(
  bank: TraitPhysBank,
  answers: Record<string, number>,
  answer: (id: string, value: number) => void,
) {
  return (item: { id: string; text: string }, number: number, isMissing: boolean) => (
    <LikertQuestion
      id={item.id}
      number={number}
      text={item.text}
      scale={bank.scale}
      value={answers[item.id]}
      isMissing={isMissing}
      onChange={(value) => answer(item.id, value)}
    />
  );
}

export function TraitSurveyPage({ step, userId }: FlowPageProps<'trt-phys-cond'>) {
  const { bank, draft, answers, answer } = useLikertAnswers(step, userId, 'trait');
  const links = useFlowLinks(step, 'trait/survey');
  const navigate = useNavigate();
  // Save the traits before leaving for the next survey: otherwise the only save of a quick
  // person's answers is the keepalive one on pagehide, which a reload's draft request can overtake
  // (the reloaded page then shows no trait answers, and its next autosave overwrites them).
  const finish = () => {
    const { nextTo } = links;
    if (!nextTo) return;
    draft
      .flush()
      .catch(() => undefined) // the save state says so and offers a retry
      .finally(() => navigate(nextTo));
  };
  return (
    <StepFrame
      step={step}
      page="trait/survey"
      title="일하는 성향"
      skipComeup={false}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <p>{bank.traitIntro}</p>
      <PagedSurvey
        questions={bank.trait}
        pageSize={QUESTIONS_PER_SCREEN}
        isAnswered={(item) => answers[item.id] !== undefined}
        renderQuestion={renderLikert(bank, answers, answer)}
        backTo={links.backTo}
        finishLabel="다음 단계"
        onFinish={finish}
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
    </StepFrame>
  );
}

export function PhysCondSurveyPage({ step, userId }: FlowPageProps<'trt-phys-cond'>) {
  const { bank, draft, answers, answer } = useLikertAnswers(step, userId, 'physCond');
  const links = useFlowLinks(step, 'phys-cond/survey');
  const { submit, errors, isSubmitting } = useSubmitStep(step, bank, draft);
  return (
    <StepFrame
      step={step}
      page="phys-cond/survey"
      title="편한 근무 환경"
      skipComeup={false}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <p>{bank.physCondIntro}</p>
      <PagedSurvey
        questions={bank.physCond}
        pageSize={QUESTIONS_PER_SCREEN}
        isAnswered={(item) => answers[item.id] !== undefined}
        renderQuestion={renderLikert(bank, answers, answer)}
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
