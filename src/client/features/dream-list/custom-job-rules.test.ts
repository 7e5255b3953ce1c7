import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/contracts/dream-list';
import { CUSTOM_JOB_LIMITS, CUSTOM_JOB_MESSAGES, validateCustomJob, validateNote } from './custom-job-rules';

describe('the form’s dream-list rules', () => {
  it('are the contract’s limits and messages', () => {
    expect(CUSTOM_JOB_LIMITS.customNameMax).toBe(contract.DREAM_LIST_LIMITS.customNameMax);
    expect(CUSTOM_JOB_LIMITS.noteMax).toBe(contract.DREAM_LIST_LIMITS.noteMax);
    for (const [key, message] of Object.entries(CUSTOM_JOB_MESSAGES)) {
      expect(contract.DREAM_LIST_MESSAGES[key as keyof typeof CUSTOM_JOB_MESSAGES]).toBe(message);
    }
  });

  it('judge every input as the contract does', () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', minLength: 35, maxLength: 45 }));
    const note = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 20 }),
      fc.string({ minLength: 495, maxLength: 505 }),
    );
    fc.assert(
      fc.property(text, note, (name, noteText) => {
        expect(validateCustomJob({ name, note: noteText })).toEqual(
          contract.validateCustomJob({ name, note: noteText }),
        );
        expect(validateNote(noteText)).toBe(contract.validateNote(noteText));
      }),
      { numRuns: 300 },
    );
  });
});
