import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { getJobCatalog } from './catalog';

const t = testAppForFile();

const url = (name: string, suffix = '') => `/api/jobs/${encodeURIComponent(name)}${suffix}`;

describe('GET /api/jobs', () => {
  it('pages through every job in 가나다 order with a total and a cursor', async () => {
    const first = await t.app.inject({ url: '/api/jobs' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(20);
    expect(body.total).toBe(getJobCatalog().jobs.length);
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'industry', 'name', 'riasec', 'summary', 'tags']);
    const names: string[] = body.data.map((job: { name: string }) => job.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));

    const seen = new Set<string>(names);
    let cursor: string | null = body.nextCursor;
    while (cursor) {
      const page = (await t.app.inject({ url: `/api/jobs?limit=100&cursor=${encodeURIComponent(cursor)}` })).json();
      for (const job of page.data) seen.add(job.name);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(body.total);
  });

  it('finds jobs by 초성, typo, task and skill, name matches first', async () => {
    const byChoseong = (await t.app.inject({ url: `/api/jobs?q=${encodeURIComponent('ㄱㅂㅈ')}` })).json();
    expect(byChoseong.data.map((job: { name: string }) => job.name)).toContain('소프트웨어 개발자');

    const byTypo = (await t.app.inject({ url: `/api/jobs?q=${encodeURIComponent('간호서')}` })).json();
    expect(byTypo.data[0].name).toBe('간호사');

    const byName = (await t.app.inject({ url: `/api/jobs?q=${encodeURIComponent('간호')}` })).json();
    expect(
      byName.data
        .slice(0, 2)
        .map((job: { name: string }) => job.name)
        .sort(),
    ).toEqual(['간호사', '간호조무사']);
  });

  it('filters by industry, alone and with a query', async () => {
    const res = (await t.app.inject({ url: '/api/jobs?industry=healthcare&limit=100' })).json();
    expect(res.total).toBeGreaterThan(5);
    expect(res.data.every((job: { industry: string }) => job.industry === 'healthcare')).toBe(true);
    const none = (await t.app.inject({ url: `/api/jobs?industry=it&q=${encodeURIComponent('간호사')}` })).json();
    expect(none).toEqual({ data: [], nextCursor: null, total: 0 });
  });

  it('filters by 계열, usual education and a single major, alone and with a query', async () => {
    const catalog = getJobCatalog();
    const get = async (query: string) =>
      (await t.app.inject({ url: `/api/jobs?limit=100&${query}` }))
        .json()
        .data.map((job: { name: string }) => job.name);
    const names = (keep: (entry: (typeof catalog.searchEntries)[number]) => boolean) =>
      catalog.searchEntries.filter(keep).map((entry) => entry.name);
    const nursing = names((entry) => entry.majors.includes('간호학과'));
    expect(await get(`field=${encodeURIComponent('의약계열')}`)).toEqual(
      names((entry) => entry.majorFields.includes('의약계열')),
    );
    expect(await get(`education=${encodeURIComponent('고졸')}`)).toEqual(
      names((entry) => entry.educationLevel === '고졸'),
    );
    expect(await get(`major=${encodeURIComponent('간호학과')}`)).toEqual(nursing);
    if (catalog.koreaFacts.has(catalog.findByName('간호사')?.id ?? '')) expect(nursing).toContain('간호사');
    const withQuery = await get(`major=${encodeURIComponent('간호학과')}&q=${encodeURIComponent('간호')}`);
    expect(withQuery.every((name: string) => nursing.includes(name))).toBe(true);
  });

  it('refuses bad paging and filters with Korean messages', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'industry=space',
      'cursor=nonsense',
      `field=${encodeURIComponent('우주계열')}`,
      `education=${encodeURIComponent('박사')}`,
    ]) {
      const res = await t.app.inject({ url: `/api/jobs?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.values(res.json().error.fields).join(' '), query).toMatch(/[가-힣]/);
    }
    const res = await t.app.inject({ url: '/api/jobs?limit=101' });
    expect(res.json().error.fields.limit).toBe('한 번에 최대 100개까지 가져올 수 있어요.');
  });
});

describe('GET /api/jobs/industries', () => {
  it('lists the 20 industries with counts that add up to the catalog', async () => {
    const res = (await t.app.inject({ url: '/api/jobs/industries' })).json();
    expect(res.data).toHaveLength(20);
    const total = res.data.reduce((sum: number, industry: { count: number }) => sum + industry.count, 0);
    expect(total).toBe(getJobCatalog().jobs.length);
    expect(res.data[0]).toEqual({ id: 'it', name: 'IT·소프트웨어', count: expect.any(Number) });
  });
});

describe('GET /api/jobs/catalog', () => {
  it('answers every job with its card and study fields only, the search index’s entries in the same order', async () => {
    const res = await t.app.inject({ url: '/api/jobs/catalog' });
    expect(res.statusCode).toBe(200);
    const { data, industries } = res.json();
    const index = (await t.app.inject({ url: '/api/jobs/search-index' })).json();
    expect(data.map((job: { id: string }) => job.id)).toEqual(index.data.map((job: { id: string }) => job.id));
    expect(industries).toEqual(index.industries);
    expect(Object.keys(data[0]).sort()).toEqual([
      'educationLevel',
      'id',
      'industry',
      'majorFields',
      'majors',
      'name',
      'riasec',
      'summary',
      'tags',
    ]);
    const { aliases, tasks, skills, searchWords, ...card } = index.data[0];
    expect(data[0]).toEqual(card);
    const again = await t.app.inject({
      url: '/api/jobs/catalog',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/jobs/search-index', () => {
  it('answers every job with its search fields, and 304 when the ETag matches', async () => {
    const res = await t.app.inject({ url: '/api/jobs/search-index' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(getJobCatalog().jobs.length);
    expect(res.json().data[0]).toMatchObject({ aliases: expect.any(Array), tasks: expect.any(Array) });
    const etag = String(res.headers.etag);
    const again = await t.app.inject({ url: '/api/jobs/search-index', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/jobs/{jobName}', () => {
  it('answers the whole job with Korean labels and the source', async () => {
    const res = await t.app.inject({ url: url('소프트웨어 개발자') });
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job.name).toBe('소프트웨어 개발자');
    expect(job.industry).toEqual({ id: 'it', name: 'IT·소프트웨어' });
    expect(job.skills.length).toBeGreaterThan(3);
    for (const item of [...job.skills, ...job.knowledge, ...job.workValues, ...job.workStyles]) {
      expect(item.label, item.id).toMatch(/[가-힣]/);
    }
    expect(job.skills.map((skill: { importance: number }) => skill.importance)).toEqual(
      [...job.skills.map((skill: { importance: number }) => skill.importance)].sort((a, b) => b - a),
    );
    expect(job.interests.scores.map((score: { letter: string }) => score.letter).join('')).toBe('RIASEC');
    expect(job.workConditions.source).toBe('team-estimate');
    expect(job.workConditions.items).toHaveLength(12);
    expect(job.related).toHaveLength(5);
    expect(job.source.onetCode).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
    expect(job.source.attribution).toContain('진로의 시간 팀이 일부 정보를 번역·수정했어요');
    expect(job.source.attributionEnglish).toContain('O*NET 29.3 Database');
    expect(job.classification.kecoName).toMatch(/[가-힣]/);
  });

  it('adds the KECO source, both outbound searches and the Korean facts (or null while the team has none)', async () => {
    const catalog = getJobCatalog();
    for (const name of ['소프트웨어 개발자', '간호사', '수의사']) {
      const job = (await t.app.inject({ url: url(name) })).json().data;
      expect(job.classification).toEqual({
        kecoCode: catalog.findByName(name)?.kecoCode,
        kecoName: catalog.findByName(name)?.kecoName,
        source: '출처: 국가데이터처 통계분류포털, 한국고용직업분류(2025)',
      });
      expect(job.links).toEqual({
        careerNet: `https://www.career.go.kr/cloud/w/search/intro?text=${encodeURIComponent(name)}`,
        work24: `https://www.work24.go.kr/cm/f/c/0100/selectUnifySearch.do?topQuerySearchArea=all&topQueryData=${encodeURIComponent(name)}`,
      });
      const id = catalog.findByName(name)?.id ?? '';
      if (!catalog.koreaFacts.has(id)) {
        expect(job.korea, name).toBeNull();
        continue;
      }
      expect(job.korea.attribution).toBe('진로의 시간 팀 정리 (2026년 11월 기준)');
      expect(job.korea.majors.anyMajor || job.korea.majors.groups.length > 0, name).toBe(true);
      expect(job.korea.wayIn.summary, name).toMatch(/[가-힣]/);
      for (const certificate of job.korea.certificates) {
        expect(certificate, name).toMatchObject({ issuer: expect.any(String), kind: expect.any(String) });
      }
    }
  });

  // Issue 29: checked against stored sources on 2026-11-28 (each job's `sources` names them).
  const korea = async (name: string) => (await t.app.inject({ url: url(name) })).json().data.korea;
  const names = (options: Array<{ name: string }>) => options.map((option) => option.name);

  it('says "one of" where either licence will do: 응급구조사 and 사서', async () => {
    const emt = await korea('응급구조사');
    expect(emt.requirements).toEqual([
      {
        anyOf: [
          { name: '1급 응급구조사', issuer: '보건복지부 (시험: 한국보건의료인국가시험원)', kind: '국가전문자격' },
          { name: '2급 응급구조사', issuer: '보건복지부 (시험: 한국보건의료인국가시험원)', kind: '국가전문자격' },
        ],
        condition: null,
        basis: '응급의료에 관한 법률 제36조(응급구조사의 자격) · 제41조(응급구조사의 업무)',
      },
    ]);
    const librarian = await korea('사서');
    expect(
      librarian.requirements.map((requirement: { anyOf: Array<{ name: string }> }) => names(requirement.anyOf)),
    ).toEqual([['정사서 2급', '준사서']]);
    expect(librarian.requirements[0].basis).toContain('도서관법');
  });

  it('says when a licence is required: 관광 가이드 for foreign tourists, 화물차 by weight, pilots and controllers in English', async () => {
    const guide = await korea('관광 가이드');
    expect(guide.requirements).toEqual([
      {
        anyOf: [
          { name: '관광통역안내사', issuer: '문화체육관광부 (시험 시행: 한국산업인력공단)', kind: '국가전문자격' },
        ],
        condition: '외국인 관광객을 안내할 때',
        basis:
          '관광진흥법 제38조 제1항(외국인 관광객을 대상으로 하는 여행업자는 관광통역안내 자격이 있는 사람을 관광안내에 종사하게 해야 함)',
      },
    ]);
    const truck = await korea('화물차 운전기사');
    expect(
      truck.requirements.map((requirement: { anyOf: Array<{ name: string }>; condition: string | null }) => [
        names(requirement.anyOf),
        requirement.condition,
      ]),
    ).toEqual([
      [['1종 보통 운전면허'], '적재중량 12톤 미만 화물차를 몰 때'],
      [['1종 대형 운전면허'], '적재중량 12톤 이상 화물차를 몰 때'],
      [['화물운송종사 자격'], null],
    ]);
    expect(truck.wayIn.summary).toContain('적재중량 12톤 미만 화물차는 1종 보통 운전면허로 몰 수 있고');
    for (const [name, condition] of [
      ['항공기 조종사', '국제선(두 나라 이상)을 운항할 때'],
      ['항공 교통 관제사', '국제선 항공기를 관제할 때'],
    ] as const) {
      const english = (await korea(name)).requirements.find(
        (requirement: { anyOf: Array<{ name: string }> }) => requirement.anyOf[0]?.name === '항공영어구술능력증명',
      );
      expect(english, name).toMatchObject({ condition, basis: expect.stringContaining('항공안전법 제45조') });
    }
  });

  it('names where the facts came from, with dates, the KECO classification credited to 국가데이터처', async () => {
    const guide = await korea('관광 가이드');
    expect(guide.sources).toEqual([
      {
        title: '여행신문: 관광진흥법 제38조 제1항(관광통역안내 자격자 종사 의무) 문화체육관광부 가이드라인',
        checked: '2026-11-28',
        url: 'http://www.traveltimes.co.kr/news/articleView.html?idxno=96237',
      },
      {
        title: '국민일보 2016-07-26: 무자격 관광통역안내 과태료(관광진흥법 시행령 개정)',
        checked: '2026-11-28',
        url: 'https://www.kmib.co.kr/article/view_amp.asp?arcid=0010810930',
      },
      { title: '관광진흥법 (국가법령정보센터)', checked: '2026-11-28', url: 'https://www.law.go.kr/법령/관광진흥법' },
      { title: '국가데이터처 통계분류포털, 한국고용직업분류(2025)', checked: '2026-11-28', url: null },
    ]);
    for (const job of getJobCatalog().jobs) {
      const facts = await korea(job.name);
      if (!facts) continue;
      expect(facts.sources.at(-1).title, job.name).toBe('국가데이터처 통계분류포털, 한국고용직업분류(2025)');
      for (const source of facts.sources) expect(source.checked, job.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.stringify(facts), job.name).not.toContain('통계청');
    }
  });

  it('no longer says the wrong things issue 29 found', async () => {
    const doctor = await korea('의사');
    expect(doctor.wayIn.summary).toContain('차의과학대학교 한 곳만 남아 있어요');
    expect(doctor.wayIn.summary).not.toContain('일부 대학은 의학전문대학원 과정으로도');
    for (const name of ['변호사', '판사']) {
      const lawyer = await korea(name);
      expect(lawyer.majors, name).toEqual({ anyMajor: true, groups: [] });
      expect(lawyer.wayIn.exams, name).toEqual(['법학적성시험(LEET)', '변호사시험']);
      expect(lawyer.wayIn.summary, name).toContain('법학전문대학원은 학과가 아니라');
    }
    for (const name of ['중학교 교사', '고등학교 교사']) {
      const teacher = await korea(name);
      expect(teacher.wayIn.summary, name).toContain('2022년부터 대부분 1차 필기시험을 시·도교육청에 맡겨');
      expect(teacher.wayIn.summary, name).not.toContain('학교법인이 따로 뽑거나');
    }
    const required = async (name: string) =>
      (await korea(name)).certificates
        .filter((certificate: { required: boolean }) => certificate.required)
        .map((certificate: { name: string }) => certificate.name);
    expect(await required('관광 가이드')).toEqual(['관광통역안내사']);
    expect(await required('응급구조사')).toEqual(['1급 응급구조사', '2급 응급구조사']);
    expect(await required('사서')).toEqual(['정사서 2급', '준사서']);
    const catalog = (await t.app.inject({ url: '/api/jobs/catalog' })).json();
    for (const job of catalog.data) expect(job.majors, job.name).not.toContain('법학전문대학원');
  });

  it('answers 404 with a Korean message for an unknown name', async () => {
    const res = await t.app.inject({ url: url('우주 해적') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: '직업 목록에 없는 직업이에요. 직업 이름을 다시 확인해 주세요.' },
    });
  });
});

describe('GET /api/jobs/{jobName}/starter-missions', () => {
  it('picks three missions with Korean reasons, the same every time', async () => {
    const first = await t.app.inject({ url: url('간호사', '/starter-missions') });
    expect(first.statusCode).toBe(200);
    const missions = first.json().data;
    expect(missions).toHaveLength(3);
    for (const mission of missions) expect(mission.reasons.join(' ')).toMatch(/[가-힣]/);
    const again = await t.app.inject({ url: url('간호사', '/starter-missions') });
    expect(again.json()).toEqual(first.json());
  });

  it('answers 404 for an unknown job', async () => {
    expect((await t.app.inject({ url: url('우주 해적', '/starter-missions') })).statusCode).toBe(404);
  });
});

describe('API docs', () => {
  it('documents the requirements ("one of", condition, legal basis) and dated sources of a job’s Korean facts', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      components: { schemas: Record<string, { properties: Record<string, { items?: { properties?: object } }> }> };
    };
    const facts = document.components.schemas.JobKoreaFacts?.properties ?? {};
    expect(Object.keys(facts.requirements?.items?.properties ?? {})).toEqual(['anyOf', 'condition', 'basis']);
    expect(Object.keys(facts.sources?.items?.properties ?? {})).toEqual(['title', 'checked', 'url']);
  });

  it('documents every job and dream-list route with its answers', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const path of [
      '/api/jobs',
      '/api/jobs/industries',
      '/api/jobs/catalog',
      '/api/jobs/search-index',
      '/api/jobs/{jobName}',
      '/api/jobs/{jobName}/starter-missions',
      '/api/my-job',
      '/api/my-job/order',
      '/api/my-job/{id}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
      for (const operation of Object.values(document.paths[path] ?? {})) {
        expect(Object.keys(operation.responses).length, path).toBeGreaterThan(0);
      }
    }
  });
});
