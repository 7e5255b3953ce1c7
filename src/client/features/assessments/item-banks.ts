import { shallowEqual, useSelector } from 'react-redux';
import type { BankByStep, Step } from '../../../shared/contracts/assessments';
import { httpErrorOf } from '../../lib/api';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { useQueryData, useWaitFor } from '../../lib/use-wait-for';
import { assessmentsApi, useGetItemBankQuery } from './assessments-api';
import { STEPS } from './steps';

/**
 * The step's item bank (RTK Query's `getItemBank`, kept for the visit and shared by every page of
 * its flow); suspends until it is in, and throws the `HttpError` of a failed load to the page's
 * boundary, whose retry (`useRetryItemBank`) asks again.
 */
export function useItemBank<S extends Step>(step: S): BankByStep[S] {
  const dispatch = useThunkDispatch();
  const bank = useQueryData(
    `item-bank:${step}`,
    useGetItemBankQuery(step),
    () =>
      dispatch(assessmentsApi.util.getRunningQueryThunk('getItemBank', step)) ??
      dispatch(assessmentsApi.endpoints.getItemBank.initiate(step, { subscribe: false })),
  );
  return bank as BankByStep[S];
}

/** Every step's item bank, asked for side by side (not one after the other); suspends until all are in. */
export function useItemBanks<S extends Step>(steps: readonly S[]): BankByStep[S][] {
  const dispatch = useThunkDispatch();
  const results = useSelector(
    (state: unknown) => steps.map((step) => assessmentsApi.endpoints.getItemBank.select(step)(state as never)),
    shallowEqual,
  );
  const failed = results.find((result) => result.isError);
  const allIn = results.every((result) => result.isSuccess);
  const loading =
    failed || allIn
      ? null
      : Promise.all(
          steps.map(
            (step) =>
              dispatch(assessmentsApi.util.getRunningQueryThunk('getItemBank', step)) ??
              dispatch(assessmentsApi.endpoints.getItemBank.initiate(step, { subscribe: false })),
          ),
        );
  // As in useItemBank: waits on every render, with nothing to wait for once all are in.
  const answers = useWaitFor(`item-banks:${steps.join()}`, loading);
  if (failed) throw httpErrorOf(failed.error);
  if (allIn) return results.map((result) => result.data as BankByStep[S]);
  const failure = answers?.find((answer) => answer.data === undefined);
  if (!answers || failure) throw httpErrorOf(failure?.error);
  return answers.map((answer) => answer.data as BankByStep[S]);
}

/** Asks again for the item banks that failed to load (a boundary's retry). */
export function useRetryItemBanks(): () => void {
  const dispatch = useThunkDispatch();
  return () => {
    for (const step of STEPS) {
      const { isError } = dispatch((_, getState) =>
        assessmentsApi.endpoints.getItemBank.select(step)(getState() as never),
      );
      if (isError)
        void dispatch(assessmentsApi.endpoints.getItemBank.initiate(step, { subscribe: false, forceRefetch: true }));
    }
  };
}
