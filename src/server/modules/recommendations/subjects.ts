import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { basicInterestIdSchema } from '../../../shared/contracts/assessments';
import { CONTENT_DIR } from '../../lib/app-root';

/**
 * What a job is about, not only its type: O*NET's Basic Interests (1.B.3.*, 41 in O*NET 29.3)
 * with the team's Korean label and everyday words for each, and the Basic Interests every
 * catalog job serves (content/jobs/basic-interests.json; how they were chosen:
 * content/jobs/README.md, "Basic Interests"). Interest cards carry their own tags
 * (content/assessments/interest.json).
 */

const basicInterestFileSchema = z.object({
  source: z.string(),
  basicInterests: z
    .array(z.object({ id: basicInterestIdSchema, name: z.string(), label: z.string(), words: z.array(z.string()) }))
    .length(41),
  jobs: z.record(
    z.string(),
    z.object({
      basicInterests: z.array(basicInterestIdSchema).min(1),
      onetIllustrative: z.array(basicInterestIdSchema),
    }),
  ),
});
export type BasicInterestFile = z.infer<typeof basicInterestFileSchema>;

const BASIC_INTEREST_FILE = path.join(CONTENT_DIR, 'jobs/basic-interests.json');

let file: BasicInterestFile | undefined;

export function readBasicInterests(): BasicInterestFile {
  file ??= basicInterestFileSchema.parse(JSON.parse(readFileSync(BASIC_INTEREST_FILE, 'utf8')));
  return file;
}

/** What separates a person's words: spaces and marks (`normaliseWords` drops them, phrases.ts splits on them). */
export const WORD_BREAK = /[\s·.,!?'"()\-~/]+/g;

/**
 * Text compared as the person may have typed it: lower case, NFC, without spaces and marks, so
 * "해외 근무", "해외근무" and "해외-근무" are the same words.
 */
export function normaliseWords(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(WORD_BREAK, '');
}

/** A word short enough to be found inside many others (one syllable) never counts alone. */
export const MIN_TERM_LENGTH = 2;
