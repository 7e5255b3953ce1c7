import type { Db } from '../../db/client';
import { insertPageView } from './analytics.queries';

/**
 * Records that a page was viewed. Only the path is kept: no user, no cookie, no address, no
 * referrer, and a path segment that looks like an e-mail address is masked.
 */
export async function recordPageView(db: Db, path: string): Promise<void> {
  await insertPageView(db, maskPersonalData(path));
}

export function maskPersonalData(path: string): string {
  return path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? ':masked' : segment))
    .join('/');
}
