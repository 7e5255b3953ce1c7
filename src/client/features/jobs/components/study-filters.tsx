import { josa } from 'es-hangul';
import { useId } from 'react';
import type { StudyFilter } from '../../../../shared/job-study-filter';
import {
  EDUCATION_LEVELS,
  type EducationLevel,
  MAJOR_FIELDS,
  type MajorField,
} from '../../../../shared/job-vocabulary';
import browser from '../browser.module.css';
import styles from '../jobs.module.css';

/** What one studies, as the URL gives it: unknown values are ignored, so a bad link still shows the list. */
export function studyFilterFromParams(params: URLSearchParams): Required<StudyFilter> {
  const field = params.get('field');
  const education = params.get('education');
  const major = params.get('major')?.trim();
  return {
    field: MAJOR_FIELDS.find((value) => value === field) ?? null,
    education: EDUCATION_LEVELS.find((value) => value === education) ?? null,
    major: major ? major : null,
  };
}

interface StudyFiltersProps {
  filter: Required<StudyFilter>;
  onChange: (next: StudyFilter) => void;
}

/** Browse by 계열 and by the education a job usually needs; a major (from a job page) shows as a chip to remove. */
export function StudyFilters({ filter, onChange }: StudyFiltersProps) {
  const id = useId();
  return (
    <fieldset className={browser.study}>
      <legend className={browser.studyLegend}>공부하는 분야로 찾기</legend>
      <label className={browser.studyField} htmlFor={`${id}-field`}>
        학과 계열
        <select
          id={`${id}-field`}
          className={browser.studySelect}
          value={filter.field ?? ''}
          onChange={(event) => onChange({ field: (event.target.value || null) as MajorField | null })}
        >
          <option value="">전체 계열</option>
          {MAJOR_FIELDS.map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </select>
      </label>
      <label className={browser.studyField} htmlFor={`${id}-education`}>
        보통 필요한 학력
        <select
          id={`${id}-education`}
          className={browser.studySelect}
          value={filter.education ?? ''}
          onChange={(event) => onChange({ education: (event.target.value || null) as EducationLevel | null })}
        >
          <option value="">전체 학력</option>
          {EDUCATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </label>
      {filter.major && (
        <p className={browser.studyMajor}>
          <span>
            학과: <strong>{josa(filter.major, '와/과')}</strong> 이어지는 직업
          </span>
          <button type="button" className={styles.textButton} onClick={() => onChange({ major: null })}>
            학과 필터 풀기
          </button>
        </p>
      )}
    </fieldset>
  );
}
