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

  it('fails when a catalog job is missing from the facts without being declared missing', () => {
    const names = [...FIXTURE_NAMES, '웹 개발자'];
    expect(checkKoreaFacts(names, fixtureKoreaFacts(), FIXTURE_CERTIFICATES)).toEqual([
      '웹 개발자: no facts (and not declared missing)',
    ]);
    const declared = { ...fixtureKoreaFacts(), missing: ['웹 개발자'] };
    expect(checkKoreaFacts(names, declared, FIXTURE_CERTIFICATES)).toEqual([]);
  });

  it('fails on facts for a job the catalog lacks, and on a certificate listed twice', () => {
    const problems = checkKoreaFacts(['간호사', '영상 크리에이터'], fixtureKoreaFacts(), [
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
});
