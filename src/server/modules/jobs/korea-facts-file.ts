import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { certificateKindSchema, educationLevelSchema, majorFieldSchema } from '../../../shared/contracts/jobs';
import { CONTENT_DIR } from '../../lib/app-root';

/**
 * The Korean facts of the catalog's jobs, written by the team (content/jobs/korea-facts.json),
 * and the one list of certificates they may name (content/jobs/certificates.json). Both are made
 * by scripts/catalog/merge-korea-facts.ts from the writers' drafts and checked at start-up with
 * the catalog: a job that names a certificate not in the list, or lacks majors (or 전공 무관)
 * or a way in, stops the server with a message naming it.
 */

export const KOREA_FACTS_ATTRIBUTION = '진로의 시간 팀 정리 (2026년 11월 기준)';

const text = z.string().trim().min(1);

const majorGroupSchema = z.object({ field: majorFieldSchema, names: z.array(text).min(1) });

/** A date a source was checked, `YYYY-MM-DD`. */
export const checkedDateSchema = z.iso.date();

/**
 * One certificate a job names. A required one (필수) names its legal basis: the law and article, or
 * the ministry's rule, that makes it necessary. Required ones sharing `oneOf` are alternatives
 * (any one of them will do: 1급 or 2급 응급구조사); `condition` says when it is required
 * (외국인 관광객을 안내할 때).
 */
const certificateRefSchema = z.object({
  name: text,
  required: z.boolean(),
  oneOf: text.optional(),
  condition: text.optional(),
  basis: text.optional(),
});
export type CertificateRef = z.infer<typeof certificateRefSchema>;

/** Where a job's facts came from, and when it was checked. */
const factSourceSchema = z.object({
  title: text,
  checked: checkedDateSchema,
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type FactSource = z.infer<typeof factSourceSchema>;

/** Where a law is read: 국가법령정보센터's page of its current text. */
export function lawSource(law: string, checked: string): FactSource {
  return { title: `${law} (국가법령정보센터)`, checked, url: `https://www.law.go.kr/법령/${law.replaceAll(' ', '')}` };
}

const wayInSchema = z.object({
  summary: z.string().trim(),
  exams: z.array(text),
  training: z.string().trim(),
  firstRoles: z.array(text),
});

/** One job's facts, as a writer drafts it and as korea-facts.json keeps it. */
export const jobKoreaFactsSchema = z.object({
  majors: z.array(majorGroupSchema),
  anyMajor: z.boolean(),
  education: educationLevelSchema,
  certificates: z.array(certificateRefSchema),
  wayIn: wayInSchema,
  searchWords: z.array(text),
  /** Where this job's facts came from (the laws of its 필수 are added by the merge); may be empty. */
  sources: z.array(factSourceSchema).default([]),
});
export type JobKoreaFacts = z.infer<typeof jobKoreaFactsSchema>;

export const certificateSchema = z.object({ name: text, issuer: text, kind: certificateKindSchema });
export type Certificate = z.infer<typeof certificateSchema>;

export const koreaFactsFileSchema = z.object({
  attribution: z.literal(KOREA_FACTS_ATTRIBUTION),
  jobs: z.record(z.string(), jobKoreaFactsSchema),
  /** Catalog jobs the team has no facts for yet, named so the gap is on record, not hidden. */
  missing: z.array(z.string()),
});
export type KoreaFactsFile = z.infer<typeof koreaFactsFileSchema>;

export const certificatesFileSchema = z.object({ certificates: z.array(certificateSchema) });

export const KOREA_FACTS_FILE = path.join(CONTENT_DIR, 'jobs/korea-facts.json');
export const CERTIFICATES_FILE = path.join(CONTENT_DIR, 'jobs/certificates.json');

/** What is wrong with one job's facts on its own (empty when nothing is). */
export function problemsOfJob(name: string, facts: JobKoreaFacts, certificateNames: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!facts.anyMajor && facts.majors.length === 0) problems.push(`${name}: no majors and not 전공 무관`);
  if (facts.wayIn.summary === '') problems.push(`${name}: no way in (wayIn.summary is empty)`);
  for (const certificate of facts.certificates) {
    if (!certificateNames.has(certificate.name)) {
      problems.push(`${name}: certificate "${certificate.name}" is not in the certificate list`);
    }
  }
  for (const certificate of facts.certificates) {
    if (certificate.required && !certificate.basis) {
      problems.push(`${name}: 필수 "${certificate.name}" has no legal basis`);
    }
  }
  const groups = new Map<string, CertificateRef>();
  for (const certificate of facts.certificates) {
    if (!certificate.oneOf) continue;
    const first = groups.get(certificate.oneOf);
    if (!first) groups.set(certificate.oneOf, certificate);
    else if (
      first.required !== certificate.required ||
      first.condition !== certificate.condition ||
      first.basis !== certificate.basis
    ) {
      problems.push(`${name}: "${certificate.oneOf}" mixes certificates with another requirement, condition or basis`);
    }
  }
  for (const [label, first] of groups) {
    if (facts.certificates.filter((certificate) => certificate.oneOf === label).length < 2) {
      problems.push(`${name}: "${label}" (${first.name}) has nothing to choose from`);
    }
  }
  const fields = facts.majors.map((group) => group.field);
  if (new Set(fields).size !== fields.length) problems.push(`${name}: a 계열 is listed twice`);
  return problems;
}

/**
 * Everything that makes the facts unfit to ship, for the catalog's job names: a job neither in
 * the facts nor declared missing, facts for a job the catalog does not have, a certificate not
 * in the list, a job without majors (or 전공 무관) or without a way in, a certificate listed twice.
 */
export function checkKoreaFacts(
  catalogNames: readonly string[],
  facts: KoreaFactsFile,
  certificates: readonly Certificate[],
): string[] {
  const problems: string[] = [];
  const certificateNames = new Set<string>();
  for (const certificate of certificates) {
    if (certificateNames.has(certificate.name)) problems.push(`certificate listed twice: ${certificate.name}`);
    certificateNames.add(certificate.name);
  }
  const inCatalog = new Set(catalogNames);
  const missing = new Set(facts.missing);
  for (const name of catalogNames) {
    const has = Object.hasOwn(facts.jobs, name);
    if (!has && !missing.has(name)) problems.push(`${name}: no facts (and not declared missing)`);
    if (has && missing.has(name)) problems.push(`${name}: has facts but is also declared missing`);
  }
  for (const name of missing)
    if (!inCatalog.has(name)) problems.push(`${name}: declared missing but not in the catalog`);
  for (const [name, job] of Object.entries(facts.jobs)) {
    if (!inCatalog.has(name)) problems.push(`${name}: has facts but is not in the catalog`);
    problems.push(...problemsOfJob(name, job, certificateNames));
  }
  return problems;
}

function readJson<T>(file: string, schema: z.ZodType<T>, label: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${label} ${file} cannot be read: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${label} ${file} is invalid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

export interface KoreaFacts {
  facts: KoreaFactsFile;
  certificates: readonly Certificate[];
}

/** Reads both files and checks them against the catalog's job names; throws naming every problem. */
export function readKoreaFacts(
  catalogNames: readonly string[],
  factsFile = KOREA_FACTS_FILE,
  certificatesFile = CERTIFICATES_FILE,
): KoreaFacts {
  const facts = readJson(factsFile, koreaFactsFileSchema, 'job facts');
  const { certificates } = readJson(certificatesFile, certificatesFileSchema, 'certificate list');
  const problems = checkKoreaFacts(catalogNames, facts, certificates);
  if (problems.length > 0) {
    throw new Error(`job facts ${factsFile} do not fit the catalog:\n  ${problems.slice(0, 10).join('\n  ')}`);
  }
  return { facts, certificates };
}
