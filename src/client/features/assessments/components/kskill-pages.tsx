import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProblem } from '../../../../shared/assessment-rules';
import { useFlowLinks, useSubmitStep } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import type { FlowPageProps } from './common-pages';
import { NextNav, SubmitNav } from './flow-nav';
import { KskillSelect } from './kskill-select';
import { SaveStatus } from './save-status';
import { StepFrame } from './step-frame';
import { SubmitErrors } from './submit-errors';

/** Knowledge areas, then skills: grouped checkboxes. */

export function KnowledgePage({ step, userId }: FlowPageProps<'kskill'>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'knw/select');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const selected = draft.answers.knowledge ?? [];

  const goOn = () => {
    const found = fieldProblem(step, bank, draft.answers, 'knowledge');
    setProblem(found);
    if (!found && links.nextTo) navigate(links.nextTo);
  };

  return (
    <StepFrame
      step={step}
      page="knw/select"
      title="지식 분야 고르기"
      skipComeup={false}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <KskillSelect
        part={bank.knowledge}
        noun="지식 분야"
        selected={selected}
        onChange={(knowledge) => draft.update((answers) => ({ ...answers, knowledge }))}
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
      <SubmitErrors title="다음으로 가기 전에 확인해 주세요." messages={problem ? [problem] : []} />
      <NextNav backTo={links.backTo} onNext={goOn} />
    </StepFrame>
  );
}

export function SkillPage({ step, userId }: FlowPageProps<'kskill'>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'skill/select');
  const { submit, errors, isSubmitting } = useSubmitStep(step, bank, draft);
  return (
    <StepFrame
      step={step}
      page="skill/select"
      title="기술 고르기"
      skipComeup={false}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <KskillSelect
        part={bank.skill}
        noun="기술"
        selected={draft.answers.skill ?? []}
        onChange={(skill) => draft.update((answers) => ({ ...answers, skill }))}
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
      <SubmitErrors title="제출하기 전에 확인해 주세요." messages={errors} />
      <SubmitNav backTo={links.backTo} onSubmit={submit} isSubmitting={isSubmitting} />
    </StepFrame>
  );
}
