/**
 * certificate-reference.ts — the reference lists the certificates are held to (content/reference/):
 * the Q-Net list of 국가기술자격 종목 run by 한국산업인력공단, the 국가기술자격 other bodies run, the
 * 국가전문자격 and 공인민간자격 the facts use, and the names that were renamed, split or abolished.
 * Each list names its sources (content/reference/sources.json) and the date it was taken.
 *
 * `checkCertificatesAgainstReference` says what is wrong with a certificate list (certificates.json)
 * against them: a name on no list (with the new name when it is a known old one), another kind or
 * another issuer than the list entry. `certificateNamesOfJob` collects every certificate name a
 * job's facts give, whatever shape the requirement takes (a plain list or groups of them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Certificate } from '../../src/server/modules/jobs/korea-facts-file';
import type { CertificateKind } from '../../src/shared/job-vocabulary';

const REFERENCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'reference');

const text = z.string().trim().min(1);
const sourceIds = z.array(text);
const FIELDS = ['name', 'kind', 'ministry', 'issuer', 'law'] as const;
export type ReferenceField = (typeof FIELDS)[number];

const sourcesFileSchema = z.object({
  takenOn: text,
  sources: z.record(text, z.object({ title: text, published: text, confirms: text }).passthrough()),
});

const qnetFileSchema = z.object({
  list: text,
  source: text,
  takenOn: text,
  issuer: z.literal('한국산업인력공단'),
  kind: z.literal('국가기술자격'),
  count: z.number().int().positive(),
  fields: z.record(text, z.array(text).min(1)),
});

const otherBodiesFileSchema = z.object({
  list: text,
  takenOn: text,
  kind: z.literal('국가기술자격'),
  entries: z.array(z.object({ name: text, issuer: text, sources: sourceIds.min(1), note: text.optional() })),
});

const professionalFileSchema = z.object({
  list: text,
  takenOn: text,
  kind: z.literal('국가전문자격'),
  entries: z.array(
    z.object({
      name: text,
      issuer: text,
      ministry: text,
      law: text,
      sources: sourceIds,
      unconfirmed: z.array(z.enum(FIELDS)),
      note: text.optional(),
    }),
  ),
});

const privateFileSchema = z.object({
  list: text,
  takenOn: text,
  kind: z.literal('공인민간자격'),
  entries: z.array(z.object({ name: text, issuer: text, sources: sourceIds, unconfirmed: z.array(z.enum(FIELDS)) })),
});

const CHANGE_STATUSES = ['renamed', 'split', 'abolished', 'never-existed', 'spelling'] as const;
const changesFileSchema = z.object({
  list: text,
  takenOn: text,
  entries: z.array(
    z.object({
      old: text,
      now: z.array(text),
      status: z.enum(CHANGE_STATUSES),
      year: text.optional(),
      sources: sourceIds.min(1),
      note: text.optional(),
    }),
  ),
});
export type CertificateChange = z.infer<typeof changesFileSchema>['entries'][number];

const majorsFileSchema = z.object({
  list: text,
  takenOn: text,
  entries: z.array(
    z.object({
      name: text,
      fields: z.array(text).min(1),
      sources: sourceIds,
      unconfirmed: z.literal(true).optional(),
      note: text.optional(),
    }),
  ),
});
type MajorEntry = z.infer<typeof majorsFileSchema>['entries'][number];

/** Which reference list an entry is on (the file under content/reference/). */
export const REFERENCE_LISTS = {
  qnet: 'national-technical-qnet.json',
  otherBodies: 'national-technical-other-bodies.json',
  professional: 'national-professional.json',
  private: 'private-accredited.json',
} as const;
type ReferenceList = keyof typeof REFERENCE_LISTS;

interface ReferenceEntry {
  name: string;
  kind: CertificateKind;
  issuer: string;
  list: ReferenceList;
  sources: string[];
  /** Fields no stored source confirmed (the team wrote them down, unchecked). */
  unconfirmed: ReferenceField[];
  ministry?: string;
  law?: string;
  note?: string;
}

export interface CertificateReference {
  entries: Map<string, ReferenceEntry>;
  changes: Map<string, CertificateChange>;
  majors: Map<string, MajorEntry>;
  sources: z.infer<typeof sourcesFileSchema>['sources'];
  /** Q-Net 종목 names by 직무분야, and the count the list states. */
  qnet: { count: number; names: string[]; takenOn: string };
}

function readList<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`reference list ${file} is invalid:\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}

/** Reads every reference list; throws when one is off its format, names an unknown source or repeats a name. */
export function readCertificateReference(dir = REFERENCE_DIR): CertificateReference {
  const { sources } = readList(dir, 'sources.json', sourcesFileSchema);
  const qnet = readList(dir, REFERENCE_LISTS.qnet, qnetFileSchema);
  const other = readList(dir, REFERENCE_LISTS.otherBodies, otherBodiesFileSchema);
  const professional = readList(dir, REFERENCE_LISTS.professional, professionalFileSchema);
  const privateList = readList(dir, REFERENCE_LISTS.private, privateFileSchema);
  const changesFile = readList(dir, 'certificate-changes.json', changesFileSchema);
  const majorsFile = readList(dir, 'majors.json', majorsFileSchema);

  const problems: string[] = [];
  const known = (ids: readonly string[], where: string) => {
    for (const id of ids) if (!Object.hasOwn(sources, id)) problems.push(`${where}: unknown source "${id}"`);
  };
  const entries = new Map<string, ReferenceEntry>();
  const add = (entry: ReferenceEntry) => {
    const before = entries.get(entry.name);
    if (before) problems.push(`${entry.name} is on ${REFERENCE_LISTS[before.list]} and ${REFERENCE_LISTS[entry.list]}`);
    entries.set(entry.name, entry);
  };

  known([qnet.source], REFERENCE_LISTS.qnet);
  const qnetNames = Object.values(qnet.fields).flat();
  if (qnetNames.length !== qnet.count) {
    problems.push(`${REFERENCE_LISTS.qnet} says ${qnet.count} 종목 but lists ${qnetNames.length}`);
  }
  for (const name of qnetNames) {
    add({ name, kind: qnet.kind, issuer: qnet.issuer, list: 'qnet', sources: [qnet.source], unconfirmed: [] });
  }
  for (const entry of other.entries) {
    known(entry.sources, `${REFERENCE_LISTS.otherBodies} ${entry.name}`);
    add({ ...entry, kind: other.kind, list: 'otherBodies', unconfirmed: [] });
  }
  for (const entry of professional.entries) {
    known(entry.sources, `${REFERENCE_LISTS.professional} ${entry.name}`);
    add({ ...entry, kind: professional.kind, list: 'professional' });
  }
  for (const entry of privateList.entries) {
    known(entry.sources, `${REFERENCE_LISTS.private} ${entry.name}`);
    add({ ...entry, kind: privateList.kind, list: 'private' });
  }

  const changes = new Map<string, CertificateChange>();
  for (const change of changesFile.entries) {
    known(change.sources, `certificate-changes.json ${change.old}`);
    if (entries.has(change.old)) problems.push(`certificate-changes.json: "${change.old}" is old but still on a list`);
    for (const now of change.now) {
      if (!entries.has(now)) problems.push(`certificate-changes.json: "${change.old}" became "${now}", on no list`);
    }
    changes.set(change.old, change);
  }
  const majors = new Map<string, MajorEntry>();
  for (const major of majorsFile.entries) {
    known(major.sources, `majors.json ${major.name}`);
    if (major.sources.length === 0 && !major.unconfirmed) {
      problems.push(`majors.json ${major.name}: no source and not marked unconfirmed`);
    }
    majors.set(major.name, major);
  }
  if (problems.length > 0)
    throw new Error(`reference lists in ${dir} do not hold together:\n  ${problems.join('\n  ')}`);
  return { entries, changes, majors, sources, qnet: { count: qnet.count, names: qnetNames, takenOn: qnet.takenOn } };
}

const LIST_OF_KIND: Record<CertificateKind, string> = {
  국가기술자격: `the Q-Net list (${REFERENCE_LISTS.qnet}) nor among the other bodies' (${REFERENCE_LISTS.otherBodies})`,
  국가전문자격: `the 국가전문자격 list (${REFERENCE_LISTS.professional})`,
  공인민간자격: `the 공인민간자격 list (${REFERENCE_LISTS.private})`,
};

/** How an old name changed, in words, e.g. "renamed in 2023 to 피복아크용접기능사". */
function describeChange(change: CertificateChange): string {
  const when = change.year ? ` in ${change.year}` : '';
  const to = change.now.join(' and ');
  switch (change.status) {
    case 'renamed':
      return `renamed${when} to ${to}`;
    case 'split':
      return `split${when} into ${to}`;
    case 'abolished':
      return `abolished${when}`;
    case 'never-existed':
      return `no such qualification; the listed one is ${to}`;
    case 'spelling':
      return `spelled ${to} on the list`;
  }
}

/** What is wrong with the certificate list against the reference lists (empty when nothing is). */
export function checkCertificatesAgainstReference(
  certificates: readonly Certificate[],
  reference: CertificateReference,
): string[] {
  const problems: string[] = [];
  for (const certificate of certificates) {
    const entry = reference.entries.get(certificate.name);
    if (!entry) {
      const change = reference.changes.get(certificate.name);
      problems.push(
        change
          ? `${certificate.name}: ${describeChange(change)} (certificate-changes.json)`
          : `${certificate.name}: ${certificate.kind} not on ${LIST_OF_KIND[certificate.kind]}`,
      );
      continue;
    }
    if (entry.kind !== certificate.kind) {
      problems.push(
        `${certificate.name}: kind is ${certificate.kind}, ${REFERENCE_LISTS[entry.list]} says ${entry.kind}`,
      );
    }
    if (entry.issuer !== certificate.issuer) {
      problems.push(
        `${certificate.name}: issuer is "${certificate.issuer}", ${REFERENCE_LISTS[entry.list]} says "${entry.issuer}"`,
      );
    }
  }
  return problems;
}

function collectNames(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectNames(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'name' && typeof inner === 'string') into.push(inner);
      else collectNames(inner, into);
    }
  }
}

/** Every certificate name one job's facts give under `certificates`, in any nesting (groups, "one of"). */
export function certificateNamesOfJob(facts: unknown): string[] {
  const names: string[] = [];
  if (facts !== null && typeof facts === 'object' && 'certificates' in facts) collectNames(facts.certificates, names);
  return names;
}

/** Jobs naming a certificate that is not in the certificate list, as "job: name" lines. */
export function checkJobsNameListedCertificates(
  jobs: Readonly<Record<string, unknown>>,
  certificates: readonly Certificate[],
): string[] {
  const listed = new Set(certificates.map((certificate) => certificate.name));
  const problems: string[] = [];
  for (const [job, facts] of Object.entries(jobs)) {
    for (const name of certificateNamesOfJob(facts)) {
      if (!listed.has(name)) problems.push(`${job}: names "${name}", which is not in certificates.json`);
    }
  }
  return problems;
}
