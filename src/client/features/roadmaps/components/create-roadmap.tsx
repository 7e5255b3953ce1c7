import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { roadmapTitleFormSchema } from '../../../../shared/validation/roadmap-rules';
import type { ApiError } from '../../../lib/api';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../roadmaps.module.css';
import { useSearchJobChoicesQuery } from '../roadmaps-api';

interface CreateRoadmapProps {
  isBusy: boolean;
  /** Resolves with a Korean error message, or null when the roadmap was made. */
  onCreate: (body: { jobName?: string; title?: string }) => Promise<string | null>;
}

const SEARCH_DELAY_MS = 250;
/** The job search has no rule of its own: any text is searched; its errors are the server's. */
const jobSearchSchema = z.object({ query: z.string() });

/** Two ways to start a roadmap: from a catalog job (searched by name or 초성), or from a free title. */
export function CreateRoadmap({ isBusy, onCreate }: CreateRoadmapProps) {
  return (
    <section className={styles.panel} aria-labelledby="create-roadmap-title">
      <h2 id="create-roadmap-title" className={styles.panelTitle}>
        새 로드맵 만들기
      </h2>
      <JobSearch isBusy={isBusy} onCreate={onCreate} />
      <TitleForm isBusy={isBusy} onCreate={onCreate} />
    </section>
  );
}

function JobSearch({ isBusy, onCreate }: CreateRoadmapProps) {
  const inputId = useId();
  // The query the list is for: the box's text once typing has paused.
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const found = useSearchJobChoicesQuery(term, { skip: term === '' });
  const results = term === '' ? null : (found.currentData ?? null);
  const error = found.error && !found.isFetching ? ((found.error as ApiError).message ?? '찾지 못했어요.') : null;
  const form = useSchemaForm(jobSearchSchema, { query: '' });
  const query = form.hookForm.watch('query');
  const field = form.field('query', {
    describedBy: [`${inputId}-hint`],
    onChange: (event) => search(String(event.target.value)),
  });
  const { report } = form;

  // A failed search arrives while the person is typing: said once, focus left where it is.
  useEffect(() => {
    if (error) report('query', error, { focus: false });
  }, [error, report]);

  const create = async (jobName: string) => {
    const failure = await onCreate({ jobName });
    // The person stays on the button they pressed; the failure is said and shown under the box.
    if (failure) report('query', failure, { focus: false });
  };

  function search(text: string) {
    clearTimeout(timer.current);
    if (text.trim() === '') {
      setTerm('');
      return;
    }
    timer.current = setTimeout(() => setTerm(text.trim()), SEARCH_DELAY_MS);
  }

  return (
    <div className={styles.formBlock}>
      <label htmlFor={inputId} className={styles.label}>
        직업으로 만들기
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="직업 이름이나 초성 (예: 데이터, ㄱㅎㅅ)"
        {...field.control}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        직업에 맞는 마일스톤과 미션으로 로드맵을 만들어 드려요.
      </p>
      {field.error}
      {form.announcer}
      {results ? (
        <div aria-live="polite">
          {results.length === 0 ? (
            <p className={styles.hint}>‘{query}’에 맞는 직업이 없어요. 다른 이름이나 초성으로 찾아봐요.</p>
          ) : (
            <ul className={styles.jobResults}>
              {results.map((job) => (
                <li key={job.name}>
                  <span>{job.name}</span>
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={isBusy}
                    aria-label={`${job.name} 로드맵 만들기`}
                    onClick={() => void create(job.name)}
                  >
                    만들기
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

function TitleForm({ isBusy, onCreate }: CreateRoadmapProps) {
  const inputId = useId();
  const form = useSchemaForm(roadmapTitleFormSchema, { title: '' });
  const field = form.field('title', { describedBy: [`${inputId}-hint`] });
  return (
    <Form
      className={styles.formBlock}
      noValidate
      onSubmit={form.onSubmit(async ({ title }) => {
        const failure = await onCreate({ title });
        if (failure) form.report('title', failure);
        else form.reset();
      })}
    >
      <label htmlFor={inputId} className={styles.label}>
        이름으로 만들기
      </label>
      <input id={inputId} className={styles.input} placeholder="예: 나만의 창업 준비" {...field.control} />
      {field.error}
      <p id={`${inputId}-hint`} className={styles.hint}>
        목록에 없는 꿈도 괜찮아요. 누구에게나 맞는 기본 마일스톤으로 시작해요.
      </p>
      {form.announcer}
      <button type="submit" className={buttons.primary} disabled={isBusy}>
        이름으로 만들기
      </button>
    </Form>
  );
}
