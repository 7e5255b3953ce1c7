import { josa } from 'es-hangul';
import { type ReactNode, useId, useState } from 'react';
import type { JobRecNotFoundBody, Recommendation } from '../../../../shared/contracts/recommendations';
import { whyNotFormSchema } from '../../../../shared/validation/job-name-rules';
import { httpErrorOf } from '../../../lib/api';
import { HttpError } from '../../../lib/http';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../recommendations.module.css';
import { useLazyGetRecommendationQuery } from '../recommendations-api';

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; item: Recommendation; total: number }
  | { status: 'message'; text: string }
  | { status: 'missing'; name: string; nearest: string[] };

interface WhyNotProps {
  /** Catalog job names to pick from (may be empty while they load: typing still works). */
  jobNames: readonly string[];
  /** Shows the job found, e.g. as a recommendation card. */
  renderResult: (item: Recommendation) => ReactNode;
}

/** 'Why not X?': any catalog job's score, rank and reasons for me. */
export function WhyNot({ jobNames, renderResult }: WhyNotProps) {
  const id = useId();
  const form = useSchemaForm(whyNotFormSchema, { jobName: '' });
  const nameField = form.field('jobName');
  const [result, setResult] = useState<Result>({ status: 'idle' });
  const [fetchRecommendation] = useLazyGetRecommendationQuery();

  const lookUp = async (wanted: string) => {
    setResult({ status: 'loading' });
    try {
      const { data, meta } = await fetchRecommendation(wanted, true)
        .unwrap()
        .catch((failure: unknown) => {
          throw httpErrorOf(failure);
        });
      if (!data) setResult({ status: 'message', text: '단계를 더 마치면 이 직업이 얼마나 맞는지 알려 드릴게요.' });
      else setResult({ status: 'found', item: data, total: meta.total });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        setResult({ status: 'missing', name: wanted, nearest: nearestNamesOf(error) });
      else if (error instanceof HttpError && error.fields?.jobName) {
        // The server's refusal of the name, in the form's words, on the field.
        setResult({ status: 'idle' });
        form.report('jobName', error.fields.jobName);
      } else setResult({ status: 'message', text: error instanceof Error ? error.message : '불러오지 못했어요.' });
    }
  };

  /** A nearest job is looked up as if typed: its name goes in the field, where focus returns. */
  const lookNearest = (name: string) => {
    form.hookForm.setValue('jobName', name);
    form.focus('jobName');
    void lookUp(name);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        이 직업은 왜 없을까요?
      </h2>
      <p className={styles.muted}>궁금한 직업을 고르면 나와 얼마나 맞는지, 몇 위인지, 그 이유를 보여 드려요.</p>
      <Form className={styles.searchForm} onSubmit={form.onSubmit((values) => lookUp(values.jobName))} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            직업 이름
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            list={`${id}-names`}
            autoComplete="off"
            {...nameField.control}
          />
          {nameField.error}
          <datalist id={`${id}-names`}>
            {jobNames.map((jobName) => (
              <option key={jobName} value={jobName} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={buttons.secondary} disabled={result.status === 'loading'}>
          점수 보기
        </button>
        {form.announcer}
      </Form>
      <div aria-live="polite">
        {result.status === 'loading' && <p className={styles.muted}>찾는 중…</p>}
        {result.status === 'message' && <p className={styles.error}>{result.text}</p>}
        {result.status === 'missing' && (
          <>
            <p className={styles.error}>
              ‘{result.name}’{josa.pick(result.name, '은/는')} 직업 목록에 없어요.{' '}
              {result.nearest.length > 0 ? '가까운 직업:' : '목록에서 직업을 골라 주세요.'}
            </p>
            {result.nearest.length > 0 && (
              <ul className={styles.nearest} aria-label="가까운 직업">
                {result.nearest.map((jobName) => (
                  <li key={jobName}>
                    <button type="button" className={styles.chip} onClick={() => lookNearest(jobName)}>
                      {jobName}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {result.status === 'found' && (
          <>
            <p>
              ‘{result.item.job.name}’{josa.pick(result.item.job.name, '은/는')} 전체 {result.total}개 직업 중{' '}
              {result.item.rank}위, {result.item.fitLevel}
            </p>
            {renderResult(result.item)}
          </>
        )}
      </div>
    </section>
  );
}

/** The nearest catalog jobs a 'why not X?' 404 names (JobRecNotFoundBody), nearest first. */
function nearestNamesOf(error: HttpError): string[] {
  const nearest = (error.details as Partial<JobRecNotFoundBody['error']> | undefined)?.nearest ?? [];
  return nearest.map((job) => job.name);
}
