import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { IndustryId, JobSearchIndexResponse } from '../../../../shared/contracts/jobs';
import { hasStudyFilter, type StudyFilter } from '../../../../shared/job-study-filter';
import browser from '../../../features/jobs/browser.module.css';
import { IndustryChips } from '../../../features/jobs/components/industry-chips';
import { JobCard } from '../../../features/jobs/components/job-card';
import { JobSearchBox } from '../../../features/jobs/components/job-search-box';
import { StudyFilters, studyFilterFromParams } from '../../../features/jobs/components/study-filters';
import { filterJobs, indexJobs, popularJobs, workingSuggestions } from '../../../features/jobs/job-filter';
import styles from '../../../features/jobs/jobs.module.css';
import { useGetJobSearchIndexQuery } from '../../../features/jobs/jobs-api';
import { jobPath, paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import buttons from '../../../ui/button.module.css';

/**
 * /job-browser: the whole catalog, searched in the browser as you type. The query, the industry
 * and what one studies live in the URL (`?q=&industry=&field=&education=&major=`), so a result can
 * be shared and Back returns to it; typing replaces the history entry, choosing a filter adds one.
 */
export default function JobBrowserPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const industryParam = searchParams.get('industry');
  const study = studyFilterFromParams(searchParams);

  // The box keeps its own text (an IME needs an input that updates at once). It follows the URL
  // only after a push or a history step (Back, a link): the URL writes made while typing
  // replace the entry and may land after the next keystroke, so they must not echo back.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlQuery);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (navigationType !== 'REPLACE') setText(urlQuery);
  }

  const update = (next: { q?: string; industry?: IndustryId | null } & StudyFilter, replace: boolean) => {
    const params = new URLSearchParams(searchParams);
    const q = next.q ?? text;
    const nextIndustry = next.industry === undefined ? industryParam : next.industry;
    if (q) params.set('q', q);
    else params.delete('q');
    if (nextIndustry) params.set('industry', nextIndustry);
    else params.delete('industry');
    for (const key of ['field', 'education', 'major'] as const) {
      const value = next[key];
      if (value) params.set(key, value);
      else if (value === null) params.delete(key);
    }
    setSearchParams(params, { replace, preventScrollReset: true });
  };

  const onType = (value: string) => {
    setText(value);
    update({ q: value }, true);
  };

  const { remote, retry } = remoteOf(useGetJobSearchIndexQuery());
  // The job cards are plain anchors (cheaper than two hundred router links): followed in the app.
  const pageRef = useRef<HTMLDivElement>(null);
  useInAppLinks(pageRef);
  // Clearing the conditions removes the button pressed: the keyboard goes to the search box.
  const searchInput = useRef<HTMLInputElement>(null);

  return (
    <div ref={pageRef} className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>탐색의 시간</p>
        <h1 className={styles.title}>직업 탐색</h1>
        <p className={styles.lead}>약 200개 직업을 이름, 하는 일, 필요한 기술로 찾아보고 산업별로 살펴봐요.</p>
      </header>
      <JobSearchBox value={text} onChange={onType} inputRef={searchInput} />
      <StudyFilters filter={study} onChange={(next) => update(next, false)} />
      {remote.status === 'loading' && <LoadingResults />}
      {remote.status === 'error' && (
        <div className={styles.panel} role="alert">
          <p>{remote.message}</p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            다시 불러오기
          </button>
        </div>
      )}
      {remote.status === 'not-found' && <LoadingResults />}
      {remote.status === 'ready' && (
        <Results
          catalog={remote.data}
          query={text}
          industryParam={industryParam}
          study={study}
          onIndustry={(next) => update({ industry: next }, false)}
          onClear={() => {
            setText('');
            update({ q: '', industry: null, field: null, education: null, major: null }, false);
            searchInput.current?.focus();
          }}
          onClearIndustry={() => {
            update({ industry: null }, false);
            searchInput.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function LoadingResults() {
  return (
    <>
      <p className={browser.resultCount} role="status">
        직업을 불러오는 중이에요…
      </p>
      <div className={browser.list} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    </>
  );
}

interface ResultsProps {
  catalog: JobSearchIndexResponse;
  query: string;
  /** `?industry=` as given; an id the catalog does not know is ignored. */
  industryParam: string | null;
  study: StudyFilter;
  onIndustry: (industry: IndustryId | null) => void;
  onClear: () => void;
  onClearIndustry: () => void;
}

/** Stands in for the index while there is no query: `filterJobs` does not search then. */
const NO_INDEX = indexJobs([]);

function Results({ catalog, query, industryParam, study, onIndustry, onClear, onClearIndustry }: ResultsProps) {
  // The search index is built the first time a query needs it, not while the page first paints:
  // most visits browse without typing, and building it is a long task on a phone (docs/performance.md).
  const indexOnDemand = useMemo(() => {
    let built: ReturnType<typeof indexJobs> | undefined;
    return () => {
      built ??= indexJobs(catalog.data);
      return built;
    };
  }, [catalog]);
  const industry = catalog.industries.find((item) => item.id === industryParam)?.id ?? null;
  // Typing stays instant: the list renders at a lower priority from the deferred query, and React
  // yields to the next keystroke in the middle of rendering two hundred cards.
  const deferredQuery = useDeferredValue(query);
  const { field, education, major } = study;
  const result = useMemo(
    () =>
      filterJobs(deferredQuery.trim() ? indexOnDemand() : NO_INDEX, catalog.data, deferredQuery, industry, {
        field,
        education,
        major,
      }),
    [indexOnDemand, catalog, deferredQuery, industry, field, education, major],
  );
  const isStudying = hasStudyFilter(study);
  const industryNames = useMemo(() => new Map(catalog.industries.map((item) => [item.id, item.name])), [catalog]);
  const hasQuery = deferredQuery.trim() !== '';

  return (
    <>
      <IndustryChips
        industries={catalog.industries}
        counts={result.countsByIndustry}
        total={result.matchingAnyIndustry}
        selected={industry}
        onSelect={onIndustry}
      />
      <div className={browser.resultBar}>
        <p className={browser.resultCount} role="status">
          {result.jobs.length}개 직업
        </p>
        {(hasQuery || industry || isStudying) && (
          <button type="button" className={styles.textButton} onClick={onClear}>
            조건 모두 지우기
          </button>
        )}
      </div>
      {result.jobs.length === 0 ? (
        <EmptyResults
          query={deferredQuery}
          industryName={industry ? (industryNames.get(industry) ?? null) : null}
          isStudying={isStudying}
          matchingAnyIndustry={result.matchingAnyIndustry}
          popular={popularJobs(catalog.data)}
          suggestions={hasQuery ? workingSuggestions(indexOnDemand()) : []}
          onClear={onClear}
          onClearIndustry={onClearIndustry}
        />
      ) : (
        <ul className={browser.list}>
          {result.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} industryName={industryNames.get(job.industry) ?? ''} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface EmptyResultsProps {
  query: string;
  industryName: string | null;
  /** A 계열, education or major narrows the list. */
  isStudying: boolean;
  matchingAnyIndustry: number;
  popular: JobSearchIndexResponse['data'];
  /** Words that do find jobs, to try instead. */
  suggestions: readonly string[];
  onClear: () => void;
  onClearIndustry: () => void;
}

function EmptyResults({
  query,
  industryName,
  isStudying,
  matchingAnyIndustry,
  popular,
  suggestions,
  onClear,
  onClearIndustry,
}: EmptyResultsProps) {
  return (
    <section className={styles.panel} aria-labelledby="empty-title">
      <h2 id="empty-title" className={styles.panelTitle}>
        {query.trim()
          ? `‘${query.trim()}’에 맞는 직업을 찾지 못했어요`
          : isStudying
            ? '고른 조건에 맞는 직업이 없어요'
            : '이 산업에는 아직 직업이 없어요'}
      </h2>
      <ul className={styles.tasks}>
        {industryName && matchingAnyIndustry > 0 && (
          <li>
            다른 산업에는 맞는 직업이 {matchingAnyIndustry}개 있어요.{' '}
            <button type="button" className={styles.textButton} onClick={onClearIndustry}>
              ‘{industryName}’ 필터 풀기
            </button>
          </li>
        )}
        <li>초성으로도 찾을 수 있어요. 예를 들어 ‘ㄱㅎㅅ’를 입력하면 간호사가 나와요.</li>
        <li>직업 이름 대신 하는 일이나 평소에 쓰는 말로 찾아보세요.</li>
      </ul>
      {suggestions.length > 0 && (
        <>
          <h3 className={styles.subTitle}>이런 말로 찾아보세요</h3>
          <ul className={browser.suggestions}>
            {suggestions.map((word) => (
              <li key={word}>
                <Link to={`${paths.jobBrowser}?${new URLSearchParams({ q: word })}`} className={styles.linkChip}>
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={buttons.secondary} onClick={onClear}>
        검색 조건 모두 지우기
      </button>
      {popular.length > 0 && (
        <>
          <h3 className={styles.subTitle}>많이 찾는 직업</h3>
          <ul className={browser.suggestions}>
            {popular.map((job) => (
              <li key={job.id}>
                <Link to={jobPath(job.name)} className={styles.linkChip}>
                  {job.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
