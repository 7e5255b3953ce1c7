import type { BankByStep, Step } from '../../../shared/contracts/assessments';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { assessmentsApi } from './assessments-api';
import { getStepDraft } from './draft-store';
import { useItemBank } from './item-banks';
import { type StepDraftApi, useStepDraft } from './use-step-draft';

/**
 * A flow page's item bank and the person's answers, fetched side by side (not one after the
 * other); suspends until both are in.
 */
export function useFlowData<S extends Step>(
  step: S,
  userId: string | null,
): { bank: BankByStep[S]; draft: StepDraftApi<S> } {
  const dispatch = useThunkDispatch();
  void dispatch(assessmentsApi.util.prefetch('getItemBank', step, {}));
  const pending = getStepDraft(step, userId);
  if (!pending.isLoaded) void pending.load().catch(() => undefined);
  const bank = useItemBank(step);
  const draft = useStepDraft(step, userId);
  return { bank, draft };
}
