/**
 * The fixed words of the jobs' Korean facts and of the job search, without zod: the web app's
 * job pages import these values, and zod in their chunk would cost bytes and trip the CSP
 * (it probes for `new Function`). The contract's schemas are built on them (contracts/jobs).
 */

/** The seven 계열 Korean universities group their departments in. */
export const MAJOR_FIELDS = [
  '인문계열',
  '사회계열',
  '교육계열',
  '공학계열',
  '자연계열',
  '의약계열',
  '예체능계열',
] as const;
export type MajorField = (typeof MAJOR_FIELDS)[number];

/** The education a job usually asks for in Korea, lowest first. */
export const EDUCATION_LEVELS = ['학력 무관', '고졸', '전문대졸', '대졸', '대학원졸'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** How a Korean certificate is issued (국가기술자격 on Q-Net, 국가전문자격, 공인민간자격). */
export const CERTIFICATE_KINDS = ['국가기술자격', '국가전문자격', '공인민간자격'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** How the server and the web app both search the catalog (shared/korean-search): whole words. */
export const JOB_SEARCH_OPTIONS = { wholeWords: true } as const;
