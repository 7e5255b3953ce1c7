import { use } from 'react';
import type { BankByStep, Step } from '../../../shared/contracts/assessments';
import { fetchItemBank } from './api';

/**
 * Item banks change only with a deploy, so each is fetched once per visit and shared by every
 * page of its flow. A failed fetch is forgotten, so the next attempt asks again.
 */
const banks = new Map<Step, Promise<BankByStep[Step]>>();

export function loadItemBank<S extends Step>(step: S): Promise<BankByStep[S]> {
  let bank = banks.get(step);
  if (!bank) {
    bank = fetchItemBank(step);
    bank.catch(() => banks.delete(step));
    banks.set(step, bank);
  }
  return bank as Promise<BankByStep[S]>;
}

/** The step's item bank; suspends until it is in. */
export function useItemBank<S extends Step>(step: S): BankByStep[S] {
  return use(loadItemBank(step));
}

/** Forgets every bank (tests, and a retry after an error). */
export function forgetItemBanks(): void {
  banks.clear();
}
