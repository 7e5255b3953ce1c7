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

export async function fetchArticle(id: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const { data } = await http.get<{ data: ArticleDetail }>(`/api/articles/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function fetchStories(cursor: string | undefined, signal?: AbortSignal): Promise<StoryListResponse> {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return http.get<StoryListResponse>(`/api/stories${search}`, { signal });
}

export async function fetchStory(id: string, signal?: AbortSignal): Promise<StoryDetail> {
  const { data } = await http.get<{ data: StoryDetail }>(`/api/stories/${encodeURIComponent(id)}`, { signal });
  return data;
}

export async function fetchPolicyPage(slug: PageSlug, signal?: AbortSignal): Promise<PolicyPage> {
  const { data } = await http.get<{ data: PolicyPage }>(`/api/pages/${slug}`, { signal });
  return data;
}
