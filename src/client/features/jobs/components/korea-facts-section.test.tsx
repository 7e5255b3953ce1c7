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
  classification: {
    kecoCode: '3430',
    kecoName: '간호사',
    source: '출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)',
  },
  links: {
    careerNet: 'https://www.career.go.kr/cloud/w/search/intro?text=%EA%B0%84%ED%98%B8%EC%82%AC',
    work24:
      'https://www.work24.go.kr/cm/f/c/0100/selectUnifySearch.do?topQuerySearchArea=all&topQueryData=%EA%B0%84%ED%98%B8%EC%82%AC',
  },
  korea: {
    majors: { anyMajor: false, groups: [{ field: '의약계열', names: ['간호학과'] }] },
    education: '대졸',
    degreeLength: null,
    certificates: [
      { name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격', required: true },
      { name: '보건교육사', issuer: '보건복지부', kind: '국가전문자격', required: false },
    ],
    requirements: [
      {
        anyOf: [{ name: '간호사 면허', issuer: '보건복지부', kind: '국가전문자격' }],
        condition: null,
        basis: '의료법 제7조',
      },
    ],
    wayIn: {
      summary: '간호학과를 졸업하고 간호사 국가시험에 합격해요.',
      exams: ['간호사 국가시험'],
      training: null,
      firstRoles: ['병동 간호사'],
    },
    stability: {
      kind: 'licence',
      text: '법이 정한 면허나 자격(간호사 면허)이 있어야 할 수 있는 일이에요 (의료법 제7조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요',
    },
    sources: [
      { title: '의료법 (국가법령정보센터)', checked: '2026-11-28', url: 'https://www.law.go.kr/법령/의료법' },
      { title: '국가데이터처 통계분류포털, 한국고용직업분류(2025)', checked: '2026-11-28', url: null },
    ],
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
      '간호사 면허필수국가전문자격 · 보건복지부근거: 의료법 제7조',
      '보건교육사도움국가전문자격 · 보건복지부',
    ]);
    expect(screen.getByRole('heading', { level: 4, name: '꼭 있어야 하는 자격' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 4, name: '있으면 도움이 되는 자격' })).toBeDefined();
  });

  it('tells the way in, the KECO code with its source, similar jobs and the attribution', () => {
    renderSection(NURSE);
    expect(screen.getByText('간호학과를 졸업하고 간호사 국가시험에 합격해요.')).toBeDefined();
    expect(screen.getByText('간호사 국가시험')).toBeDefined();
    expect(screen.getByText('간호사 (세분류 3430)')).toBeDefined();
    expect(screen.getByText('출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)')).toBeDefined();
    expect(screen.getByRole('link', { name: '간호조무사' }).getAttribute('href')).toBe(
      `/job-browser/${encodeURIComponent('간호조무사')}`,
    );
    expect(screen.getByText('진로의 시간 팀 정리 (2026년 11월 기준)')).toBeDefined();
  });

  it('shows "다음 중 하나" with each licence, and a condition in words, each with its legal basis', () => {
    const korea = NURSE.korea;
    if (!korea) throw new Error('fixture has facts');
    renderSection({
      ...NURSE,
      korea: {
        ...korea,
        certificates: [
          { name: '1급 응급구조사', issuer: '보건복지부', kind: '국가전문자격', required: true },
          { name: '2급 응급구조사', issuer: '보건복지부', kind: '국가전문자격', required: true },
          { name: '관광통역안내사', issuer: '문화체육관광부', kind: '국가전문자격', required: true },
        ],
        requirements: [
          {
            anyOf: [
              { name: '1급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
              { name: '2급 응급구조사', issuer: '보건복지부', kind: '국가전문자격' },
            ],
            condition: null,
            basis: '응급의료에 관한 법률 제36조',
          },
          {
            anyOf: [{ name: '관광통역안내사', issuer: '문화체육관광부', kind: '국가전문자격' }],
            condition: '외국인 관광객을 안내할 때',
            basis: '관광진흥법 제38조 제1항',
          },
        ],
      },
    });
    const required = screen.getByRole('heading', { level: 4, name: '꼭 있어야 하는 자격' }).nextElementSibling;
    if (!(required instanceof HTMLElement)) throw new Error('no list after the heading');
    const [choice, conditional] = within(required)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === required);
    expect(choice?.textContent).toBe(
      '다음 중 하나필수1급 응급구조사 (국가전문자격 · 보건복지부)2급 응급구조사 (국가전문자격 · 보건복지부)근거: 응급의료에 관한 법률 제36조',
    );
    expect(
      within(choice as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['1급 응급구조사', '2급 응급구조사']);
    expect(conditional?.textContent).toBe(
      '관광통역안내사조건부 필수외국인 관광객을 안내할 때 필수예요국가전문자격 · 문화체육관광부근거: 관광진흥법 제38조 제1항',
    );
  });

  it('lists the sources with the day each was checked, 국가데이터처 for the classification', () => {
    renderSection(NURSE);
    const heading = screen.getByRole('heading', { level: 3, name: '출처' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '의료법 (국가법령정보센터)\u00a0↗ (새 탭에서 열려요) (2026-11-28 확인)',
      '국가데이터처 통계분류포털, 한국고용직업분류(2025) (2026-11-28 확인)',
    ]);
    expect(
      within(list)
        .getByRole('link', { name: /의료법/ })
        .getAttribute('href'),
    ).toBe('https://www.law.go.kr/법령/의료법');
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

  it('says what a source says about staying in the job for long, and that nothing is known where no source says it', () => {
    const { unmount } = renderSection(NURSE);
    const block = screen.getByRole('heading', { level: 3, name: '오래 일할 수 있을까요' }).parentElement as HTMLElement;
    expect(block).toHaveTextContent(
      '법이 정한 면허나 자격(간호사 면허)이 있어야 할 수 있는 일이에요 (의료법 제7조). 면허나 자격은 내 것이라 일터를 옮겨도 같은 일을 이어 갈 수 있어요.',
    );
    unmount();
    const korea = (NURSE as { korea: object }).korea;
    renderSection({ ...NURSE, korea: { ...korea, stability: null } } as unknown as JobDetail);
    const unknown = screen.getByRole('heading', { level: 3, name: '오래 일할 수 있을까요' })
      .parentElement as HTMLElement;
    expect(unknown).toHaveTextContent('고용 안정성은 출처가 있는 자료를 아직 찾지 못했어요.');
  });

  it('says under the schooling how long the degree takes where the law makes it longer', () => {
    const korea = (NURSE as { korea: object }).korea;
    renderSection({
      ...NURSE,
      korea: { ...korea, degreeLength: { years: 6, text: '약학대학의 학사 과정은 6년이에요 (고등교육법 시행령)' } },
    } as unknown as JobDetail);
    const block = screen.getByRole('heading', { level: 3, name: '보통 필요한 학력' }).parentElement as HTMLElement;
    expect(block).toHaveTextContent('대졸약학대학의 학사 과정은 6년이에요 (고등교육법 시행령).');
  });
});
