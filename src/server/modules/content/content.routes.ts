import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  articleListQuerySchema,
  articleListResponseSchema,
  articleResponseSchema,
  boardResponseSchema,
  contentIdParamsSchema,
  PAGE_SLUGS,
  pageSlugParamsSchema,
  policyPageResponseSchema,
  storyListQuerySchema,
  storyListResponseSchema,
  storyResponseSchema,
} from '../../../shared/contracts/content';
import { getArticle, getPage, getStory, listArticles, listNotices, listStories } from './content.service';
import { type ContentStore, getContentStore } from './content-store';

const CONTENT_MAX_AGE_SECONDS = 300;

export interface ContentRoutesOptions {
  /** Content to serve; by default the product's own, from content/, rendered once per process. */
  store?: ContentStore;
}

/** Articles, stories, board notices and policy pages (CONTRACT.md, Content): public and read-only. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const store = options.store ?? getContentStore();
  for (const warning of store.warnings) app.log.warn(warning);

  // Content only changes with a deploy, so browsers may reuse an answer for a few minutes: going
  // back to a page shows its articles or notices at once instead of re-laying it out.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', `public, max-age=${CONTENT_MAX_AGE_SECONDS}`);
    return payload;
  });

  app.get(
    '/api/articles',
    {
      schema: {
        summary: '진로 아티클(지혜의 시간) 목록: 최신순, 분류 필터, 페이지',
        tags: ['content'],
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listArticles(store, request.query),
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        summary: '진로 아티클 하나: 정리된 HTML 본문, 출처, 이전·다음 글',
        tags: ['content'],
        params: contentIdParamsSchema,
        response: { 200: articleResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: getArticle(store, request.params.id) }),
  );

  app.get(
    '/api/stories',
    {
      schema: {
        summary: '만드는 이야기 목록: 최신순, 페이지',
        tags: ['content'],
        querystring: storyListQuerySchema,
        response: { 200: storyListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listStories(store, request.query),
  );

  app.get(
    '/api/stories/:id',
    {
      schema: {
        summary: '만드는 이야기 하나: 정리된 HTML 본문, 이전·다음 이야기',
        tags: ['content'],
        params: contentIdParamsSchema,
        response: { 200: storyResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: getStory(store, request.params.id) }),
  );

  app.get(
    '/api/board',
    {
      schema: {
        summary: '홈 게시판 공지: 오늘(한국 시간)까지 게시된 공지만, 고정 공지 먼저, 그다음 최신순',
        tags: ['content'],
        response: { 200: boardResponseSchema },
      },
    },
    async () => ({ data: listNotices(store, new Date()) }),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        summary: `정책 문서: ${PAGE_SLUGS.join(', ')} (제목, 버전, 시행일, 정리된 HTML, 목차)`,
        description:
          '개인정보 처리방침(privacy-policy), 서비스 이용약관(service-terms), 광고 안내(about-ad)를 보여 줘요. ' +
          '버전과 시행일이 없는 문서(광고 안내)는 null이에요. 없는 문서는 404예요.',
        tags: ['content'],
        params: pageSlugParamsSchema,
        response: { 200: policyPageResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: getPage(store, request.params.slug) }),
  );
};
