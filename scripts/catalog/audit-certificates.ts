/**
 * audit-certificates.ts — writes the certificate audit of 2026-11-28 from the data and the
 * reference lists, so it can be made again: every certificate in content/jobs/certificates.json
 * with its kind and issuer, the reference list entry that confirms it (and its sources), what no
 * stored source confirmed, what changed against the list before the audit
 * (content/jobs/audit/certificates-before-2026-11-28.json) and which jobs name it now.
 *
 * Usage: npx tsx scripts/catalog/audit-certificates.ts
 * Output: content/jobs/audit/certificates-2026-11-28.md and .json (deterministic, no timestamps)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  type Certificate,
  certificateSchema,
  certificatesFileSchema,
} from '../../src/server/modules/jobs/korea-facts-file';
import {
  type CertificateChange,
  certificateNamesOfJob,
  checkCertificatesAgainstReference,
  REFERENCE_LISTS,
  type ReferenceField,
  readCertificateReference,
} from './certificate-reference';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const JOBS_DIR = path.join(REPO_ROOT, 'content', 'jobs');
const AUDIT_DIR = path.join(JOBS_DIR, 'audit');
const AUDIT_DATE = '2026-11-28';

const beforeSchema = z.object({
  certificates: z.array(certificateSchema),
  jobsNaming: z.record(z.string(), z.array(z.string())),
});
const fixesSchema = z.object({
  renames: z.record(z.string(), z.string()).default({}),
  withdrawn: z.record(z.string(), z.string()).default({}),
});

const FIELD_LABEL: Record<ReferenceField, string> = {
  name: '이름',
  kind: '종류',
  ministry: '소관 부처',
  issuer: '시행·발급 기관',
  law: '근거 법',
};

/** 로 or 으로 after a word, by its last syllable (으로 after a final consonant other than ㄹ). */
function ro(word: string): string {
  const code = (word.at(-1) ?? '').charCodeAt(0) - 0xac00;
  const final = code >= 0 && code < 11172 ? code % 28 : 0;
  return final === 0 || final === 8 ? '로' : '으로';
}

/** How an old name changed, in Korean for the audit (the tests say it in English). */
function changeInKorean(change: CertificateChange): string {
  const when = change.year ? `${change.year}년 ` : '';
  const to = change.now.join('·');
  switch (change.status) {
    case 'renamed':
      return `${when}${to}${ro(to)} 이름이 바뀜`;
    case 'split':
      return `${when}${to}${ro(to)} 나뉨`;
    case 'abolished':
      return `${when}폐지됨`;
    case 'never-existed':
      return `그런 종목이 없음, 있는 것은 ${to}`;
    case 'spelling':
      return `큐넷 표기는 ${to}`;
  }
}

export interface AuditRow {
  name: string;
  kind: Certificate['kind'];
  issuer: string;
  list: string;
  sources: string[];
  ministry: string | null;
  law: string | null;
  unconfirmed: string[];
  note: string | null;
  changed: string[];
  jobs: string[];
}

export interface Audit {
  date: string;
  before: number;
  rows: AuditRow[];
  /** Jobs whose certificate names changed: what they named before the audit and now. */
  jobs: Array<{ job: string; before: string[]; now: string[] }>;
  withdrawn: Array<{ name: string; why: string; jobsBefore: string[] }>;
  problems: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Builds the audit from the committed files; `problems` is what the reference check still finds. */
export function buildAudit(): Audit {
  const reference = readCertificateReference();
  const { certificates } = certificatesFileSchema.parse(readJson(path.join(JOBS_DIR, 'certificates.json')));
  const facts = readJson(path.join(JOBS_DIR, 'korea-facts.json')) as { jobs: Record<string, unknown> };
  const before = beforeSchema.parse(readJson(path.join(AUDIT_DIR, `certificates-before-${AUDIT_DATE}.json`)));
  const fixes = fixesSchema.parse(readJson(path.join(JOBS_DIR, 'korea-facts.fixes.json')));

  const jobsNaming = new Map<string, string[]>();
  for (const [job, jobFacts] of Object.entries(facts.jobs)) {
    for (const name of new Set(certificateNamesOfJob(jobFacts)))
      jobsNaming.set(name, [...(jobsNaming.get(name) ?? []), job]);
  }
  const beforeByName = new Map(before.certificates.map((certificate) => [certificate.name, certificate]));
  const oldNamesOf = (name: string) =>
    Object.entries(fixes.renames)
      .filter(([old, now]) => now === name && beforeByName.has(old))
      .map(([old]) => old);

  const rows: AuditRow[] = certificates.map((certificate) => {
    const entry = reference.entries.get(certificate.name);
    const changed: string[] = [];
    const olds = oldNamesOf(certificate.name);
    for (const old of olds) {
      const change = reference.changes.get(old);
      changed.push(`이름: ${old} → ${certificate.name}${change ? ` (${changeInKorean(change)})` : ''}`);
    }
    const was = beforeByName.get(certificate.name) ?? (olds[0] ? beforeByName.get(olds[0]) : undefined);
    if (!was) changed.push('새로 넣음');
    else {
      if (was.kind !== certificate.kind) changed.push(`종류: ${was.kind} → ${certificate.kind}`);
      if (was.issuer !== certificate.issuer) changed.push(`발급 기관: ${was.issuer} → ${certificate.issuer}`);
    }
    const jobsNow = jobsNaming.get(certificate.name) ?? [];
    const jobsBefore = new Set([certificate.name, ...olds].flatMap((name) => before.jobsNaming[name] ?? []));
    const added = jobsNow.filter((job) => !jobsBefore.has(job));
    if (was && added.length > 0) changed.push(`붙인 직업: ${added.join(', ')}`);
    return {
      name: certificate.name,
      kind: certificate.kind,
      issuer: certificate.issuer,
      list: entry ? REFERENCE_LISTS[entry.list] : '(없음)',
      sources: entry?.sources ?? [],
      ministry: entry?.ministry ?? null,
      law: entry?.law ?? null,
      unconfirmed: entry ? entry.unconfirmed.map((field) => FIELD_LABEL[field]) : ['목록에 없음'],
      note: entry?.note ?? null,
      changed,
      jobs: jobsNow,
    };
  });
  const withdrawn = Object.entries(fixes.withdrawn).map(([name, why]) => ({
    name,
    why,
    jobsBefore: before.jobsNaming[name] ?? [],
  }));
  const namedBefore = new Map<string, string[]>();
  for (const [name, jobs] of Object.entries(before.jobsNaming)) {
    for (const job of jobs) namedBefore.set(job, [...(namedBefore.get(job) ?? []), name]);
  }
  const jobs = Object.entries(facts.jobs)
    .map(([job, jobFacts]) => ({ job, before: namedBefore.get(job) ?? [], now: certificateNamesOfJob(jobFacts) }))
    .filter((row) => [...row.before].sort().join() !== [...row.now].sort().join());
  return {
    date: AUDIT_DATE,
    before: before.certificates.length,
    rows,
    jobs,
    withdrawn,
    problems: checkCertificatesAgainstReference(certificates, reference),
  };
}

const cell = (value: string) => value.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The audit as Markdown (Korean, for the editor and the lead). */
export function renderAudit(audit: Audit): string {
  const { rows } = audit;
  const count = (predicate: (row: AuditRow) => boolean) => rows.filter(predicate).length;
  const byList = Object.values(REFERENCE_LISTS).map((file) => `${file} ${count((row) => row.list === file)}개`);
  const lines = [
    `# 자격증 감사 (${audit.date})`,
    '',
    '`npx tsx scripts/catalog/audit-certificates.ts`가 `content/jobs/certificates.json`, `korea-facts.json`,',
    '`korea-facts.fixes.json`, 감사 전 목록(`certificates-before-2026-11-28.json`)과 `content/reference/`의 기준 목록에서',
    '만든 표다. 손으로 고치지 않는다. 출처 id는 `content/reference/sources.json`에 있다.',
    '',
    '점검 방법: 지금 목록의 자격증마다 이름을 기준 목록에서 글자 그대로 찾고(국가기술자격은 큐넷 491개 종목 목록 또는',
    '다른 시행기관의 목록, 국가전문자격과 공인민간자격은 각 목록), 종류와 시행·발급 기관이 그 항목과 같은지 본다.',
    '기준 목록 항목을 확인해 준 자료와 확인되지 않은 것은 목록에 적힌 그대로 옮긴다. 감사 전 목록(223개)과 견주어 바뀐',
    '것을 적는다. 같은 점검을 `npm test`의 `scripts/catalog/certificate-reference.test.ts`가 늘 한다.',
    '',
    '## 요약',
    '',
    `- 점검한 자격증: **지금 목록의 ${rows.length}개 전부** (감사 전 ${audit.before}개에서 ${audit.withdrawn.length}개를 빼고 새 종목을 더함)`,
    `- 종류: 국가기술자격 ${count((row) => row.kind === '국가기술자격')}개, 국가전문자격 ${count((row) => row.kind === '국가전문자격')}개, 공인민간자격 ${count((row) => row.kind === '공인민간자격')}개`,
    `- 기준 목록: ${byList.join(', ')}`,
    `- 이름·종류·발급 기관이 기준 목록 항목과 맞지 않는 것: ${audit.problems.length}개${audit.problems.length > 0 ? ` — ${audit.problems.join('; ')}` : ''}`,
    `- 모든 항목이 저장 자료로 확인된 것: ${count((row) => row.unconfirmed.length === 0)}개, 일부가 확인되지 않은 것: ${count((row) => row.unconfirmed.length > 0)}개`,
    `- 이번에 바뀐 것: 자격증 ${count((row) => row.changed.length > 0)}개 (아래 표의 '바뀐 것'), 목록에서 뺀 것 ${audit.withdrawn.length}개, 자격증이 바뀐 직업 ${audit.jobs.length}개`,
    '',
    '## 목록에서 뺀 자격증',
    '',
    '| 자격증 | 까닭 | 감사 전에 대던 직업 |',
    '|---|---|---|',
    ...audit.withdrawn.map(
      (item) => `| ${cell(item.name)} | ${cell(item.why)} | ${cell(item.jobsBefore.join(', '))} |`,
    ),
    '',
    '## 바뀐 자격증',
    '',
    '| 자격증 | 종류 | 발급 기관 | 바뀐 것 | 지금 대는 직업 |',
    '|---|---|---|---|---|',
    ...rows
      .filter((row) => row.changed.length > 0)
      .map(
        (row) =>
          `| ${cell(row.name)} | ${row.kind} | ${cell(row.issuer)} | ${cell(row.changed.join('; '))} | ${cell(row.jobs.join(', '))} |`,
      ),
    '',
    '## 자격증이 바뀐 직업',
    '',
    '| 직업 | 감사 전 | 지금 |',
    '|---|---|---|',
    ...audit.jobs.map(
      (row) => `| ${cell(row.job)} | ${cell(row.before.join(', ') || '—')} | ${cell(row.now.join(', ') || '—')} |`,
    ),
    '',
    '## 확인되지 않은 사실과 까닭',
    '',
    '저장된 자료(`sources.json`)로 확인하지 못한 항목이다. 팀이 적은 그대로 두었고 틀렸다는 뜻은 아니다.',
    '국가기술자격의 이름·시행기관은 모두 기준 목록으로 확인했다.',
    '',
    '| 자격증 | 확인되지 않은 것 | 소관 부처 / 근거 법(적은 그대로) | 참고 |',
    '|---|---|---|---|',
    ...rows
      .filter((row) => row.unconfirmed.length > 0)
      .map(
        (row) =>
          `| ${cell(row.name)} | ${cell(row.unconfirmed.join(', '))} | ${cell([row.ministry, row.law].filter(Boolean).join(' / '))} | ${cell(row.note ?? '')} |`,
      ),
    '',
    '## 전체 표',
    '',
    '| # | 자격증 | 종류 | 시행·발급 기관 | 기준 목록 | 출처 | 확인되지 않은 것 | 바뀐 것 | 대는 직업 수 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row, index) =>
        `| ${index + 1} | ${cell(row.name)} | ${row.kind} | ${cell(row.issuer)} | ${row.list} | ${row.sources.join(', ')} | ${cell(row.unconfirmed.join(', ') || '—')} | ${cell(row.changed.join('; ') || '—')} | ${row.jobs.length} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const audit = buildAudit();
  writeFileSync(path.join(AUDIT_DIR, `certificates-${AUDIT_DATE}.md`), renderAudit(audit));
  writeFileSync(path.join(AUDIT_DIR, `certificates-${AUDIT_DATE}.json`), `${JSON.stringify(audit, null, 2)}\n`);
  process.stdout.write(
    `Audited ${audit.rows.length} certificates, ${audit.withdrawn.length} withdrawn, ${audit.problems.length} problems.\n`,
  );
  process.exitCode = audit.problems.length > 0 ? 1 : 0;
}
