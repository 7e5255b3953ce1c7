import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/contracts/recommendations';
import { FIT_LEVELS, RATING_REASON_LABELS, RATING_REASONS, REASON_KIND_HEADINGS } from './labels';

describe('the page’s copies of the recommendation words', () => {
  it('are the contract’s', () => {
    expect(RATING_REASON_LABELS).toEqual(contract.RATING_REASON_LABELS);
    expect(RATING_REASONS).toEqual([...contract.RATING_REASONS]);
    expect(FIT_LEVELS).toEqual([...contract.FIT_LEVELS]);
    expect(REASON_KIND_HEADINGS).toEqual(contract.REASON_KIND_HEADINGS);
    expect(Object.keys(REASON_KIND_HEADINGS)).toEqual([...contract.REASON_KINDS]);
  });
});
