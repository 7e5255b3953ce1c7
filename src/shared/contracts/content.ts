import { z } from 'zod';
import { ARTICLE_CATEGORIES } from '../plain/content';
import { cursorQuerySchema } from './common';

/**
 * Written content (CONTRACT.md, "Content, feedback, analytics"): career articles (지혜의 시간),
 * behind-the-scenes stories, board notices and policy pages. All of it is read-only at run time;
 * bodies arrive as HTML the server has already sanitised.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A notice of the home page's bulletin board. */
const noticeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    publishedAt: isoDate,
    pinned: z.boolean(),
  })
  .meta({ id: 'Notice' });

export type Notice = z.infer<typeof noticeSchema>;

export const boardResponseSchema = z.object({
  data: z.array(noticeSchema).describe('고정 공지 먼저, 그다음 최신순'),
});

export { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS, type ArticleCategory } from '../plain/content';

const articleCategorySchema = z
  .enum(ARTICLE_CATEGORIES, {
    error: '글 분류는 job-search, self-understanding, career-planning, myths, workplace 가운데 하나예요.',
  })
  .describe('글 분류');

const CONTENT_LIST_LIMIT = { default: 20, max: 100 } as const;

export const CONTENT_MESSAGES = {
  articleNotFound: '찾는 글이 없어요. 글 목록에서 다시 골라 주세요.',
  storyNotFound: '찾는 이야기가 없어요. 이야기 목록에서 다시 골라 주세요.',
  pageNotFound: '찾는 문서가 없어요. 주소를 다시 확인해 주세요.',
  invalidCursor: '목록 위치(cursor)가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.',
} as const;

const pagingQuery = {
  limit: z.coerce
    .number({ error: '한 번에 가져올 개수는 숫자로 보내 주세요.' })
    .int('한 번에 가져올 개수는 정수로 보내 주세요.')
    .min(1, '한 번에 1개 이상 가져올 수 있어요.')
    .max(CONTENT_LIST_LIMIT.max, `한 번에 최대 ${CONTENT_LIST_LIMIT.max}개까지 가져올 수 있어요.`)
    .default(CONTENT_LIST_LIMIT.default),
  cursor: cursorQuerySchema(200, CONTENT_MESSAGES.invalidCursor),
};

export const articleListQuerySchema = z.object({ category: articleCategorySchema.optional(), ...pagingQuery });
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const storyListQuerySchema = z.object(pagingQuery);
export type StoryListQuery = z.infer<typeof storyListQuerySchema>;

export const contentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const readingMinutes = z.number().int().min(1).describe('읽는 데 걸리는 시간(분), 한국어 1분에 약 500자 기준');

const articleSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    category: articleCategorySchema,
    categoryLabel: z.string().describe('분류의 한국어 이름'),
    readingMinutes,
    publishedAt: isoDate,
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

const contentSourceSchema = z
  .object({ title: z.string(), url: z.string().nullable().describe('공식 주소가 없는 출처(책 등)는 null') })
  .meta({ id: 'ContentSource' });
export type ContentSource = z.infer<typeof contentSourceSchema>;

/** A neighbour in publication order, for '이전 글 / 다음 글' links. */
const contentLinkSchema = z.object({ id: z.string(), title: z.string() }).meta({ id: 'ContentLink' });
export type ContentLink = z.infer<typeof contentLinkSchema>;

const neighbours = {
  previous: contentLinkSchema.nullable().describe('바로 전에 나온(더 오래된) 글, 없으면 null'),
  next: contentLinkSchema.nullable().describe('바로 다음에 나온(더 새로운) 글, 없으면 null'),
};

const html = z.string().describe('서버에서 허용 목록으로 정리한 HTML (script, on* 속성, javascript: 주소 없음)');

const articleDetailSchema = articleSummarySchema
  .extend({ html, sources: z.array(contentSourceSchema), ...neighbours })
  .meta({ id: 'Article' });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleListResponseSchema = z.object({
  data: z.array(articleSummarySchema).describe('최신순'),
  nextCursor: z.string().nullable().describe('다음 페이지가 없으면 null'),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;
export const articleResponseSchema = z.object({ data: articleDetailSchema });

const storySummarySchema = z
  .object({ id: z.string(), title: z.string(), summary: z.string(), readingMinutes, publishedAt: isoDate })
  .meta({ id: 'StorySummary' });
export type StorySummary = z.infer<typeof storySummarySchema>;

const storyDetailSchema = storySummarySchema.extend({ html, ...neighbours }).meta({ id: 'Story' });
export type StoryDetail = z.infer<typeof storyDetailSchema>;

export const storyListResponseSchema = z.object({
  data: z.array(storySummarySchema).describe('최신순'),
  nextCursor: z.string().nullable().describe('다음 페이지가 없으면 null'),
});
export type StoryListResponse = z.infer<typeof storyListResponseSchema>;
export const storyResponseSchema = z.object({ data: storyDetailSchema });

export const PAGE_SLUGS = ['privacy-policy', 'service-terms', 'about-ad'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
/** Any string: an unknown slug is a 404 with a Korean message, not a validation error. */
export const pageSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .describe(`문서 이름: ${PAGE_SLUGS.join(' | ')}`),
});

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}

const tocEntrySchema = z
  .object({
    id: z.string().describe('본문 제목 요소의 id (#id로 이동)'),
    text: z.string(),
    level: z.number().int().min(2).max(3),
  })
  .meta({ id: 'TocEntry' });
export type TocEntry = z.infer<typeof tocEntrySchema>;

const policyPageSchema = z
  .object({
    slug: z.enum(PAGE_SLUGS),
    title: z.string(),
    version: z.string().nullable().describe('문서 버전 (예: v1.0), 없으면 null'),
    effectiveDate: isoDate.nullable().describe('시행일, 없으면 null'),
    html,
    toc: z.array(tocEntrySchema).describe('목차: 본문의 ##, ### 제목'),
  })
  .meta({ id: 'PolicyPage' });
export type PolicyPage = z.infer<typeof policyPageSchema>;
export const policyPageResponseSchema = z.object({ data: policyPageSchema });
