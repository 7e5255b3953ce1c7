import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common';
import {
  industriesResponseSchema,
  jobCatalogResponseSchema,
  jobDetailResponseSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobNameParamsSchema,
  jobSearchIndexResponseSchema,
  starterMissionsResponseSchema,
} from '../../../shared/contracts/jobs';
import { getMissionMarket } from '../missions/mission-market';
import { getJobCatalog } from './catalog';
import { getJobDetail, listIndustries, listJobs, listStarterMissions } from './jobs.service';
import { CatalogResponseCache, sendCached } from './response-cache';

const tags = ['jobs'];

/** The job catalog (CONTRACT.md, Jobs and the dream list): public, read-only. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = getJobCatalog();
  const market = getMissionMarket().missions;
  const answers = new CatalogResponseCache(catalog.version);
  const notModified = z.null().describe('받아 둔 답이 최신이에요 (If-None-Match가 ETag와 같아요)');
  // 304 when If-None-Match has the answer's ETag. The cached answers bring their own ETag (the
  // plugin keeps it); the other answers here are public and get one made from their bytes.
  await app.register(etag);

  app.get(
    '/api/jobs',
    {
      schema: {
        summary: '직업 목록과 검색 (이름·별칭·찾는 말·초성·하는 일·기술; 산업·계열·학력·학과 필터; 페이지)',
        tags,
        description: '직업 목록은 실행 중에 바뀌지 않아서 답을 ETag와 Cache-Control(60초)과 함께 보내요.',
        querystring: jobListQuerySchema,
        response: { 200: jobListResponseSchema, 304: notModified, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { q, industry, field, education, major, limit, cursor } = request.query;
      const key = JSON.stringify([q, industry, field, education, major, limit, cursor]);
      return sendCached(
        reply,
        answers.answer(key, jobListResponseSchema, () => listJobs(catalog, request.query)),
      );
    },
  );

  app.get(
    '/api/jobs/industries',
    {
      schema: {
        summary: '산업 목록과 산업별 직업 수',
        tags,
        response: { 200: industriesResponseSchema, 304: notModified },
      },
    },
    async () => ({ data: [...listIndustries(catalog)] }),
  );

  app.get(
    '/api/jobs/catalog',
    {
      schema: {
        summary: '직업 탐색 첫 화면용 전체 직업 목록 (요약과 관련 학과·학력)과 산업 — 페이지 없이 한 번에, ETag로 캐시',
        description:
          '검색어 없이 목록을 보여 주고 계열·학력·학과로 좁히는 데 필요한 만큼만 담아서, 검색 색인(/api/jobs/search-index)의 ' +
          '3분의 1 크기예요. 검색은 웹 앱이 검색 색인을 받아서 해요.',
        tags,
        response: { 200: jobCatalogResponseSchema, 304: notModified },
      },
    },
    async (_request, reply) =>
      sendCached(
        reply,
        answers.answer('catalog', jobCatalogResponseSchema, () => ({
          data: [...catalog.catalogEntries],
          industries: [...listIndustries(catalog)],
        })),
      ),
  );

  app.get(
    '/api/jobs/search-index',
    {
      schema: {
        summary: '브라우저 검색용 전체 직업 목록 (요약, 별칭, 하는 일, 기술)과 산업 — 페이지 없이 한 번에, ETag로 캐시',
        description:
          '직업 목록은 실행 중에 바뀌지 않고 약 250개로 크기가 정해져 있어서, 웹 앱이 한 번 받아 두고 입력할 때마다 ' +
          '서버에 묻지 않고 검색해요. If-None-Match가 ETag와 같으면 304로 답해요.',
        tags,
        response: { 200: jobSearchIndexResponseSchema, 304: z.null().describe('받아 둔 목록이 최신이에요') },
      },
    },
    async (_request, reply) =>
      // Asked again at every start of the web app: always revalidated, never recomputed.
      sendCached(
        reply,
        answers.answer('search-index', jobSearchIndexResponseSchema, () => ({
          data: [...catalog.searchEntries],
          industries: [...listIndustries(catalog)],
        })),
        'no-cache',
      ),
  );

  app.get(
    '/api/jobs/:jobName',
    {
      schema: {
        summary: '직업 하나의 모든 정보 (하는 일, 지식·기술, 가치, 흥미, 일하는 방식, 근무 환경, 관련 직업, 출처)',
        tags,
        description: '직업 정보는 실행 중에 바뀌지 않아서 답을 ETag와 Cache-Control(60초)과 함께 보내요.',
        params: jobNameParamsSchema,
        response: { 200: jobDetailResponseSchema, 304: notModified, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { jobName } = request.params;
      // An unknown name throws NOT_FOUND inside `compute`, so nothing is cached for it.
      return sendCached(
        reply,
        answers.answer(`detail:${jobName}`, jobDetailResponseSchema, () => ({ data: getJobDetail(catalog, jobName) })),
      );
    },
  );

  app.get(
    '/api/jobs/:jobName/starter-missions',
    {
      schema: {
        summary: '이 직업을 체험해 볼 첫 미션 3개 (미션 마켓에서 산업·흥미·기술이 맞는 순으로, 늘 같은 결과)',
        tags,
        params: jobNameParamsSchema,
        response: { 200: starterMissionsResponseSchema, 304: notModified, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: listStarterMissions(catalog, market, request.params.jobName) }),
  );
};
