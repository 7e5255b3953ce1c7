import { type ReactNode, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type {
  IndustryId,
  JobCatalogEntry,
  JobCatalogResponse,
  JobSearchEntry,
  JobSearchIndexResponse,
} from '../../../../shared/contracts/jobs';
import { searchAdvice } from '../../../../shared/job-search-advice';
import { hasStudyFilter, type StudyFilter } from '../../../../shared/job-study-filter';
import type { SearchIndex } from '../../../../shared/korean-search';
import type { RouteHead } from '../../../../shared/route-head';
import browser from '../../../features/jobs/browser.module.css';
import { IndustryChips } from '../../../features/jobs/components/industry-chips';
import { JobCard } from '../../../features/jobs/components/job-card';
import { JobSearchBox } from '../../../features/jobs/components/job-search-box';
import { StudyFilters, studyFilterFromParams } from '../../../features/jobs/components/study-filters';
import {
  filterJobs,
  indexJobs,
  isJobSearch,
  type JobFilterResult,
  popularJobs,
  workingSuggestions,
} from '../../../features/jobs/job-filter';
import styles from '../../../features/jobs/jobs.module.css';
import { jobsApi, useGetJobCatalogQuery, useGetJobSearchIndexQuery } from '../../../features/jobs/jobs-api';
import { jobPath, paths } from '../../../lib/paths';
import { remoteOf } from '../../../lib/remote';
import { useInAppLinks } from '../../../lib/use-in-app-links';
import buttons from '../../../ui/button.module.css';
import page from '../../../ui/page.module.css';
import { PageHeader } from '../../../ui/page-header';
import section from '../../../ui/section.module.css';
import type { RouteModule } from '../../route-module';
import { LoadError } from './parts/load-error';

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

  // The list comes from the catalog (what the server's HTML carries); the search index, three
  // times its size, is fetched when a search is near: the search box has the focus, or there is
  // a query. Opened with a query, the page had the index from the server and lists from it.
  const [listsFromIndex] = useState(() => isJobSearch(urlQuery));
  const [wantsIndex, setWantsIndex] = useState(listsFromIndex);
  if (!wantsIndex && isJobSearch(text)) setWantsIndex(true);
  const indexQuery = useGetJobSearchIndexQuery(undefined, { skip: !wantsIndex });
  const catalogQuery = useGetJobCatalogQuery(undefined, { skip: listsFromIndex });
  const { remote, retry } = remoteOf<JobCatalogResponse>(listsFromIndex ? indexQuery : catalogQuery);
  const { remote: indexRemote, retry: retryIndex } = remoteOf(indexQuery);
  // The job cards are plain anchors (cheaper than two hundred router links): followed in the app.
  const pageRef = useRef<HTMLDivElement>(null);
  useInAppLinks(pageRef);
  // Clearing the conditions removes the button pressed: the keyboard goes to the search box.
  const searchInput = useRef<HTMLInputElement>(null);

  return (
    <div ref={pageRef} className={page.page}>
      <PageHeader eyebrow="탐색의 시간" eyebrowClassName={styles.eyebrow} title="직업 탐색">
        {/* The count the catalog holds (issue 30: not "약 200개" above the list's own count). */}
        <p className={page.lead}>
          {remote.status === 'ready' ? `${remote.data.data.length}개 직업을` : '직업을'} 이름, 하는 일, 필요한 기술로
          찾아보고 산업별로 살펴봐요.
        </p>
      </PageHeader>
      <JobSearchBox value={text} onChange={onType} onFocus={() => setWantsIndex(true)} inputRef={searchInput} />
      <StudyFilters filter={study} onChange={(next) => update(next, false)} />
      {(remote.status === 'loading' || remote.status === 'not-found' || remote.status === 'idle') && <LoadingResults />}
      {remote.status === 'error' && <LoadError message={remote.message} onRetry={retry} />}
      {remote.status === 'ready' && (
        <Results
          catalog={remote.data}
          index={indexQuery.currentData}
          indexError={
            indexRemote.status === 'error' ? <LoadError message={indexRemote.message} onRetry={retryIndex} /> : null
          }
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
  /** The jobs to list without a query. */
  catalog: JobCatalogResponse;
  /** The search index, once asked for and in: a query searches it. */
  index: JobSearchIndexResponse | undefined;
  /** Shown instead of the results when a query waits for an index that failed to load. */
  indexError: ReactNode;
  query: string;
  /** `?industry=` as given; an id the catalog does not know is ignored. */
  industryParam: string | null;
  study: StudyFilter;
  onIndustry: (industry: IndustryId | null) => void;
  onClear: () => void;
  onClearIndustry: () => void;
}

function Results({
  catalog,
  index,
  indexError,
  query,
  industryParam,
  study,
  onIndustry,
  onClear,
  onClearIndustry,
}: ResultsProps) {
  // The search index is built the first time a query needs it, not while the page first paints:
  // most visits browse without typing, and building it is a long task on a phone (docs/performance.md).
  const searchable = useMemo(() => {
    if (!index) return null;
    let built: SearchIndex<JobSearchEntry> | undefined;
    return {
      entries: index.data,
      index: () => {
        built ??= indexJobs(index.data);
        return built;
      },
    };
  }, [index]);
  const industry = catalog.industries.find((item) => item.id === industryParam)?.id ?? null;
  // Typing stays instant: the list renders at a lower priority from the deferred query, and React
  // yields to the next keystroke in the middle of rendering two hundred cards.
  const deferredQuery = useDeferredValue(query);
  // A query typed before the index came in waits for it. Decided from the deferred query: the
  // keystroke itself stays cheap, and the list gives way in the background render.
  const searching = isJobSearch(deferredQuery) ? searchable : null;
  const isWaitingForIndex = isJobSearch(deferredQuery) && searchable === null;
  const hasQuery = searching !== null;
  const { field, education, major } = study;
  // What a search finds is shown as the catalog's own entries: a card keeps its props (memoized)
  // from the whole list to a search and back.
  const catalogById = useMemo(() => new Map(catalog.data.map((job) => [job.id, job])), [catalog]);
  const result: JobFilterResult<JobCatalogEntry> = useMemo(() => {
    if (!searching) return filterJobs(null, catalog.data, '', industry, { field, education, major });
    const found = filterJobs(searching.index(), searching.entries, deferredQuery, industry, {
      field,
      education,
      major,
    });
    return { ...found, jobs: found.jobs.map((job) => catalogById.get(job.id) ?? job) };
  }, [searching, catalog, catalogById, deferredQuery, industry, field, education, major]);
  const isStudying = hasStudyFilter(study);
  const industryNames = useMemo(() => new Map(catalog.industries.map((item) => [item.id, item.name])), [catalog]);
  // The cards hydrate after the rest of the page, a few at a time: in a Suspense boundary of their
  // own, React hydrates them at its lowest priority and yields between them, instead of in the
  // task that hydrates the page (one long task on a phone for two hundred cards). The server's
  // HTML shows them meanwhile, and their plain links work. The element is memoized: a boundary
  // not yet hydrated that is rendered with new props is hydrated at once, in the same task.
  const list = useMemo(
    () => (
      <Suspense>
        <ul className={browser.list}>
          {result.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} industryName={industryNames.get(job.industry) ?? ''} />
            </li>
          ))}
        </ul>
      </Suspense>
    ),
    [result.jobs, industryNames],
  );

  if (isWaitingForIndex) return indexError ?? <LoadingResults />;
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
          query={hasQuery ? deferredQuery : ''}
          industryName={industry ? (industryNames.get(industry) ?? null) : null}
          isStudying={isStudying}
          matchingAnyIndustry={result.matchingAnyIndustry}
          popular={popularJobs(catalog.data)}
          suggestions={searchable && hasQuery ? workingSuggestions(searchable.index()) : []}
          onClear={onClear}
          onClearIndustry={onClearIndustry}
        />
      ) : (
        list
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
  popular: readonly JobCatalogEntry[];
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
  // A wish (돈 많이) rather than a job: say what the search looks for, and offer words that work.
  const advice = searchAdvice(query);
  const tryWords = advice ? advice.tryInstead : suggestions;
  return (
    <section className={section.panel} aria-labelledby="empty-title">
      <h2 id="empty-title" className={section.title}>
        {advice
          ? advice.title
          : query.trim()
            ? `‘${query.trim()}’에 맞는 직업을 찾지 못했어요`
            : isStudying
              ? '고른 조건에 맞는 직업이 없어요'
              : '이 산업에는 아직 직업이 없어요'}
      </h2>
      {advice && <p>{advice.text}</p>}
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
      {tryWords.length > 0 && (
        <>
          <h3 className={styles.subTitle}>이런 말로 찾아보세요</h3>
          <ul className={browser.suggestions}>
            {tryWords.map((word) => (
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

/**
 * The list without a query needs only the catalog (a third of the index's size, in every first
 * visit's HTML); a search in the URL needs the index, and the page then renders from it.
 */
export const loader: RouteModule['loader'] = (store, { search }) => [
  store.dispatch(
    isJobSearch(search.get('q'))
      ? jobsApi.endpoints.getJobSearchIndex.initiate()
      : jobsApi.endpoints.getJobCatalog.initiate(),
  ),
];

export const head: RouteHead = {
  title: '탐색의 시간',
  description: '약 200개 직업을 이름, 하는 일, 필요한 기술로 찾아보고 산업별로 살펴봐요.',
};
