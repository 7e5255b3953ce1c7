import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from './catalog';
import { readCatalogFile } from './catalog-file';
import { FIXTURE_CERTIFICATES, fixtureKoreaFacts } from './korea-facts.fixture';
import {
  CERTIFICATES_FILE,
  certificatesFileSchema,
  checkKoreaFacts,
  KOREA_FACTS_ATTRIBUTION,
  KOREA_FACTS_FILE,
  koreaFactsFileSchema,
  readKoreaFacts,
} from './korea-facts-file';

const FIXTURE_NAMES = ['소프트웨어 개발자', '간호사', '영상 크리에이터', '응급구조사', '관광 가이드'];

describe('checkKoreaFacts', () => {
  it('accepts facts that name listed certificates and give majors (or 전공 무관) and a way in', () => {
    expect(checkKoreaFacts(FIXTURE_NAMES, fixtureKoreaFacts(), FIXTURE_CERTIFICATES)).toEqual([]);
  });

  it('fails when a job names a certificate that is not in the list', () => {
    const facts = fixtureKoreaFacts();
    facts.jobs.간호사?.certificates.push({ name: '간호 마스터', required: false });
    expect(checkKoreaFacts(FIXTURE_NAMES, facts, FIXTURE_CERTIFICATES)).toEqual([
      '간호사: certificate "간호 마스터" is not in the certificate list',
    ]);
  });

  it('fails when a job has no majors and is not 전공 무관', () => {
    const facts = fixtureKoreaFacts();
    const job = facts.jobs['영상 크리에이터'];
    if (job) job.anyMajor = false;
    expect(checkKoreaFacts(FIXTURE_NAMES, facts, FIXTURE_CERTIFICATES)).toEqual([
      '영상 크리에이터: no majors and not 전공 무관',
    ]);
  });

  it('fails when a job has no way in', () => {
    const facts = fixtureKoreaFacts();
    const job = facts.jobs.간호사;
    if (job) job.wayIn.summary = '';
    expect(checkKoreaFacts(FIXTURE_NAMES, facts, FIXTURE_CERTIFICATES)).toEqual([
      '간호사: no way in (wayIn.summary is empty)',
    ]);
  });

  it('fails when a 필수 names no legal basis', () => {
    const facts = fixtureKoreaFacts();
    const licence = facts.jobs.간호사?.certificates[0];
    if (licence) delete licence.basis;
    expect(checkKoreaFacts(FIXTURE_NAMES, facts, FIXTURE_CERTIFICATES)).toEqual([
      '간호사: 필수 "간호사 면허" has no legal basis',
    ]);
  });

  it('fails when a "one of" group has one certificate, or mixes conditions', () => {
    const alone = fixtureKoreaFacts();
    alone.jobs.응급구조사?.certificates.pop();
    expect(checkKoreaFacts(FIXTURE_NAMES, alone, FIXTURE_CERTIFICATES)).toEqual([
      '응급구조사: "응급구조사 자격" (1급 응급구조사) has nothing to choose from',
    ]);
    const mixed = fixtureKoreaFacts();
    const second = mixed.jobs.응급구조사?.certificates[1];
    if (second) second.condition = '구급차에 탈 때';
    expect(checkKoreaFacts(FIXTURE_NAMES, mixed, FIXTURE_CERTIFICATES)).toEqual([
      '응급구조사: "응급구조사 자격" mixes certificates with another requirement, condition or basis',
    ]);
  });

  it('fails when a catalog job is missing from the facts without being declared missing', () => {
    const names = [...FIXTURE_NAMES, '웹 개발자'];
    expect(checkKoreaFacts(names, fixtureKoreaFacts(), FIXTURE_CERTIFICATES)).toEqual([
      '웹 개발자: no facts (and not declared missing)',
    ]);
    const declared = { ...fixtureKoreaFacts(), missing: ['웹 개발자'] };
    expect(checkKoreaFacts(names, declared, FIXTURE_CERTIFICATES)).toEqual([]);
  });

  it('fails on facts for a job the catalog lacks, and on a certificate listed twice', () => {
    const problems = checkKoreaFacts(['간호사', '영상 크리에이터', '응급구조사', '관광 가이드'], fixtureKoreaFacts(), [
      ...FIXTURE_CERTIFICATES,
      { name: '정보처리기사', issuer: '한국산업인력공단', kind: '국가기술자격' },
    ]);
    expect(problems).toEqual([
      'certificate listed twice: 정보처리기사',
      '소프트웨어 개발자: has facts but is not in the catalog',
    ]);
  });
});

describe('content/jobs/korea-facts.json and certificates.json', () => {
  const catalogNames = readCatalogFile(CATALOG_FILE).jobs.map((job) => job.name);
  const { facts, certificates } = readKoreaFacts(catalogNames);

  it('fit their schemas, the catalog and the certificate list', () => {
    expect(koreaFactsFileSchema.parse(facts)).toEqual(facts);
    expect(certificatesFileSchema.parse({ certificates })).toEqual({ certificates });
    expect(checkKoreaFacts(catalogNames, facts, certificates)).toEqual([]);
    expect(facts.attribution).toBe(KOREA_FACTS_ATTRIBUTION);
    expect(KOREA_FACTS_FILE).toMatch(/korea-facts\.json$/);
    expect(CERTIFICATES_FILE).toMatch(/certificates\.json$/);
  });

  // Honest about the gap: the jobs the writers have not covered yet are named in `missing`.
  it(`cover every catalog job except the ${facts.missing.length} declared missing`, () => {
    const covered = catalogNames.filter((name) => Object.hasOwn(facts.jobs, name));
    expect(covered.length + facts.missing.length).toBe(catalogNames.length);
    expect(new Set(facts.missing)).toEqual(new Set(catalogNames.filter((name) => !Object.hasOwn(facts.jobs, name))));
  });

  it('give every 필수 its legal basis: a law and article, or the ministry’s rule', () => {
    const required = Object.entries(facts.jobs).flatMap(([name, job]) =>
      job.certificates.filter((certificate) => certificate.required).map((certificate) => ({ name, certificate })),
    );
    expect(required.length).toBeGreaterThan(50);
    for (const { name, certificate } of required) {
      // The law (법, 법률) or rule (시행령, 시행규칙, 임용령) and where in it: an article, an annex, or the 응시자격 of a ministry's 채용.
      expect(certificate.basis, `${name}: ${certificate.name}`).toMatch(/법|령|규칙/);
      expect(certificate.basis, `${name}: ${certificate.name}`).toMatch(/제\d+조|별표|응시자격/);
    }
  });

  it('date every source a job names, and list the law of each 필수 among them', () => {
    for (const [name, job] of Object.entries(facts.jobs)) {
      for (const source of job.sources)
        expect(source.checked, `${name}: ${source.title}`).toMatch(/^20\d\d-\d\d-\d\d$/);
      const titles = job.sources.map((source) => source.title).join(' | ');
      for (const certificate of job.certificates.filter((ref) => ref.required && /법 제\d+조/.test(ref.basis ?? ''))) {
        const law = certificate.basis?.match(/^(\S.*?법률?)(?: 시행규칙)? 제\d+조/)?.[1] ?? '';
        expect(titles, `${name}: ${certificate.name}`).toContain(law);
      }
    }
  });
});
