import { CONTENT_MESSAGES } from '../../../shared/contracts/content';
import { AppError } from '../../lib/app-error';

/** Anything listed newest first, ties broken by id. */
export interface Dated {
  id: string;
  publishedAt: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Newest first; on the same day, by id, so the order never depends on file order. */
export function newestFirst(a: Dated, b: Dated): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One page of a newest-first list. The cursor names the last item shown (its date and id), not
 * an offset, so a page boundary stays put when content is added or removed between deploys.
 * Throws VALIDATION_ERROR for a cursor this server did not make.
 */
export function pageOf<T extends Dated>(items: readonly T[], limit: number, cursor: string | undefined): Page<T> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const start = after ? items.findIndex((item) => newestFirst(item, after) > 0) : 0;
  const rest = start === -1 ? [] : items.slice(start);
  const data = rest.slice(0, limit);
  const last = data.at(-1);
  return { data, nextCursor: rest.length > limit && last ? encodeCursor(last) : null };
}

function encodeCursor(item: Dated): string {
  return Buffer.from(`${item.publishedAt}|${item.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): Dated {
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^(\d{4}-\d{2}-\d{2})\|([a-z0-9-]{1,100})$/.exec(decoded);
  if (!match?.[1] || !match[2]) {
    throw new AppError('VALIDATION_ERROR', { fields: { cursor: CONTENT_MESSAGES.invalidCursor } });
  }
  return { publishedAt: match[1], id: match[2] };
}
