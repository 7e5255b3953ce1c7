import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/app-root';
import { MIN_TERM_LENGTH } from './subjects';

/**
 * The words of a job's own work that a person may write about themselves (content/jobs/
 * work-words.json): its activities, tools and materials, and the everyday names of its work
 * ("자막" for 번역가, "초배지" for 도배사, "버그" for QA 엔지니어). A job's name and search words say
 * what the job is called; students write what they do ("애니 팬자막 만들기", "베타 테스트 버그 제보"), and
 * without these words such a phrase named no job at all. Written by the team, job by job, from the
 * catalog's names and summaries (how: content/jobs/README.md, "Work words").
 *
 * They join the job's vocabulary only where they point to few jobs (job-model.ts,
 * `WORK_WORD_MAX_JOBS`).
 */

const WORK_WORDS_FILE = path.join(CONTENT_DIR, 'jobs/work-words.json');

const workWordsFileSchema = z
  .object({
    source: z.string().min(1),
    words: z.record(z.string().min(1), z.array(z.string().min(MIN_TERM_LENGTH)).min(1)),
  })
  .strict();
export type WorkWordsFile = z.infer<typeof workWordsFileSchema>;

let file: WorkWordsFile | undefined;

export function readWorkWords(): WorkWordsFile {
  file ??= workWordsFileSchema.parse(JSON.parse(readFileSync(WORK_WORDS_FILE, 'utf8')));
  return file;
}
