import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vocMessages } from '../../db/schema/index';

export interface NewVocMessage {
  id: string;
  userId: string | null;
  category: string;
  message: string;
  email: string | null;
}

export async function insertVocMessage(db: Db, row: NewVocMessage): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await db
    .insert(vocMessages)
    .values(row)
    .returning({ id: vocMessages.id, createdAt: vocMessages.createdAt });
  if (!inserted) throw new Error('inserting a voc message returned no row');
  return inserted;
}

/** Erases reply addresses of messages received before `before`; the messages themselves stay. */
export async function clearVocEmailsBefore(db: Db, before: Date): Promise<void> {
  await db
    .update(vocMessages)
    .set({ email: null })
    .where(and(isNotNull(vocMessages.email), lt(vocMessages.createdAt, before)));
}

export async function listVocMessagesOfUser(db: Db, userId: string) {
  return db
    .select({
      id: vocMessages.id,
      category: vocMessages.category,
      message: vocMessages.message,
      email: vocMessages.email,
      createdAt: vocMessages.createdAt,
    })
    .from(vocMessages)
    .where(eq(vocMessages.userId, userId))
    .orderBy(asc(vocMessages.createdAt));
}
