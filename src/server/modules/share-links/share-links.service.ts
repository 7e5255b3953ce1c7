import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Step } from '../../../shared/contracts/assessments';
import type { StepReport } from '../../../shared/contracts/report';
import {
  type CreateShareLinkInput,
  SHARE_ID_PATTERN,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  type ShareCard,
  type SharedCard,
  type ShareLink,
} from '../../../shared/contracts/share';
import { paths } from '../../../shared/route-list';
import { toPath } from '../../../shared/route-paths';
import type { Db } from '../../db/client';
import { shareLinks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Assessments } from '../assessments/assessments.service';
import { buildReport } from '../assessments/report.service';
import { findJobByName, type JobCatalog } from '../jobs/jobs.service';

/**
 * Share links ('결과 카드 공유하기', issue 21): a snapshot of exactly the parts of my report I
 * chose, public by an unguessable id until I revoke it (the row is then deleted). Someone else's
 * link is answered exactly like a missing one.
 */

/** Distinguishes this feature's advisory locks from others' (any fixed number would do). */
const SHARE_LINK_LOCK_KEY = 2109;

/** 128 random bits as base64url: 22 characters, safe in a URL and not guessable. */
function newShareId(): string {
  return randomBytes(16).toString('base64url');
}

type Row = typeof shareLinks.$inferSelect;

function present(row: Row): ShareLink {
  return {
    id: row.id,
    path: toPath(paths.share, { id: row.id }),
    card: row.card,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The card from my report: only the parts asked for; a part I have no result for is a 400. */
async function buildCard(
  db: Db,
  assessments: Assessments,
  catalog: JobCatalog,
  userId: string,
  input: CreateShareLinkInput,
): Promise<ShareCard> {
  // The report's steps, each with its own result type (the schema's inferred type joins them).
  const steps = (await buildReport(db, assessments, userId)).steps as { [S in Step]: StepReport<S> };
  const fields: Record<string, string> = {};
  const card: ShareCard = {};
  if (input.interest) {
    const interest = steps.interest.result;
    if (interest) card.interest = { code: interest.code, words: interest.codeLabels };
    else fields.interest = SHARE_MESSAGES.noInterest;
  }
  if (input.values) {
    const values = steps.value.result;
    if (values) card.values = values.ranks.slice(0, SHARE_LIMITS.topItems).map((rank) => rank.label);
    else fields.values = SHARE_MESSAGES.noValues;
  }
  if (input.strengths) {
    const strengths = steps.strength.result;
    if (strengths) card.strengths = strengths.top.slice(0, SHARE_LIMITS.topItems).map((item) => item.label);
    else fields.strengths = SHARE_MESSAGES.noStrengths;
  }
  if (input.jobs.length > 0) {
    const names: string[] = [];
    input.jobs.forEach((name, index) => {
      const job = findJobByName(catalog, name);
      if (!job) fields[`jobs.${index}`] = SHARE_MESSAGES.unknownJob;
      else if (!names.includes(job.name)) names.push(job.name);
    });
    card.jobs = names;
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
  return card;
}

/** Throws VALIDATION_ERROR for a part without a result, an unknown job or too many active links. */
export async function createShareLink(
  db: Db,
  assessments: Assessments,
  catalog: JobCatalog,
  userId: string,
  input: CreateShareLinkInput,
): Promise<ShareLink> {
  const card = await buildCard(db, assessments, catalog, userId, input);
  return db.transaction(async (tx) => {
    // The count and the insert under the person's lock: two tabs cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(${SHARE_LINK_LOCK_KEY}, hashtext(${userId}))`);
    const [active] = await tx.select({ value: count() }).from(shareLinks).where(eq(shareLinks.userId, userId));
    if ((active?.value ?? 0) >= SHARE_LIMITS.maxActiveLinks) {
      throw new AppError('VALIDATION_ERROR', { message: SHARE_MESSAGES.tooManyLinks });
    }
    const [row] = await tx.insert(shareLinks).values({ id: newShareId(), userId, card }).returning();
    if (!row) throw new Error('share link insert returned no row');
    return present(row);
  });
}

/** My active links, newest first. */
export async function listShareLinks(db: Db, userId: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(desc(shareLinks.createdAt), asc(shareLinks.id));
  return rows.map(present);
}

/** Throws NOT_FOUND when the link is not mine (or no longer exists). */
export async function revokeShareLink(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', { message: SHARE_MESSAGES.notFound });
}

/** The public card, or `undefined` for an unknown or revoked id. Nothing of its owner goes with it. */
export async function findSharedCard(db: Db, id: string): Promise<SharedCard | undefined> {
  if (!SHARE_ID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row ? { id: row.id, card: row.card, createdAt: row.createdAt.toISOString() } : undefined;
}

/** For 'download my data'. */
export async function exportShareLinks(db: Db, userId: string) {
  return (await listShareLinks(db, userId)).map(({ path, card, createdAt }) => ({ path, card, createdAt }));
}
