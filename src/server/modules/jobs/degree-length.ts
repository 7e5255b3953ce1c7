import { type FactSource, lawSource } from './korea-facts-file';

/**
 * Jobs whose degree takes six years, not four: the law sets the bachelor's programme of the
 * colleges that train doctors, dentists, Korean-medicine doctors, vets and pharmacists at six
 * years (고등교육법 시행령; read on 2026-11-29, content/jobs/audit/laws-quoted-2026-11-29.json).
 * Their facts' schooling is "대졸" like any degree, so without this a student who plans four years
 * of university, or a nurse who wants no more long study, was told nothing of the two years more.
 */
const SIX_YEAR_COLLEGES: Readonly<Record<string, string>> = {
  의사: '의과대학',
  치과의사: '치과대학',
  한의사: '한의과대학',
  수의사: '수의과대학',
  약사: '약학대학',
};

export interface DegreeLength {
  years: number;
  /** What the law says, in 해요체, with the law: "의과대학의 학사 과정은 6년이에요 (고등교육법 시행령)". */
  text: string;
  source: FactSource;
}

const HIGHER_EDUCATION_DECREE = lawSource('고등교육법 시행령', '2026-11-29');

/** The length of the job's degree where the law makes it longer than four years; null otherwise. */
export function degreeLength(jobName: string): DegreeLength | null {
  const college = SIX_YEAR_COLLEGES[jobName];
  if (!college) return null;
  return {
    years: 6,
    text: `${college}의 학사 과정은 6년이에요 (고등교육법 시행령)`,
    source: HIGHER_EDUCATION_DECREE,
  };
}
