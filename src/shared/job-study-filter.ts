import type { JobCatalogEntry } from './contracts/jobs';
import type { EducationLevel, MajorField } from './job-vocabulary';

/**
 * Browsing by what you study (`?field=&education=&major=` on the job browser and on
 * `GET /api/jobs`), one rule for the server and the web app.
 */
export interface StudyFilter {
  /** Jobs with a related major in this 계열. */
  field?: MajorField | null | undefined;
  /** Jobs that usually ask for exactly this education. */
  education?: EducationLevel | null | undefined;
  /** Jobs that name this major (exact name, e.g. 간호학과). */
  major?: string | null | undefined;
}

type StudyFields = Pick<JobCatalogEntry, 'majorFields' | 'majors' | 'educationLevel'>;

export function hasStudyFilter(filter: StudyFilter): boolean {
  return Boolean(filter.field || filter.education || filter.major);
}

export function matchesStudy(job: StudyFields, filter: StudyFilter): boolean {
  if (filter.field && !job.majorFields.includes(filter.field)) return false;
  if (filter.education && job.educationLevel !== filter.education) return false;
  if (filter.major && !job.majors.includes(filter.major.normalize('NFC').trim())) return false;
  return true;
}
