import { useState } from 'react';
import { useNavigate } from 'react-router';
import { submitProblems } from '../../../shared/assessment-rules';
import type { BankByStep, Step } from '../../../shared/contracts/assessments';
import { HttpError } from '../../lib/http';
import { paths } from '../../lib/paths';
import { type FlowPage, flowPath, isCardSortStep, nextPage, previousPage } from './flows';
import { useComeupSkip } from './skip-comeup';
import { submitMessages } from './submit-messages';
import type { StepDraftApi } from './use-step-draft';

export interface FlowLinks {
  skipComeup: boolean;
  /** Remembers that this person skips the comeup page, from now on. */
  skip: () => void;
  backTo: string | null;
  nextTo: string | null;
  startTo: string;
  resultTo: string;
  definitionTo: string;
}

/** Where this page's back and next go, with the comeup page left out for those who skipped it. */
export function useFlowLinks(step: Step, page: FlowPage): FlowLinks {
  const { isSkipped, skip } = useComeupSkip(isCardSortStep(step) ? step : null);
  const next = nextPage(step, page, isSkipped);
  const previous = previousPage(step, page, isSkipped);
  const start = nextPage(step, 'definition', isSkipped);
  return {
    skipComeup: isSkipped,
    skip,
    backTo: previous ? flowPath(step, previous) : page === 'definition' ? paths.map : null,
    nextTo: next ? flowPath(step, next) : null,
    startTo: flowPath(step, start ?? 'definition'),
    resultTo: flowPath(step, 'submitted'),
    definitionTo: flowPath(step, 'definition'),
  };
}

/**
 * Submitting the step from its last page: what is missing is shown before asking the server,
 * and the server's own field messages if it refuses; on success, the result page.
 */
export function useSubmitStep<S extends Step>(
  step: S,
  bank: BankByStep[S],
  draft: StepDraftApi<S>,
): { submit: () => Promise<void>; errors: string[]; isSubmitting: boolean } {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async () => {
    const messages = submitMessages(step, bank, submitProblems(step, bank, draft.answers));
    setErrors(messages);
    if (messages.length > 0) return;
    setSubmitting(true);
    try {
      await draft.submit();
      navigate(flowPath(step, 'submitted'));
    } catch (error) {
      if (error instanceof HttpError && error.fields) setErrors(submitMessages(step, bank, error.fields));
      else setErrors([error instanceof Error ? error.message : '제출하지 못했어요. 잠시 후 다시 시도해 주세요.']);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, errors, isSubmitting };
}
