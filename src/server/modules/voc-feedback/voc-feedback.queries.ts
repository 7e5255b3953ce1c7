import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vocFeedback, vocFeedbackDialogs } from '../../db/schema/index';

export interface NewVocFeedback {
  id: string;
  userId: string;
  expectedJobFound: boolean;
  satisfactionLevel: number;
  improvementSuggestions: string | null;
}

export async function insertVocFeedback(db: Db, row: NewVocFeedback): Promise<void> {
  await db.insert(vocFeedback).values(row);
}

/** Records that the person has seen the dialog; the first time counts, later calls change nothing. */
export async function markDialogShown(db: Db, userId: string): Promise<void> {
  await db.insert(vocFeedbackDialogs).values({ userId }).onConflictDoNothing({ target: vocFeedbackDialogs.userId });
}

export async function findDialogShownAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ shownAt: vocFeedbackDialogs.shownAt })
    .from(vocFeedbackDialogs)
    .where(eq(vocFeedbackDialogs.userId, userId));
  return row?.shownAt ?? null;
}

export async function listVocFeedbackOfUser(db: Db, userId: string) {
  return db
    .select({
      id: vocFeedback.id,
      expectedJobFound: vocFeedback.expectedJobFound,
      satisfactionLevel: vocFeedback.satisfactionLevel,
      improvementSuggestions: vocFeedback.improvementSuggestions,
      createdAt: vocFeedback.createdAt,
    })
    .from(vocFeedback)
    .where(eq(vocFeedback.userId, userId))
    .orderBy(asc(vocFeedback.createdAt));
}
