import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { findDialogShownAt, insertVocFeedback, listVocFeedbackOfUser, markDialogShown } from './voc-feedback.queries';
import type { VocFeedbackInput } from './voc-feedback.schemas';

/**
 * Stores an answer to the feedback dialog (spec §4). Answering also counts as having seen the
 * dialog, so it is not offered again even if the client's own status call is lost.
 */
export async function receiveVocFeedback(db: Db, userId: string, input: VocFeedbackInput): Promise<{ id: string }> {
  const id = randomUUID();
  await insertVocFeedback(db, {
    id,
    userId,
    expectedJobFound: input.expectedJobFound,
    satisfactionLevel: input.satisfactionLevel,
    improvementSuggestions: input.improvementSuggestions || null,
  });
  await markDialogShown(db, userId);
  return { id };
}

export async function hasShownFeedbackDialog(db: Db, userId: string): Promise<boolean> {
  return (await findDialogShownAt(db, userId)) !== null;
}

export async function recordFeedbackDialogShown(db: Db, userId: string): Promise<void> {
  await markDialogShown(db, userId);
}

/** The section of 'download my data': the answers given and when the dialog was seen. */
export async function exportVocFeedback(db: Db, userId: string) {
  const [answers, shownAt] = await Promise.all([listVocFeedbackOfUser(db, userId), findDialogShownAt(db, userId)]);
  return {
    dialogShownAt: shownAt?.toISOString() ?? null,
    answers: answers.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
