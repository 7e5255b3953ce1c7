import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { INDUSTRY_IDS, PHYSICAL_KEYS } from '../../../shared/contracts/jobs';

/**
 * The shape of `content/jobs/catalog.json` (built by scripts/catalog/build-catalog.ts). It is
 * checked once at start-up, so a broken catalog stops the server with a message naming the
 * field instead of answering with half a job later.
 */
const scorePairSchema = z.object({ im: z.number(), lv: z.number() });
const physicalLevelSchema = z.number().int().min(0).max(3);

const catalogJobSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  aliases: z.array(z.string()),
  industry: z.enum(INDUSTRY_IDS),
  summary: z.string().min(1),
  onetNote: z.string().optional(),
  kecoCode: z.string(),
  kecoName: z.string(),
  onet: z.object({ code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/), title: z.string() }),
  riasec: z.object({
    R: z.number(),
    I: z.number(),
    A: z.number(),
    S: z.number(),
    E: z.number(),
    C: z.number(),
    code: z.string(),
  }),
  workValues: z.record(z.string(), z.number()),
  workStyles: z.record(z.string(), z.number()),
  knowledge: z.record(z.string(), scorePairSchema),
  skills: z.record(z.string(), scorePairSchema),
  jobZone: z.number().int().min(1).max(5),
  education: z.string(),
  tasks: z.array(z.object({ id: z.string(), text: z.string().min(1) })).min(1),
  physical: z.object(
    Object.fromEntries(PHYSICAL_KEYS.map((key) => [key, physicalLevelSchema])) as {
      [K in (typeof PHYSICAL_KEYS)[number]]: typeof physicalLevelSchema;
    },
  ),
  physicalSource: z.literal('team-estimate'),
  related: z.array(z.string()),
});
export type CatalogJob = z.infer<typeof catalogJobSchema>;

const catalogFileSchema = z.object({
  source: z.object({ onetVersion: z.string(), note: z.string() }).loose(),
  industries: z.array(z.object({ id: z.enum(INDUSTRY_IDS), name: z.string().min(1) })),
  jobs: z.array(catalogJobSchema),
});
export type CatalogFile = z.infer<typeof catalogFileSchema>;

export function readCatalogFile(file: string): CatalogFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`job catalog ${file} cannot be read: ${(err as Error).message}`);
  }
  const parsed = catalogFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`job catalog ${file} is invalid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}
