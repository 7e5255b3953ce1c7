import { randomUUID } from 'node:crypto';
import { VOC_EMAIL_RETENTION_DAYS, type VocReceipt } from '../../../shared/contracts/voc';
import type { Db } from '../../db/client';
import { clearVocEmailsBefore, insertVocMessage, listVocMessagesOfUser } from './voc.queries';
import type { VocInput } from './voc.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a message from the 고객의 목소리 page, with the sender's account when signed in.
 * Each new message also erases reply addresses older than the promised retention period, so
 * the promise on the form holds without a separate scheduler.
 */
export async function receiveVocMessage(
  db: Db,
  input: VocInput,
  sender: { userId: string | null },
  now: Date = new Date(),
): Promise<VocReceipt> {
  await eraseExpiredReplyAddresses(db, now);
  const row = await insertVocMessage(db, {
    id: randomUUID(),
    userId: sender.userId,
    category: input.category,
    message: input.message,
    email: input.email ?? null,
  });
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}

export async function eraseExpiredReplyAddresses(db: Db, now: Date = new Date()): Promise<void> {
  await clearVocEmailsBefore(db, new Date(now.getTime() - VOC_EMAIL_RETENTION_DAYS * DAY_MS));
}

/** The section of 'download my data' for messages sent while signed in. */
export async function exportVocMessages(db: Db, userId: string) {
  const rows = await listVocMessagesOfUser(db, userId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
