/**
 * merge-korea-facts.ts — merges the writers' drafts of the jobs' Korean facts into the committed
 * content: content/jobs/korea-facts.json (every job's majors, certificates, way in, search words)
 * and content/jobs/certificates.json (the one certificate list: name, issuer, kind).
 *
 * Inputs
 *   <drafts>/facts-part-N.json   `{ jobs: { "<job name>": facts }, certificates: [...] }`, one per writer;
 *                                a part is merged only when its `facts-part-N.done` marker exists
 *   content/jobs/jobs.source.json the catalog's job names and their order
 *   content/jobs/korea-facts.fixes.json (optional) the team's corrections, applied after the drafts:
 *                                `{ "renames": { "<certificate name as drafted>": "<official name>" },
 *                                   "jobs": { "<name>": { <fields to replace> } | null (drop) },
 *                                   "certificates": [ <certificates to add or replace> ],
 *                                   "withdrawn": { "<certificate name>": "<why it is no longer listed>" } }`
 *                                A withdrawn certificate leaves the list (abolished, renamed or split);
 *                                a job still naming it loses it, and the report says so.
 *                                A job no draft covers may be given here as a whole entry: it is added.
 *   content/jobs/legal-bases.json (optional) the legal basis of each licence a job may require:
 *                                `{ "bases": { "<certificate>": { basis, law, checked, reference?, note? } } }`;
 *                                a 필수 without its own `basis` takes its certificate's, and the law joins
 *                                the job's `sources` (a 필수 with no basis at all drops the job, reported)
 *   --keep-existing              the committed korea-facts.json and certificates.json are the base: their
 *                                jobs and certificates stay unless a merged part or a fix replaces them
 *                                (the fixes' renames apply to the base too: a renamed qualification
 *                                changes name in the list and in every job naming it)
 *                                (for a machine without the writers' drafts, where a plain run would
 *                                leave every drafted job out)
 *
 * Rules
 *   - Certificates are deduplicated by name. The same name with another issuer or kind is a
 *     conflict: reported, and the script stops, unless --drop-conflicts leaves that certificate out.
 *   - An entry that does not fit the schema, names a job the catalog lacks, or (after its unknown
 *     certificates are left out) has no majors (nor 전공 무관) or no way in, is dropped and reported:
 *     a fact the team is unsure of is left out, never guessed.
 *   - Catalog jobs without facts are written to `missing`, so the data test names the gap.
 *   The output is deterministic (jobs in catalog order, certificates in 가나다 order).
 *
 * Usage
 *   npx tsx scripts/catalog/merge-korea-facts.ts [--drafts <dir>] [--drop-conflicts] [--include-unfinished]
 *     [--keep-existing]
 *     [--content <dir>]   (the folder of jobs.source.json, the fixes and the output; default content/jobs)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  type Certificate,
  certificateSchema,
  certificatesFileSchema,
  checkedDateSchema,
  type JobKoreaFacts,
  jobKoreaFactsSchema,
  KOREA_FACTS_ATTRIBUTION,
  type KoreaFactsFile,
  koreaFactsFileSchema,
  lawSource,
  problemsOfJob,
} from '../../src/server/modules/jobs/korea-facts-file';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const JOBS_DIR = path.join(REPO_ROOT, 'content', 'jobs');
const DEFAULT_DRAFTS = path.resolve(REPO_ROOT, '..', 'content-drafts');
const PARTS = [1, 2, 3] as const;

const draftSchema = z.object({
  jobs: z.record(z.string(), z.unknown()),
  certificates: z.array(z.unknown()).default([]),
});

const fixesSchema = z.object({
  renames: z.record(z.string(), z.string().min(1)).default({}),
  jobs: z.record(z.string(), jobKoreaFactsSchema.partial().nullable()).default({}),
  certificates: z.array(certificateSchema).default([]),
  withdrawn: z.record(z.string(), z.string().min(1)).default({}),
});

const legalBasesSchema = z.object({
  bases: z.record(
    z.string(),
    z.object({
      /** The law and article (or the ministry's rule) that makes the licence necessary, as the page shows it. */
      basis: z.string().trim().min(1),
      /** The law's name as 국가법령정보센터 lists it. */
      law: z.string().trim().min(1),
      checked: checkedDateSchema,
      /** What it was checked against, when not the law's text itself. */
      reference: z.string().optional(),
      /** Why it is still uncertain, when it is. */
      note: z.string().optional(),
    }),
  ),
});
type LegalBases = z.infer<typeof legalBasesSchema>['bases'];

/** Gives each 필수 without a basis its certificate's, and lists the laws among the job's sources. */
function withLegalBases(facts: JobKoreaFacts, bases: LegalBases): JobKoreaFacts {
  const sources = [...facts.sources];
  const certificates = facts.certificates.map((ref) => {
    const entry = bases[ref.name];
    if (!ref.required || !entry) return ref;
    if (!sources.some((source) => source.title.startsWith(`${entry.law} (`))) {
      sources.push(lawSource(entry.law, entry.checked));
    }
    return ref.basis ? ref : { ...ref, basis: entry.basis };
  });
  return { ...facts, certificates, sources };
}

export interface MergeOptions {
  draftsDir: string;
  /** Holds jobs.source.json and korea-facts.fixes.json; korea-facts.json and certificates.json are written there. */
  contentDir: string;
  dropConflicts: boolean;
  includeUnfinished: boolean;
  /** Start from the committed korea-facts.json and certificates.json in `contentDir` (a part or a fix replaces them). */
  keepExisting?: boolean;
}

function parseArgs(argv: string[]): MergeOptions {
  const options: MergeOptions = {
    draftsDir: DEFAULT_DRAFTS,
    contentDir: JOBS_DIR,
    dropConflicts: false,
    includeUnfinished: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--drop-conflicts') options.dropConflicts = true;
    else if (arg === '--include-unfinished') options.includeUnfinished = true;
    else if (arg === '--keep-existing') options.keepExisting = true;
    else if (arg === '--drafts' || arg === '--content') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a folder`);
      if (arg === '--drafts') options.draftsDir = path.resolve(value);
      else options.contentDir = path.resolve(value);
    } else throw new Error(`Unknown argument: ${arg}`);
  }
  return options;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function issuesOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()))];

/** Trims and deduplicates the lists a writer may have repeated items in. */
function tidy(facts: JobKoreaFacts): JobKoreaFacts {
  const seen = new Set<string>();
  return {
    majors: facts.majors.map((group) => ({ field: group.field, names: unique(group.names) })),
    anyMajor: facts.anyMajor,
    education: facts.education,
    certificates: facts.certificates.filter((certificate) => {
      if (seen.has(certificate.name)) return false;
      seen.add(certificate.name);
      return true;
    }),
    wayIn: {
      summary: facts.wayIn.summary,
      exams: unique(facts.wayIn.exams),
      training: facts.wayIn.training,
      firstRoles: unique(facts.wayIn.firstRoles),
    },
    searchWords: unique(facts.searchWords),
    sources: facts.sources.filter(
      (source, index) => facts.sources.findIndex((other) => other.title === source.title) === index,
    ),
  };
}

/** The committed output, read back as the base of a --keep-existing run. */
function readBase(contentDir: string): { jobs: KoreaFactsFile['jobs']; certificates: Certificate[] } {
  const factsFile = path.join(contentDir, 'korea-facts.json');
  const certificatesFile = path.join(contentDir, 'certificates.json');
  return {
    jobs: existsSync(factsFile) ? koreaFactsFileSchema.parse(readJson(factsFile)).jobs : {},
    certificates: existsSync(certificatesFile)
      ? certificatesFileSchema.parse(readJson(certificatesFile)).certificates
      : [],
  };
}

function writeJson(file: string, value: unknown): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
  renameSync(tmp, file);
}

/**
 * Merges the drafts into `contentDir`. `ok` is false (and nothing is written) when certificates
 * conflict and `dropConflicts` is off; `report` says what was merged, left out and why.
 */
export function mergeKoreaFacts(options: MergeOptions): { ok: boolean; report: string[] } {
  const { contentDir } = options;
  const sourceNames = (readJson(path.join(contentDir, 'jobs.source.json')) as Array<{ name: string }>).map(
    (job) => job.name,
  );
  const catalogNames = new Set(sourceNames);
  const report: string[] = [];
  const drafts = new Map<string, { facts: JobKoreaFacts; part: number }>();
  const certificates = new Map<string, Certificate>();
  const conflicts = new Map<string, Certificate[]>();

  // Certificates from the committed list (--keep-existing) give way to a part's or a fix's without a conflict.
  const fromBase = new Set<string>();
  const addCertificate = (certificate: Certificate, replace: boolean) => {
    const before = certificates.get(certificate.name);
    const overridable = replace || fromBase.delete(certificate.name);
    if (before && !overridable && (before.issuer !== certificate.issuer || before.kind !== certificate.kind)) {
      conflicts.set(certificate.name, [...(conflicts.get(certificate.name) ?? [before]), certificate]);
      return;
    }
    certificates.set(certificate.name, certificate);
    if (replace) conflicts.delete(certificate.name);
  };

  const fixesFile = path.join(contentDir, 'korea-facts.fixes.json');
  const fixes = fixesSchema.parse(existsSync(fixesFile) ? readJson(fixesFile) : {});
  const officialName = (name: string) => fixes.renames[name] ?? name;

  const base = options.keepExisting ? readBase(contentDir) : undefined;
  if (base) {
    for (const certificate of base.certificates) {
      const name = officialName(certificate.name);
      certificates.set(name, { ...certificate, name });
      fromBase.add(name);
    }
    report.push(
      `kept the committed ${Object.keys(base.jobs).length} jobs and ${base.certificates.length} certificates as the base`,
    );
  }

  for (const part of PARTS) {
    const file = path.join(options.draftsDir, `facts-part-${part}.json`);
    const done = existsSync(path.join(options.draftsDir, `facts-part-${part}.done`));
    if (!existsSync(file) || (!done && !options.includeUnfinished)) {
      report.push(`part ${part}: not merged (${existsSync(file) ? 'no .done marker yet' : 'no file'})`);
      continue;
    }
    const parsed = draftSchema.safeParse(readJson(file));
    if (!parsed.success) {
      report.push(`part ${part}: not merged, the file does not fit the format: ${issuesOf(parsed.error)}`);
      continue;
    }
    for (const raw of parsed.data.certificates) {
      const certificate = certificateSchema.safeParse(raw);
      if (certificate.success)
        addCertificate({ ...certificate.data, name: officialName(certificate.data.name) }, false);
      else report.push(`part ${part}: certificate left out (${issuesOf(certificate.error)}): ${JSON.stringify(raw)}`);
    }
    let merged = 0;
    for (const [rawName, raw] of Object.entries(parsed.data.jobs)) {
      const name = rawName.normalize('NFC').trim();
      if (!catalogNames.has(name)) {
        report.push(`part ${part}: "${name}" dropped, no such job in jobs.source.json`);
        continue;
      }
      const facts = jobKoreaFactsSchema.safeParse(raw);
      if (!facts.success) {
        report.push(`part ${part}: ${name} dropped, does not fit the format: ${issuesOf(facts.error)}`);
        continue;
      }
      const earlier = drafts.get(name);
      if (earlier) {
        report.push(`part ${part}: ${name} already came in part ${earlier.part}; the first is kept`);
        continue;
      }
      const certificates = facts.data.certificates.map((ref) => ({ ...ref, name: officialName(ref.name) }));
      drafts.set(name, { facts: tidy({ ...facts.data, certificates }), part });
      merged++;
    }
    report.push(`part ${part}: ${merged} jobs, ${parsed.data.certificates.length} certificates read`);
  }

  if (base) {
    for (const [name, facts] of Object.entries(base.jobs)) {
      if (!catalogNames.has(name)) {
        report.push(`committed facts for "${name}" dropped, no such job in jobs.source.json`);
      } else if (!drafts.has(name)) {
        const certificates = facts.certificates.map((ref) => ({ ...ref, name: officialName(ref.name) }));
        drafts.set(name, { facts: tidy({ ...facts, certificates }), part: 0 });
      }
    }
  }
  for (const certificate of fixes.certificates) addCertificate(certificate, true);
  for (const [name, why] of Object.entries(fixes.withdrawn)) {
    if (certificates.delete(name)) report.push(`certificate "${name}" withdrawn: ${why}`);
    conflicts.delete(name);
  }
  for (const [name, fix] of Object.entries(fixes.jobs)) {
    const draft = drafts.get(name);
    if (fix === null) {
      if (draft) report.push(`fixes: ${name} dropped by the team`);
      drafts.delete(name);
    } else if (draft) drafts.set(name, { ...draft, facts: tidy({ ...draft.facts, ...fix }) });
    else {
      const whole = jobKoreaFactsSchema.safeParse(fix);
      if (whole.success) drafts.set(name, { facts: tidy(whole.data), part: 0 });
      else report.push(`fixes: ${name} has no draft and the fix is not a whole entry; ignored`);
    }
  }

  if (conflicts.size > 0) {
    const lines = [...conflicts].map(
      ([name, variants]) => `  - ${name}: ${variants.map((c) => `${c.issuer} / ${c.kind}`).join(' vs ')}`,
    );
    if (!options.dropConflicts) {
      return {
        ok: false,
        report: [
          `certificates named alike with another issuer or kind:\n${lines.join('\n')}`,
          'Settle them in korea-facts.fixes.json, or run with --drop-conflicts to leave them out.',
        ],
      };
    }
    for (const name of conflicts.keys()) certificates.delete(name);
    report.push(`certificates left out for conflicting issuer/kind:\n${lines.join('\n')}`);
  }

  const basesFile = path.join(contentDir, 'legal-bases.json');
  const bases = existsSync(basesFile) ? legalBasesSchema.parse(readJson(basesFile)).bases : {};

  const certificateNames = new Set(certificates.keys());
  const jobs: KoreaFactsFile['jobs'] = {};
  for (const name of sourceNames) {
    const draft = drafts.get(name);
    if (!draft) continue;
    const known = draft.facts.certificates.filter((certificate) => certificateNames.has(certificate.name));
    for (const certificate of draft.facts.certificates) {
      if (!certificateNames.has(certificate.name)) {
        report.push(`${name}: certificate "${certificate.name}" left out, it is not in any part's certificate list`);
      }
    }
    const facts = withLegalBases({ ...draft.facts, certificates: known }, bases);
    const problems = problemsOfJob(name, facts, certificateNames);
    if (problems.length > 0) {
      report.push(`${name}: dropped (${problems.join('; ')})`);
      continue;
    }
    jobs[name] = facts;
  }
  const missing = sourceNames.filter((name) => !Object.hasOwn(jobs, name));

  const out: KoreaFactsFile = { attribution: KOREA_FACTS_ATTRIBUTION, jobs, missing };
  // A job without sources of its own is written without the (empty) field, which reads back as [].
  const written = Object.fromEntries(
    Object.entries(jobs).map(([name, { sources, ...facts }]) => [
      name,
      sources.length > 0 ? { ...facts, sources } : facts,
    ]),
  );
  writeJson(path.join(contentDir, 'korea-facts.json'), { ...out, jobs: written });
  const sorted = [...certificates.values()].sort((a, b) => a.name.localeCompare(b.name, 'ko'));
  writeJson(path.join(contentDir, 'certificates.json'), { certificates: sorted });

  report.push(
    `Wrote facts for ${Object.keys(jobs).length} of ${sourceNames.length} jobs (${missing.length} missing) ` +
      `and ${sorted.length} certificates.`,
  );
  return { ok: true, report };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok, report } = mergeKoreaFacts(parseArgs(process.argv.slice(2)));
  for (const line of report) (ok ? process.stdout : process.stderr).write(`${line}\n`);
  process.exitCode = ok ? 0 : 1;
}
