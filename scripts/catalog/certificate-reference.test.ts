import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../src/server/modules/jobs/catalog';
import { readCatalogFile } from '../../src/server/modules/jobs/catalog-file';
import { CERTIFICATES_FILE, KOREA_FACTS_FILE } from '../../src/server/modules/jobs/korea-facts-file';
import {
  certificateNamesOfJob,
  checkCertificatesAgainstReference,
  checkJobsNameListedCertificates,
  readCertificateReference,
} from './certificate-reference';

const reference = readCertificateReference();
const HRDK = '한국산업인력공단';

describe('checkCertificatesAgainstReference', () => {
  it('passes names exactly as Q-Net spells them, with their issuer and kind', () => {
    expect(
      checkCertificatesAgainstReference(
        [
          { name: '피복아크용접기능사', issuer: HRDK, kind: '국가기술자격' },
          { name: '원자력기사', issuer: '한국원자력안전기술원', kind: '국가기술자격' },
          { name: '호텔서비스사', issuer: '문화체육관광부 (시험 시행: 한국산업인력공단)', kind: '국가전문자격' },
        ],
        reference,
      ),
    ).toEqual([]);
  });

  // The guard can fail: a stale name planted in a certificate list is reported with its new name.
  it('reports a stale name planted in the list, and what it became', () => {
    expect(
      checkCertificatesAgainstReference(
        [
          { name: '용접기능사', issuer: HRDK, kind: '국가기술자격' },
          { name: '특수용접기능사', issuer: HRDK, kind: '국가기술자격' },
          { name: '메카트로닉스기사', issuer: HRDK, kind: '국가기술자격' },
          { name: '직업상담사 2급', issuer: HRDK, kind: '국가기술자격' },
        ],
        reference,
      ),
    ).toEqual([
      '용접기능사: renamed in 2023 to 피복아크용접기능사 (certificate-changes.json)',
      '특수용접기능사: split in 2023 into 가스텅스텐아크용접기능사 and 이산화탄소가스아크용접기능사 (certificate-changes.json)',
      '메카트로닉스기사: abolished (certificate-changes.json)',
      '직업상담사 2급: spelled 직업상담사2급 on the list (certificate-changes.json)',
    ]);
  });

  it('reports a name on no list, another issuer and another kind than the list entry', () => {
    expect(
      checkCertificatesAgainstReference(
        [
          { name: '양자용접기능사', issuer: HRDK, kind: '국가기술자격' },
          { name: '원자력기사', issuer: HRDK, kind: '국가기술자격' },
          { name: '호텔서비스사', issuer: '문화체육관광부 (시험 시행: 한국산업인력공단)', kind: '국가기술자격' },
          { name: '간호 마스터', issuer: '보건복지부', kind: '국가전문자격' },
        ],
        reference,
      ),
    ).toEqual([
      "양자용접기능사: 국가기술자격 not on the Q-Net list (national-technical-qnet.json) nor among the other bodies' (national-technical-other-bodies.json)",
      '원자력기사: issuer is "한국산업인력공단", national-technical-other-bodies.json says "한국원자력안전기술원"',
      '호텔서비스사: kind is 국가기술자격, national-professional.json says 국가전문자격',
      '간호 마스터: 국가전문자격 not on the 국가전문자격 list (national-professional.json)',
    ]);
  });
});

describe('checkJobsNameListedCertificates', () => {
  const listed = [{ name: '피복아크용접기능사', issuer: HRDK, kind: '국가기술자격' as const }];

  it('finds certificate names in a plain list and in "one of" groups alike', () => {
    const jobs = {
      용접사: { certificates: [{ name: '피복아크용접기능사', required: false }] },
      응급구조사: { certificates: [{ oneOf: [{ name: '1급 응급구조사' }, { name: '2급 응급구조사' }] }] },
    };
    expect(certificateNamesOfJob(jobs.응급구조사)).toEqual(['1급 응급구조사', '2급 응급구조사']);
    expect(checkJobsNameListedCertificates(jobs, listed)).toEqual([
      '응급구조사: names "1급 응급구조사", which is not in certificates.json',
      '응급구조사: names "2급 응급구조사", which is not in certificates.json',
    ]);
  });
});

describe('content/reference lists', () => {
  it('hold the 491 종목 of the Q-Net list, each once, and the renames of 2023–2025', () => {
    expect(reference.qnet.count).toBe(491);
    expect(new Set(reference.qnet.names).size).toBe(491);
    for (const name of [
      '피복아크용접기능사',
      '가스텅스텐아크용접기능사',
      '이산화탄소가스아크용접기능사',
      '자동화설비기능사',
    ]) {
      expect(reference.qnet.names).toContain(name);
    }
    for (const name of ['식품안전기사', '바이오화학제품제조기사', '기상기사', '표면처리기능사', '정보기기운용기능사']) {
      expect(reference.qnet.names).toContain(name);
    }
    for (const name of ['봉제기능사', '전자기능사', '철도전기신호기능사']) expect(reference.qnet.names).toContain(name);
    for (const stale of [
      '용접기능사',
      '특수용접기능사',
      '생산자동화기능사',
      '식품기사',
      '메카트로닉스기사',
      '기상예보기사',
    ]) {
      expect(reference.qnet.names).not.toContain(stale);
    }
  });
});

describe('content/jobs/certificates.json and korea-facts.json against the reference lists', () => {
  const { certificates } = JSON.parse(readFileSync(CERTIFICATES_FILE, 'utf8')) as {
    certificates: Parameters<typeof checkCertificatesAgainstReference>[0];
  };
  const facts = JSON.parse(readFileSync(KOREA_FACTS_FILE, 'utf8')) as { jobs: Record<string, unknown> };

  it('name every 국가기술자격 as Q-Net (or the body running it) spells it, with the issuer and kind of its list entry', () => {
    expect(checkCertificatesAgainstReference(certificates, reference)).toEqual([]);
  });

  it('name in every job only certificates that are in certificates.json', () => {
    expect(checkJobsNameListedCertificates(facts.jobs, certificates)).toEqual([]);
  });

  it('mention no renamed, split, abolished or made-up qualification anywhere in a job', () => {
    const stale = [...reference.changes.values()].filter((change) => change.status !== 'spelling');
    const mentions: string[] = [];
    for (const [job, jobFacts] of Object.entries(facts.jobs)) {
      const words = JSON.stringify(jobFacts);
      for (const { old } of stale) {
        // 피복아크용접기능사 contains 용접기능사: only a name standing on its own counts.
        if (new RegExp(`(?<![가-힣])${old}(?![가-힣])`).test(words)) mentions.push(`${job}: ${old}`);
      }
    }
    expect(mentions).toEqual([]);
  });

  it('use only 학과 names that the majors list holds (confirmed or marked unconfirmed)', () => {
    const catalogNames = new Set(readCatalogFile(CATALOG_FILE).jobs.map((job) => job.name));
    const unlisted: string[] = [];
    for (const [job, jobFacts] of Object.entries(facts.jobs)) {
      expect(catalogNames.has(job)).toBe(true);
      const groups = (jobFacts as { majors?: Array<{ names: string[] }> }).majors ?? [];
      for (const name of groups.flatMap((group) => group.names)) {
        if (!reference.majors.has(name)) unlisted.push(`${job}: ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});
