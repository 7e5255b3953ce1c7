import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema/index';

export async function insertPageView(db: Db, path: string): Promise<void> {
  await db.insert(pageViews).values({ path });
}
