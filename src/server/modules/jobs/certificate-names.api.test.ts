import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { getJobCatalog } from './catalog';

/**
 * What a client reads about certificates through GET /api/jobs/{jobName}, held to the reference
 * lists of content/reference (audit of 2026-11-28): current Q-Net names, the right issuer and kind,
 * and none of the renamed, split, abolished or made-up names.
 */

const t = testAppForFile();

interface ShownCertificate {
  name: string;
  issuer: string;
  kind: string;
}

/** Every certificate object in a job's Korean facts, however the requirements are grouped. */
function certificatesIn(value: unknown, into: ShownCertificate[] = []): ShownCertificate[] {
  if (Array.isArray(value)) for (const item of value) certificatesIn(item, into);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.issuer === 'string' && typeof record.kind === 'string') {
      into.push({ name: record.name, issuer: record.issuer, kind: record.kind });
    } else for (const inner of Object.values(record)) certificatesIn(inner, into);
  }
  return into;
}

async function certificatesOf(job: string): Promise<ShownCertificate[]> {
  const res = await t.app.inject({ url: `/api/jobs/${encodeURIComponent(job)}` });
  expect(res.statusCode, job).toBe(200);
  return certificatesIn(res.json().data.korea);
}

const STALE = ['용접기능사', '특수용접기능사', '생산자동화기능사', '생산자동화산업기사', '식품기사', '생물공학기사'];
const STALE_TOO = ['기상예보기사', '메카트로닉스기사', '직업상담사 2급', '컴퓨터활용능력 2급', '비서 1급'];

describe('certificates through GET /api/jobs/{jobName}', () => {
  it('give the welding jobs the 2023 names and the newly confirmed 기능사 to their jobs', async () => {
    expect((await certificatesOf('용접사')).map((c) => c.name)).toEqual([
      '피복아크용접기능사',
      '이산화탄소가스아크용접기능사',
      '가스텅스텐아크용접기능사',
      '용접산업기사',
    ]);
    expect((await certificatesOf('철골공')).map((c) => c.name)).toEqual([
      '피복아크용접기능사',
      '이산화탄소가스아크용접기능사',
    ]);
    const newlyConfirmed: Array<[string, string]> = [
      ['도금원', '표면처리기능사'],
      ['컴퓨터 수리 기사', '정보기기운용기능사'],
      ['봉제원', '봉제기능사'],
      ['전자 부품 조립원', '전자기능사'],
      ['철도 신호 정비원', '철도전기신호기능사'],
      ['자동화 설비 기술자', '자동화설비기능사'],
      ['식품 연구원', '식품안전기사'],
      ['기상 연구원', '기상기사'],
    ];
    for (const [job, certificate] of newlyConfirmed) {
      expect(await certificatesOf(job), job).toContainEqual({
        name: certificate,
        issuer: '한국산업인력공단',
        kind: '국가기술자격',
      });
    }
  });

  it('show the corrected issuers and kinds', async () => {
    const corrected: Array<[job: string, name: string, issuer: string, kind: string]> = [
      ['원자력 엔지니어', '원자력기사', '한국원자력안전기술원', '국가기술자격'],
      ['호텔리어', '호텔서비스사', '문화체육관광부 (시험 시행: 한국산업인력공단)', '국가전문자격'],
      ['보육교사', '보육교사 2급', '교육부 (자격 관리: 한국보육진흥원)', '국가전문자격'],
      ['정보보안 전문가', '정보보안기사', '한국방송통신전파진흥원', '국가기술자격'],
    ];
    for (const [job, name, issuer, kind] of corrected) {
      expect(await certificatesOf(job), job).toContainEqual({ name, issuer, kind });
    }
  });

  it('name no renamed, split, abolished or made-up qualification for any job', async () => {
    const shown: string[] = [];
    for (const job of getJobCatalog().jobs.map((entry) => entry.name)) {
      for (const certificate of await certificatesOf(job)) {
        if ([...STALE, ...STALE_TOO].includes(certificate.name)) shown.push(`${job}: ${certificate.name}`);
      }
    }
    expect(shown).toEqual([]);
  });
});
