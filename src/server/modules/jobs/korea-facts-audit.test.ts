import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_DIR } from '../../lib/app-root';
import { KOREA_FACTS_FILE, koreaFactsFileSchema } from './korea-facts-file';

/**
 * The independent audits of the jobs' Korean facts (issue 29: 116 jobs on 2026-11-28; the other
 * 134 on 2026-11-29), committed beside the data in content/jobs/audit/. A correction lives in
 * korea-facts.fixes.json and reaches korea-facts.json only through merge-korea-facts.ts, so a
 * later regeneration could undo it without anyone noticing: these tests hold the generated file to
 * every corrected value the audits record, and hold the audits to their promised coverage.
 */

const AUDIT_FILE = path.join(CONTENT_DIR, 'jobs/audit/jobs-2026-11-28.json');
const SECOND_AUDIT_FILE = path.join(CONTENT_DIR, 'jobs/audit/jobs-2026-11-29.json');
const SOURCE_FILE = path.join(CONTENT_DIR, 'jobs/jobs.source.json');

/** The catalog's numbers 202–242 (1-based, jobs.source.json order): every job added since 2026-11-25. */
const NEW_JOBS_FIRST = 202;
const NEW_JOBS_LAST = 242;

/** An audit file: the day it was checked, and each job it checked, with sources read that day. */
const auditFileSchema = (checked: string) =>
  z.object({
    checked: z.literal(checked),
    jobs: z.array(
      z.object({
        number: z.number().int(),
        name: z.string().min(1),
        industry: z.string().min(1),
        fieldsChecked: z.array(z.string()).min(1),
        verdict: z.enum(['correct', 'completed', 'corrected', 'recorded', 'uncertain']),
        finding: z.string().min(1),
        needsModel: z.string().nullable(),
        changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
        sources: z.array(
          z.object({ id: z.string(), where: z.string().min(1), says: z.string(), checked: z.literal(checked) }),
        ),
      }),
    ),
  });
type AuditedJob = z.infer<ReturnType<typeof auditFileSchema>>['jobs'][number];
const readAudit = (file: string, checked: string) =>
  auditFileSchema(checked).parse(JSON.parse(readFileSync(file, 'utf8')));

const audit = readAudit(AUDIT_FILE, '2026-11-28');
const secondAudit = readAudit(SECOND_AUDIT_FILE, '2026-11-29');
const facts = koreaFactsFileSchema.parse(JSON.parse(readFileSync(KOREA_FACTS_FILE, 'utf8')));
const catalogNames = z
  .array(z.object({ name: z.string() }))
  .parse(JSON.parse(readFileSync(SOURCE_FILE, 'utf8')))
  .map((job) => job.name);

/** The value at a dotted path such as "wayIn.summary" in one job's facts. */
function valueAt(job: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], job);
}

/** Each recorded change's value is the generated file's, and differs from what it replaced. */
function expectCorrectionsKept(changed: readonly AuditedJob[]) {
  for (const job of changed) {
    for (const change of job.changes) {
      expect(valueAt(facts.jobs[job.name], change.field), `${job.name} ${change.field}`).toEqual(change.after);
      expect(change.after, `${job.name} ${change.field}`).not.toEqual(change.before);
    }
  }
}

describe('content/jobs/audit/jobs-2026-11-28.json', () => {
  it('covers at least 80 catalog jobs, each once, under its catalog number', () => {
    const names = audit.jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(80);
    for (const job of audit.jobs) expect(catalogNames[job.number - 1]).toBe(job.name);
  });

  it('covers every job added since 2026-11-25 (catalog numbers 202–242)', () => {
    const newJobs = catalogNames.slice(NEW_JOBS_FIRST - 1, NEW_JOBS_LAST);
    expect(newJobs).toHaveLength(41);
    const audited = new Set(audit.jobs.map((job) => job.name));
    expect(newJobs.filter((name) => !audited.has(name))).toEqual([]);
  });

  it('names a source checked on the audit date for every job it found wrong or unsure', () => {
    for (const job of audit.jobs) {
      if (job.verdict !== 'correct') expect(job.sources.length, job.name).toBeGreaterThan(0);
      for (const source of job.sources) expect(source.checked, job.name).toBe('2026-11-28');
      if (job.verdict === 'corrected' || job.verdict === 'completed') {
        expect(job.changes.length, job.name).toBeGreaterThan(0);
      }
    }
  });

  it('every correction it records is still in the generated korea-facts.json', () => {
    const changed = audit.jobs.filter((job) => job.changes.length > 0);
    expect(changed.map((job) => job.name).sort()).toEqual([
      '동물보건사',
      '물리치료사',
      '미용사',
      '방사선사',
      '법무사',
      '영양사',
      '임상병리사',
      '작업치료사',
      '지게차 운전원',
      '치과기공사',
      '치과위생사',
    ]);
    expectCorrectionsKept(changed);
  });
});

describe('content/jobs/audit/jobs-2026-11-29.json', () => {
  it('covers every catalog job the first audit did not, each once, under its catalog number', () => {
    const names = secondAudit.jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of secondAudit.jobs) expect(catalogNames[job.number - 1]).toBe(job.name);
    const first = new Set(audit.jobs.map((job) => job.name));
    expect(names.filter((name) => first.has(name))).toEqual([]);
    const audited = new Set([...first, ...names]);
    expect(catalogNames.filter((name) => !audited.has(name))).toEqual([]);
  });

  it('names a source for every job it found wrong, incomplete or unsure, and a change for each fix', () => {
    for (const job of secondAudit.jobs) {
      if (job.verdict !== 'correct') expect(job.sources.length, job.name).toBeGreaterThan(0);
      if (job.verdict === 'corrected' || job.verdict === 'completed') {
        expect(job.changes.length, job.name).toBeGreaterThan(0);
      }
      if (job.verdict === 'correct' || job.verdict === 'uncertain') expect(job.changes, job.name).toEqual([]);
    }
  });

  it('every correction it records is still in the generated korea-facts.json, and its job cites a source of that day', () => {
    const changed = secondAudit.jobs.filter((job) => job.changes.length > 0);
    expect(changed.map((job) => job.name).sort()).toEqual([
      '가족상담사',
      '간호사',
      '건설 현장 관리자',
      '건축 목수',
      '네일 아티스트',
      '메이크업 아티스트',
      '미술치료사',
      '바리스타',
      '바버',
      '변호사',
      '사서',
      '원자력 엔지니어',
      '의료사회복지사',
      '특수교사',
      '펀드매니저',
      '피부관리사',
      '학원 강사',
      '항공 교통 관제사',
      '항공기 조종사',
      '행정 공무원',
    ]);
    expectCorrectionsKept(changed);
    for (const job of changed) expect(facts.jobs[job.name]?.sources?.length ?? 0, job.name).toBeGreaterThan(0);
  });
});
