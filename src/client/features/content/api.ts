import type {
  ArticleCategory,
  ArticleDetail,
  ArticleListResponse,
  PageSlug,
  PolicyPage,
  StoryDetail,
  StoryListResponse,
} from '../../../shared/contracts/content';
import { http } from '../../lib/http';
import { pageData } from '../../lib/page-data';

/** The content calls of the web app (CONTRACT.md, Content). Bodies come as server-sanitised HTML. */

export function fetchArticles(
  query: { category?: ArticleCategory | undefined; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<ArticleListResponse> {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return http.get<ArticleListResponse>(`/api/articles${search ? `?${search}` : ''}`, { signal });
}

export const articleUrl = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

export async function fetchArticle(id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const { data } = await http.get<{ data: ArticleDetail }>(articleUrl(id), { signal });
  return data;
}

/** The article as the page's HTML carries it (`lib/page-data.ts`), if it does. */
export const articleInPage = (id: string) => pageData<{ data: ArticleDetail }>(articleUrl(id))?.data;

export function fetchStories(cursor: string | undefined, signal?: AbortSignal): Promise<StoryListResponse> {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return http.get<StoryListResponse>(`/api/stories${search}`, { signal });
}

export const storyUrl = (id: string) => `/api/stories/${encodeURIComponent(id)}`;

export async function fetchStory(id: string, signal?: AbortSignal): Promise<StoryDetail> {
  const { data } = await http.get<{ data: StoryDetail }>(storyUrl(id), { signal });
  return data;
}

/** The story as the page's HTML carries it (`lib/page-data.ts`), if it does. */
export const storyInPage = (id: string) => pageData<{ data: StoryDetail }>(storyUrl(id))?.data;

export async function fetchPolicyPage(slug: PageSlug, signal?: AbortSignal): Promise<PolicyPage> {
  const { data } = await http.get<{ data: PolicyPage }>(`/api/pages/${slug}`, { signal });
  return data;
}
