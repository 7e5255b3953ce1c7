import { z } from 'zod';
import { CERTIFICATE_KINDS, EDUCATION_LEVELS, MAJOR_FIELDS } from '../job-vocabulary';
import { JOB_LIST_LIMIT } from '../plain/jobs';
import { ruled } from '../validation/ruled';
import { SEARCH_QUERY_MAX, searchQueryRule } from '../validation/search-rules';
import { cursorQuerySchema } from './common';

export { MAJOR_FIELDS } from '../job-vocabulary';

/** The 20 fixed industries of the catalog (content/jobs/industries.json). */
export const INDUSTRY_IDS = [
  'it',
  'engineering',
  'manufacturing',
  'construction',
  'healthcare',
  'welfare',
  'education',
  'business',
  'finance',
  'marketing',
  'sales',
  'design',
  'media',
  'arts',
  'public',
  'science',
  'hospitality',
  'transport',
  'environment',
  'personal',
] as const;

export const industryIdSchema = z.enum(INDUSTRY_IDS).describe('산업 id');
export type IndustryId = z.infer<typeof industryIdSchema>;

export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

export const majorFieldSchema = z.enum(MAJOR_FIELDS).describe('학과 계열');
export const educationLevelSchema = z.enum(EDUCATION_LEVELS).describe('한국에서 보통 필요한 학력');
export const certificateKindSchema = z.enum(CERTIFICATE_KINDS).describe('자격 종류');

/** `?limit=`: how many jobs one page of a list holds (the job list and the recommendations). */
export const jobListLimitSchema = z.coerce
  .number({ error: '한 번에 가져올 개수는 숫자로 보내 주세요.' })
  .int('한 번에 가져올 개수는 정수로 보내 주세요.')
  .min(1, '한 번에 1개 이상 가져올 수 있어요.')
  .max(JOB_LIST_LIMIT.max, `한 번에 최대 ${JOB_LIST_LIMIT.max}개까지 가져올 수 있어요.`)
  .default(JOB_LIST_LIMIT.default);
const JOB_QUERY_MAX_LENGTH = SEARCH_QUERY_MAX;
/** How many nearest catalog jobs an answer names for a job the catalog does not have. */
export const NEAREST_JOBS_MAX = 3;

/** One job in a list (CONTRACT.md: `{ id, name, industry, summary, riasec, tags }`). */
export const jobSummarySchema = z
  .object({
    id: z.string(),
    name: z.string().describe('한국어 직업 이름 (목록에서 하나뿐이에요)'),
    industry: industryIdSchema,
    summary: z.string(),
    riasec: z.string().describe('흥미 유형 코드, 점수가 높은 순 (예: "IC")'),
    tags: z.array(z.string()).describe('이 직업에서 중요한 기술 몇 가지의 한국어 이름'),
  })
  .meta({ id: 'JobSummary' });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .pipe(ruled(searchQueryRule, { maxLength: JOB_QUERY_MAX_LENGTH }))
    .optional()
    .describe(
      '직업 이름, 별칭, 평소에 쓰는 말(코딩, 선생님), 초성(ㄱㅂㅈ), 하는 일, 기술, 관련 학과로 찾아요. 세 글자 이상이면 오타 하나는 너그럽게 봐요.',
    ),
  industry: industryIdSchema.optional(),
  field: majorFieldSchema.optional().describe('이 계열의 학과와 이어지는 직업만'),
  education: educationLevelSchema.optional().describe('보통 이 학력이 필요한 직업만'),
  major: z
    .string()
    .trim()
    .min(1)
    .max(JOB_QUERY_MAX_LENGTH)
    .optional()
    .describe('이 학과와 이어지는 직업만 (예: 간호학과)'),
  limit: jobListLimitSchema,
  cursor: cursorQuerySchema(100, '목록 위치(cursor)가 올바르지 않아요. 처음부터 다시 불러와 주세요.'),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  data: z.array(jobSummarySchema),
  nextCursor: z.string().nullable().describe('다음 페이지가 없으면 null'),
  total: z.number().int().describe('조건에 맞는 직업 전체 개수 (우리가 덧붙인 필드)'),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

const industrySchema = z
  .object({ id: industryIdSchema, name: z.string(), count: z.number().int().describe('이 산업의 직업 수') })
  .meta({ id: 'Industry' });
export type Industry = z.infer<typeof industrySchema>;

export const industriesResponseSchema = z.object({ data: z.array(industrySchema) });

/**
 * Every job as the job browser lists it before anything is typed: its card (the summary) and what
 * one studies for it, for the 계열, education and major filters. A third of the search index's size.
 */
const jobCatalogEntrySchema = jobSummarySchema
  .extend({
    majorFields: z.array(majorFieldSchema).describe('관련 학과의 계열'),
    majors: z.array(z.string()).describe('관련 학과 이름'),
    educationLevel: educationLevelSchema.nullable().describe('한국에서 보통 필요한 학력, 정리 전이면 null'),
  })
  .meta({ id: 'JobCatalogEntry' });
export type JobCatalogEntry = z.infer<typeof jobCatalogEntrySchema>;

/** Every job as `entry` describes it, with the industries the browser's filter names. */
const withIndustries = <Entry extends z.ZodType>(entry: Entry) =>
  z.object({ data: z.array(entry), industries: z.array(industrySchema) });

export const jobCatalogResponseSchema = withIndustries(jobCatalogEntrySchema);
export type JobCatalogResponse = z.infer<typeof jobCatalogResponseSchema>;

/**
 * Every job with what the web app needs to search it without asking the server again:
 * its catalog entry plus aliases, task sentences, skill names and everyday words.
 */
const jobSearchEntrySchema = jobCatalogEntrySchema
  .extend({
    aliases: z.array(z.string()),
    tasks: z.array(z.string()).describe('하는 일 문장'),
    skills: z.array(z.string()).describe('중요한 기술의 한국어 이름'),
    searchWords: z.array(z.string()).describe('사람들이 이 직업을 찾을 때 쓰는 말 (예: 코딩, 선생님)'),
  })
  .meta({ id: 'JobSearchEntry' });
export type JobSearchEntry = z.infer<typeof jobSearchEntrySchema>;

export const jobSearchIndexResponseSchema = withIndustries(jobSearchEntrySchema);
export type JobSearchIndexResponse = z.infer<typeof jobSearchIndexResponseSchema>;

const scoredLabelSchema = z.object({
  id: z.string().describe('O*NET 요소 id (예: 2.A.1.a)'),
  label: z.string().describe('한국어 이름'),
  score: z.number(),
});

const knowledgeOrSkillSchema = z.object({
  id: z.string().describe('O*NET 요소 id'),
  label: z.string(),
  importance: z.number().describe('중요도 1–5'),
  level: z.number().describe('필요 수준 0–7'),
});

export const PHYSICAL_KEYS = [
  'standing',
  'outdoors',
  'temperature',
  'noise',
  'heights',
  'hazards',
  'lifting',
  'bending',
  'fineMotor',
  'colorVision',
  'nightShift',
  'travel',
] as const;
export type PhysicalKey = (typeof PHYSICAL_KEYS)[number];

const relatedJobSchema = z.object({ id: z.string(), name: z.string(), industry: industryIdSchema });

/** What it takes to do the job in Korea, as 진로의 시간 팀 wrote it down ("한국에서 이 일을 하려면"). */
const jobKoreaFactsSchema = z
  .object({
    majors: z.object({
      anyMajor: z.boolean().describe('true면 전공 무관 (그래도 도움이 되는 학과를 groups에 적을 수 있어요)'),
      groups: z
        .array(
          z.object({ field: majorFieldSchema, names: z.array(z.string()).describe('대학·전문대에서 쓰는 학과 이름') }),
        )
        .describe('계열별 관련 학과, 인문·사회·교육·공학·자연·의약·예체능 순'),
    }),
    education: educationLevelSchema,
    degreeLength: z
      .object({
        years: z.number().int().describe('학사 과정의 수업 연한'),
        text: z
          .string()
          .describe('법이 정한 것, 법과 함께 (예: "의과대학의 학사 과정은 6년이에요 (고등교육법 시행령)")'),
      })
      .nullable()
      .describe('법이 학사 과정을 4년보다 길게 정한 직업(의사·치과의사·한의사·수의사·약사)의 과정 길이, 아니면 null'),
    certificates: z
      .array(
        z.object({
          name: z.string().describe('공식 자격 이름'),
          issuer: z.string().describe('시행·발급 기관'),
          kind: certificateKindSchema,
          required: z.boolean().describe('true면 이 일을 하려면 꼭 있어야 해요 (면허), false면 도움이 돼요'),
        }),
      )
      .describe('필수인 자격이 먼저'),
    requirements: z
      .array(
        z.object({
          anyOf: z
            .array(z.object({ name: z.string(), issuer: z.string(), kind: certificateKindSchema }))
            .min(1)
            .describe('이 가운데 하나만 있으면 돼요 (하나뿐이면 그 자격이 꼭 있어야 해요)'),
          condition: z
            .string()
            .nullable()
            .describe('이럴 때만 필수예요 (예: "외국인 관광객을 안내할 때"); 늘 필수면 null'),
          basis: z.string().describe('필수인 법적 근거: 법령과 조항, 또는 부처의 규정'),
        }),
      )
      .describe('법으로 꼭 있어야 하는 자격 (certificates의 필수 자격을 "다음 중 하나"로 묶은 것)'),
    wayIn: z.object({
      summary: z.string().describe('보통 이 일을 시작하는 길, 2–3문장'),
      exams: z.array(z.string()).describe('거치는 시험 (예: 간호사 국가시험)'),
      training: z.string().nullable().describe('훈련·견습 과정, 없으면 null'),
      firstRoles: z.array(z.string()).describe('처음 맡는 흔한 자리'),
    }),
    stability: z
      .object({
        kind: z
          .enum(['status', 'licence', 'own-account'])
          .describe(
            'status 법이 신분을 보장해요, licence 법이 정한 면허가 있어야 해요, own-account 프리랜서·개인사업자가 많아요',
          ),
        text: z.string().describe('출처가 말하는 것, 법과 조항과 함께 (예: "… (헌법 제106조)")'),
      })
      .nullable()
      .describe(
        '오래 일할 수 있는지에 대해 출처가 말하는 것. 출처가 있는 자료가 없으면 null이고, 짐작해서 채우지 않아요',
      ),
    sources: z
      .array(
        z.object({
          title: z.string().describe('출처 이름 (예: "관광진흥법 (국가법령정보센터)")'),
          checked: z.iso.date().describe('확인한 날 (YYYY-MM-DD)'),
          url: z.string().nullable().describe('출처 주소, 없으면 null'),
        }),
      )
      .describe('이 직업의 정보를 어디에서 확인했는지, 확인한 날과 함께 (직업 분류의 출처인 국가데이터처가 마지막)'),
    attribution: z.string().describe('"진로의 시간 팀 정리 (2026년 11월 기준)"'),
  })
  .meta({ id: 'JobKoreaFacts' });
export type JobKoreaFacts = z.infer<typeof jobKoreaFactsSchema>;

/** The whole job, with Korean labels, for `/job-browser/{jobName}`. */
export const jobDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    aliases: z.array(z.string()),
    industry: z.object({ id: industryIdSchema, name: z.string() }),
    summary: z.string(),
    onetNote: z.string().nullable().describe('O*NET 자료를 어떻게 가져왔는지에 대한 설명, 없으면 null'),
    tasks: z.array(z.object({ id: z.string(), text: z.string() })),
    interests: z.object({
      code: z.string().describe('흥미 유형 코드 (예: "IC")'),
      scores: z
        .array(z.object({ letter: z.enum(RIASEC_LETTERS), label: z.string(), score: z.number().describe('1–7') }))
        .describe('R, I, A, S, E, C 순서'),
    }),
    knowledge: z.array(knowledgeOrSkillSchema).describe('중요도가 높은 지식, 높은 순'),
    skills: z.array(knowledgeOrSkillSchema).describe('중요도가 높은 기술, 높은 순'),
    workValues: z.array(scoredLabelSchema).describe('직업 가치 6가지, 1–7, 높은 순'),
    workStyles: z.array(scoredLabelSchema).describe('중요한 일하는 방식(성향), 1–5, 높은 순'),
    workConditions: z.object({
      source: z.literal('team-estimate'),
      note: z.string(),
      items: z.array(
        z.object({
          key: z.enum(PHYSICAL_KEYS),
          label: z.string(),
          level: z.number().int().min(0).max(3),
          levelLabel: z.string(),
        }),
      ),
    }),
    education: z.string().nullable().describe('가장 흔한 학력; O*NET에 학력 자료가 없으면 null'),
    jobZone: z.object({ level: z.number().int().min(1).max(5), label: z.string(), description: z.string() }),
    related: z.array(relatedJobSchema).describe('비슷한 직업: O*NET 관련 직업 중 카탈로그에 있는 것부터, 5개'),
    classification: z
      .object({
        kecoCode: z.string().describe('KECO 2025 세분류 코드 (4자리)'),
        kecoName: z.string(),
        source: z.string().describe('분류의 출처 표시'),
      })
      .describe('한국고용직업분류(KECO)'),
    korea: jobKoreaFactsSchema
      .nullable()
      .describe('한국에서 이 일을 하려면 (학과, 자격, 들어가는 길); 팀이 아직 정리하지 못한 직업은 null'),
    links: z
      .object({
        careerNet: z.string().describe('커리어넷에서 이 직업 이름으로 찾아보는 주소'),
        work24: z.string().describe('고용24에서 이 직업 이름으로 찾아보는 주소'),
      })
      .describe('이 직업을 다른 곳에서 찾아보는 링크 (새 탭에서 열어요)'),
    source: z.object({
      onetCode: z.string(),
      onetTitle: z.string(),
      onetUrl: z.string(),
      licenseUrl: z.string(),
      attribution: z.string().describe('한국어 출처 표시'),
      attributionEnglish: z.string().describe('O*NET이 요청한 영문 출처 표시'),
    }),
  })
  .meta({ id: 'JobDetail' });
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailResponseSchema = z.object({ data: jobDetailSchema });

export const jobNameParamsSchema = z.object({
  jobName: z.string().min(1).max(100).describe('URL 인코딩한 한국어 직업 이름'),
});

/** A mission of the market that suits a first try at a job, with why it was picked. */
const starterMissionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    minutes: z.number().int(),
    difficulty: z.number().int(),
    xp: z.number().int(),
    doneWhen: z.string(),
    cost: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string() }),
    reasons: z.array(z.string()).describe('이 미션을 고른 이유 (한국어)'),
  })
  .meta({ id: 'StarterMission' });
export type StarterMission = z.infer<typeof starterMissionSchema>;

export const starterMissionsResponseSchema = z.object({ data: z.array(starterMissionSchema) });
