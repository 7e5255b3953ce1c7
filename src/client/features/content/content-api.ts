import type {
  ArticleCategory,
  ArticleDetail,
  ArticleListResponse,
  Notice,
  PageSlug,
  PolicyPage,
  StoryDetail,
  StoryListResponse,
} from '../../../shared/contracts/content';
import { api, dataOf } from '../../lib/api';

/** The content calls of the web app (CONTRACT.md, Content). Bodies come as server-sanitised HTML. */

/** The first page of a cursor-paged list has no cursor; `''` stands for it (it survives JSON). */
const FIRST_PAGE = '';
const pages = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
};

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Articles newest first, by category (`'all'` for every category), a page at a time. */
    getArticles: build.infiniteQuery<ArticleListResponse, ArticleCategory | 'all', string>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams();
        if (queryArg !== 'all') params.set('category', queryArg);
        if (pageParam) params.set('cursor', pageParam);
        const search = params.toString();
        return `/api/articles${search ? `?${search}` : ''}`;
      },
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
    getArticle: build.query<ArticleDetail, string>({
      query: (id) => `/api/articles/${encodeURIComponent(id)}`,
      transformResponse: dataOf<ArticleDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    getStories: build.infiniteQuery<StoryListResponse, void, string>({
      infiniteQueryOptions: pages,
      query: ({ pageParam }) => `/api/stories${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: [{ type: 'Story', id: 'LIST' }],
    }),
    getStory: build.query<StoryDetail, string>({
      query: (id) => `/api/stories/${encodeURIComponent(id)}`,
      transformResponse: dataOf<StoryDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Story', id }],
    }),
    /** The home page's bulletin board: the latest notices, pinned first. */
    getBoard: build.query<Notice[], void>({
      query: () => '/api/board',
      transformResponse: dataOf<Notice[]>,
    }),
    getPolicyPage: build.query<PolicyPage, PageSlug>({
      query: (slug) => `/api/pages/${slug}`,
      transformResponse: dataOf<PolicyPage>,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
  }),
});

export const {
  useGetArticlesInfiniteQuery,
  useGetArticleQuery,
  useGetStoriesInfiniteQuery,
  useGetStoryQuery,
  useGetPolicyPageQuery,
  useGetBoardQuery,
} = contentApi;
