import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../../../../shared/contracts/jobs';
import { KoreaFactsSection } from './korea-facts-section';

const NURSE = {
  name: '간호사',
  related: [
    { id: 'a', name: '간호조무사', industry: 'healthcare' },
    { id: 'b', name: '응급구조사', industry: 'healthcare' },
  ],
  classification: { kecoCode: '3430', kecoName: '간호사', source: '출처: 통계청 통계분류포털, 한국고용직업분류(2025)' },
  links: {
    careerNet: 'https://www.career.go.kr/cloud/w/search/intro?text=%EA%B0%84%ED%98%B8%EC%82%AC',
    work24:
      'https://www.work24.go.kr/cm/f/c/0100/selectUnifySearch.do?topQuerySearchArea=all&topQueryData=%EA%B0%84%ED%98%B8%EC%82%AC',
  },
  korea: {
    majors: { anyMajor: false, groups: [{ field: '의약계열', names: ['간호학과'] }] },
    education: '대졸',
    certificates: [
      { name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격', required: true },
      { name: '보건교육사', issuer: '보건복지부', kind: '국가전문자격', required: false },
    ],
    wayIn: {
      summary: '간호학과를 졸업하고 간호사 국가시험에 합격해요.',
      exams: ['간호사 국가시험'],
      training: null,
      firstRoles: ['병동 간호사'],
    },
    attribution: '진로의 시간 팀 정리 (2026년 11월 기준)',
  },
} as unknown as JobDetail; // Only the fields the section reads.

const renderSection = (job: JobDetail) =>
  render(
    <MemoryRouter>
      <KoreaFactsSection job={job} />
    </MemoryRouter>,
  );

describe('KoreaFactsSection', () => {
  it('shows majors by 계열, each linking to the job browser filtered by it', () => {
    renderSection(NURSE);
    const region = screen.getByRole('region', { name: '한국에서 이 일을 하려면' });
    expect(within(region).getByRole('heading', { level: 4, name: '의약계열' })).toBeDefined();
    expect(within(region).getByRole('link', { name: '간호학과' }).getAttribute('href')).toBe(
      `/job-browser?major=${encodeURIComponent('간호학과')}`,
    );
  });

  it('marks certificates required or helpful, with kind and issuer', () => {
    renderSection(NURSE);
    const items = screen.getAllByRole('listitem').filter((item) => /면허|보건교육사/.test(item.textContent ?? ''));
    expect(items.map((item) => item.textContent)).toEqual([
      '간호사 면허필수국가전문자격 · 보건복지부',
      '보건교육사도움국가전문자격 · 보건복지부',
    ]);
  });

  it('tells the way in, the KECO code with its source, similar jobs and the attribution', () => {
    renderSection(NURSE);
    expect(screen.getByText('간호학과를 졸업하고 간호사 국가시험에 합격해요.')).toBeDefined();
    expect(screen.getByText('간호사 국가시험')).toBeDefined();
    expect(screen.getByText('간호사 (세분류 3430)')).toBeDefined();
    expect(screen.getByText('출처: 통계청 통계분류포털, 한국고용직업분류(2025)')).toBeDefined();
    expect(screen.getByRole('link', { name: '간호조무사' }).getAttribute('href')).toBe(
      `/job-browser/${encodeURIComponent('간호조무사')}`,
    );
    expect(screen.getByText('진로의 시간 팀 정리 (2026년 11월 기준)')).toBeDefined();
  });

  it('opens 커리어넷 and 고용24 in a new tab with rel=noopener, and says so in the link’s name', () => {
    renderSection(NURSE);
    for (const [name, href] of [
      ['커리어넷에서 찾아보기 (새 탭에서 열려요)', NURSE.links.careerNet],
      ['고용24에서 찾아보기 (새 탭에서 열려요)', NURSE.links.work24],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('says 전공 무관, and says plainly when the team has no facts yet', () => {
    const korea = NURSE.korea;
    if (!korea) throw new Error('fixture has facts');
    const { unmount } = renderSection({ ...NURSE, korea: { ...korea, majors: { anyMajor: true, groups: [] } } });
    expect(screen.getByText('전공 무관')).toBeDefined();
    unmount();
    renderSection({ ...NURSE, korea: null });
    expect(screen.getByText('이 직업의 학과·자격·들어가는 길은 아직 정리하고 있어요.')).toBeDefined();
    expect(screen.getByRole('link', { name: /고용24에서 찾아보기/ })).toBeDefined();
  });
});
