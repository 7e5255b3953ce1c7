import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/contracts/assessments';
import { RIASEC_ORDER, STEP_LABELS, STEPS } from './steps';

describe('the zod-free copies of the step constants', () => {
  it('match the contract', () => {
    expect(STEPS).toEqual(contract.STEPS);
    expect(STEP_LABELS).toEqual(contract.STEP_LABELS);
    expect(RIASEC_ORDER).toEqual(contract.RIASEC_ORDER);
  });
});
