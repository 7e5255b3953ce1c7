import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeKoreaFacts } from './merge-korea-facts';

const facts = (certificates: Array<{ name: string; required: boolean; basis?: string }>, majors = true) => ({
  majors: majors ? [{ field: '의약계열', names: ['간호학과'] }] : [],
  anyMajor: false,
  education: '대졸',
  certificates,
  wayIn: { summary: '간호학과를 졸업하고 국가시험에 합격해요.', exams: [], training: '', firstRoles: [] },
  searchWords: ['병원'],
});
const NURSE_LICENCE = { name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격' };
const NURSE_BASIS = '의료법 제7조(간호사 면허) · 제27조(무면허 의료행위 금지)';
const LEGAL_BASES = {
  bases: {
    '간호사 면허': { basis: NURSE_BASIS, law: '의료법', checked: '2026-11-28' },
    '약사 면허': { basis: '약사법 제3조(약사 면허)', law: '약사법', checked: '2026-11-28' },
  },
};
const MEDICAL_ACT = {
  title: '의료법 (국가법령정보센터)',
  checked: '2026-11-28',
  url: 'https://www.law.go.kr/법령/의료법',
};

let root: string;
let drafts: string;
let content: string;
const write = (dir: string, file: string, value: unknown) =>
  writeFileSync(path.join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
const read = (file: string) => JSON.parse(readFileSync(path.join(content, file), 'utf8'));
const merge = (dropConflicts = false, keepExisting = false) =>
  mergeKoreaFacts({ draftsDir: drafts, contentDir: content, dropConflicts, includeUnfinished: false, keepExisting });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'korea-facts-'));
  drafts = path.join(root, 'drafts');
  content = path.join(root, 'content');
  for (const dir of [drafts, content]) mkdirSync(dir);
  write(content, 'jobs.source.json', [{ name: '간호사' }, { name: '의사' }, { name: '약사' }]);
  write(content, 'legal-bases.json', LEGAL_BASES);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('merge-korea-facts', () => {
  it('merges finished parts, dedupes certificates by name and names the jobs still missing', () => {
    write(drafts, 'facts-part-1.json', {
      jobs: { 간호사: facts([{ name: '간호사 면허', required: true }]) },
      certificates: [NURSE_LICENCE],
    });
    write(drafts, 'facts-part-1.done', '');
    write(drafts, 'facts-part-2.json', { jobs: { 의사: facts([]) }, certificates: [NURSE_LICENCE] });
    write(drafts, 'facts-part-2.done', '');
    // Part 3 is still being written: no .done marker, so it is not merged.
    write(drafts, 'facts-part-3.json', { jobs: { 약사: facts([]) }, certificates: [] });

    const { ok, report } = merge();
    expect(ok).toBe(true);
    expect(report).toContain('part 3: not merged (no .done marker yet)');
    expect(read('certificates.json')).toEqual({ certificates: [NURSE_LICENCE] });
    const merged = read('korea-facts.json');
    expect(Object.keys(merged.jobs)).toEqual(['간호사', '의사']);
    expect(merged.missing).toEqual(['약사']);
    expect(merged.attribution).toBe('진로의 시간 팀 정리 (2026년 11월 기준)');
  });

  it('reports a certificate named alike with another issuer or kind, and writes nothing', () => {
    write(drafts, 'facts-part-1.json', { jobs: {}, certificates: [NURSE_LICENCE] });
    write(drafts, 'facts-part-1.done', '');
    write(drafts, 'facts-part-2.json', { jobs: {}, certificates: [{ ...NURSE_LICENCE, kind: '국가기술자격' }] });
    write(drafts, 'facts-part-2.done', '');

    const { ok, report } = merge();
    expect(ok).toBe(false);
    expect(report[0]).toContain('간호사 면허: 보건복지부 / 국가전문자격 vs 보건복지부 / 국가기술자격');
    expect(() => read('korea-facts.json')).toThrow();

    expect(merge(true).ok).toBe(true);
    expect(read('certificates.json')).toEqual({ certificates: [] });
  });

  it('drops what it cannot trust: unknown jobs, entries off the format, no majors; unlisted certificates are left out', () => {
    write(drafts, 'facts-part-1.json', {
      jobs: {
        간호사: facts([{ name: '간호 마스터', required: false }]),
        의사: facts([], false),
        약사: { majors: 'many' },
        우주해적: facts([]),
      },
      certificates: [],
    });
    write(drafts, 'facts-part-1.done', '');

    const { ok, report } = merge();
    expect(ok).toBe(true);
    const merged = read('korea-facts.json');
    expect(Object.keys(merged.jobs)).toEqual(['간호사']);
    expect(merged.jobs.간호사.certificates).toEqual([]);
    expect(merged.missing).toEqual(['의사', '약사']);
    expect(report.join('\n')).toMatch(/우주해적" dropped, no such job/);
    expect(report.join('\n')).toMatch(/의사: dropped \(의사: no majors and not 전공 무관\)/);
    expect(report.join('\n')).toMatch(/약사 dropped, does not fit the format/);
    expect(report.join('\n')).toMatch(/간호사: certificate "간호 마스터" left out/);
  });

  it('with --keep-existing keeps the committed jobs and certificates when the drafts are gone, and adds whole entries from the fixes', () => {
    write(drafts, 'facts-part-1.json', {
      jobs: { 간호사: facts([{ name: '간호사 면허', required: true }]) },
      certificates: [NURSE_LICENCE],
    });
    write(drafts, 'facts-part-1.done', '');
    expect(merge().ok).toBe(true);
    rmSync(drafts, { recursive: true });
    const PHARMACIST_LICENCE = { name: '약사 면허', issuer: '보건복지부', kind: '국가전문자격' };
    write(content, 'korea-facts.fixes.json', {
      jobs: { 약사: facts([{ name: '약사 면허', required: true }]) },
      certificates: [PHARMACIST_LICENCE],
    });

    // A plain run without the drafts leaves the drafted job out: the reason for --keep-existing.
    const { ok, report } = merge(false, true);
    expect(ok).toBe(true);
    expect(report).toContain('kept the committed 1 jobs and 1 certificates as the base');
    const merged = read('korea-facts.json');
    expect(Object.keys(merged.jobs)).toEqual(['간호사', '약사']);
    expect(merged.jobs.간호사.certificates).toEqual([{ name: '간호사 면허', required: true, basis: NURSE_BASIS }]);
    expect(merged.jobs.간호사.sources).toEqual([MEDICAL_ACT]);
    expect(merged.missing).toEqual(['의사']);
    expect(read('certificates.json')).toEqual({ certificates: [NURSE_LICENCE, PHARMACIST_LICENCE] });

    // Run again, the output is the same: it is made from the committed files alone.
    const before = readFileSync(path.join(content, 'korea-facts.json'), 'utf8');
    expect(merge(false, true).ok).toBe(true);
    expect(readFileSync(path.join(content, 'korea-facts.json'), 'utf8')).toBe(before);

    expect(merge().ok).toBe(true);
    expect(Object.keys(read('korea-facts.json').jobs)).toEqual(['약사']);
  });

  it('with --keep-existing a merged part replaces a committed job and certificate without a conflict', () => {
    write(content, 'korea-facts.json', {
      attribution: '진로의 시간 팀 정리 (2026년 11월 기준)',
      jobs: { 간호사: facts([{ name: '간호사 면허', required: true }]) },
      missing: ['의사', '약사'],
    });
    write(content, 'certificates.json', { certificates: [{ ...NURSE_LICENCE, issuer: '옛 기관' }] });
    const corrected = { ...facts([{ name: '간호사 면허', required: true }]), education: '전문대졸' };
    write(drafts, 'facts-part-1.json', { jobs: { 간호사: corrected }, certificates: [NURSE_LICENCE] });
    write(drafts, 'facts-part-1.done', '');

    expect(merge(false, true).ok).toBe(true);
    expect(read('korea-facts.json').jobs.간호사.education).toBe('전문대졸');
    expect(read('certificates.json')).toEqual({ certificates: [NURSE_LICENCE] });
  });

  it('with --keep-existing a withdrawn certificate leaves the list and every job that named it', () => {
    write(content, 'korea-facts.json', {
      attribution: '진로의 시간 팀 정리 (2026년 11월 기준)',
      jobs: {
        간호사: facts([
          { name: '간호사 면허', required: true },
          { name: '용접기능사', required: false },
        ]),
      },
      missing: ['의사', '약사'],
    });
    const WELDING = { name: '용접기능사', issuer: '한국산업인력공단', kind: '국가기술자격' };
    write(content, 'certificates.json', { certificates: [NURSE_LICENCE, WELDING] });
    write(content, 'korea-facts.fixes.json', { withdrawn: { 용접기능사: '2023년 피복아크용접기능사로 바뀌었어요' } });

    const { ok, report } = merge(false, true);
    expect(ok).toBe(true);
    expect(report).toContain('certificate "용접기능사" withdrawn: 2023년 피복아크용접기능사로 바뀌었어요');
    expect(report).toContain('간호사: certificate "용접기능사" left out, it is not in any part\'s certificate list');
    expect(read('certificates.json')).toEqual({ certificates: [NURSE_LICENCE] });
    expect(read('korea-facts.json').jobs.간호사.certificates).toEqual([
      { name: '간호사 면허', required: true, basis: NURSE_BASIS },
    ]);
  });

  it('with --keep-existing the renames apply to the committed list and jobs', () => {
    write(content, 'korea-facts.json', {
      attribution: '진로의 시간 팀 정리 (2026년 11월 기준)',
      jobs: { 간호사: facts([{ name: '식품기사', required: false }]) },
      missing: ['의사', '약사'],
    });
    write(content, 'certificates.json', {
      certificates: [{ name: '식품기사', issuer: '한국산업인력공단', kind: '국가기술자격' }],
    });
    write(content, 'korea-facts.fixes.json', { renames: { 식품기사: '식품안전기사' } });

    expect(merge(false, true).ok).toBe(true);
    expect(read('certificates.json')).toEqual({
      certificates: [{ name: '식품안전기사', issuer: '한국산업인력공단', kind: '국가기술자격' }],
    });
    expect(read('korea-facts.json').jobs.간호사.certificates).toEqual([{ name: '식품안전기사', required: false }]);
  });

  it('gives a 필수 its certificate’s legal basis and lists the law among the job’s sources; a 필수 without one drops the job', () => {
    write(drafts, 'facts-part-1.json', {
      jobs: {
        간호사: {
          ...facts([{ name: '간호사 면허', required: true }]),
          sources: [{ title: '한국보건의료인국가시험원 간호사 시험 안내', checked: '2026-11-28' }],
        },
        의사: facts([{ name: '의사 면허', required: true }]),
        약사: facts([{ name: '약사 면허', required: true, basis: '약사법 제23조(의약품 조제)' }]),
      },
      certificates: [
        NURSE_LICENCE,
        { name: '의사 면허', issuer: '보건복지부', kind: '국가전문자격' },
        { name: '약사 면허', issuer: '보건복지부', kind: '국가전문자격' },
      ],
    });
    write(drafts, 'facts-part-1.done', '');

    const { ok, report } = merge();
    expect(ok).toBe(true);
    const merged = read('korea-facts.json');
    expect(merged.jobs.간호사.certificates).toEqual([{ name: '간호사 면허', required: true, basis: NURSE_BASIS }]);
    expect(merged.jobs.간호사.sources).toEqual([
      { title: '한국보건의료인국가시험원 간호사 시험 안내', checked: '2026-11-28' },
      MEDICAL_ACT,
    ]);
    // A job's own basis stays; the law of its certificate still joins the sources.
    expect(merged.jobs.약사.certificates[0].basis).toBe('약사법 제23조(의약품 조제)');
    expect(merged.missing).toEqual(['의사']);
    expect(report.join('\n')).toMatch(/의사: dropped \(의사: 필수 "의사 면허" has no legal basis\)/);
  });
});
