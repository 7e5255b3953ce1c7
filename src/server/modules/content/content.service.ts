import {
  type ArticleDetail,
  type ArticleListQuery,
  type ArticleSummary,
  CONTENT_MESSAGES,
  type ContentLink,
  isPageSlug,
  type Notice,
  type PolicyPage,
  type StoryDetail,
  type StoryListQuery,
  type StorySummary,
} from '../../../shared/contracts/content';
import { AppError } from '../../lib/app-error';
import { seoulDay } from '../roadmaps/calendar';
import type { ContentStore, StoredArticle, StoredStory } from './content-store';
import { type Page, pageOf } from './paging';

/**
 * Answers about written content, from the in-memory store built at start-up. Every function
 * takes the store explicitly, so tests can hand in one built from fixture files.
 */

/** Articles newest first, optionally of one category. Throws VALIDATION_ERROR for a foreign cursor. */
export function listArticles(store: ContentStore, query: ArticleListQuery): Page<ArticleSummary> {
  const matching = query.category ? store.articles.filter((a) => a.category === query.category) : store.articles;
  const page = pageOf(matching, query.limit, query.cursor);
  return { data: page.data.map(articleSummary), nextCursor: page.nextCursor };
}

/** Throws NOT_FOUND. */
export function getArticle(store: ContentStore, id: string): ArticleDetail {
  const index = store.articles.findIndex((article) => article.id === id);
  const article = store.articles[index];
  if (!article) throw new AppError('NOT_FOUND', { message: CONTENT_MESSAGES.articleNotFound });
  return {
    ...articleSummary(article),
    html: article.html,
    sources: article.sources,
    ...neighbours(store.articles, index),
  };
}

/** Stories newest first. Throws VALIDATION_ERROR for a foreign cursor. */
export function listStories(store: ContentStore, query: StoryListQuery): Page<StorySummary> {
  const page = pageOf(store.stories, query.limit, query.cursor);
  return { data: page.data.map(storySummary), nextCursor: page.nextCursor };
}

/** Throws NOT_FOUND. */
export function getStory(store: ContentStore, id: string): StoryDetail {
  const index = store.stories.findIndex((story) => story.id === id);
  const story = store.stories[index];
  if (!story) throw new AppError('NOT_FOUND', { message: CONTENT_MESSAGES.storyNotFound });
  return { ...storySummary(story), html: story.html, ...neighbours(store.stories, index) };
}

/**
 * The notices published by `now` (a day in Asia/Seoul, as people in Korea read the dates), pinned
 * first, then newest. A notice dated later is scheduled: it shows from its day on, never before.
 */
export function listNotices(store: ContentStore, now: Date): Notice[] {
  const today = seoulDay(now);
  return store.notices.filter((notice) => notice.publishedAt <= today);
}

/** Throws NOT_FOUND for an unknown slug or a page whose file is not there. */
export function getPage(store: ContentStore, slug: string): PolicyPage {
  const page = isPageSlug(slug) ? store.pages.get(slug) : undefined;
  if (!page) throw new AppError('NOT_FOUND', { message: CONTENT_MESSAGES.pageNotFound });
  return page;
}

function articleSummary(article: StoredArticle): ArticleSummary {
  const { id, title, summary, category, categoryLabel, readingMinutes, publishedAt } = article;
  return { id, title, summary, category, categoryLabel, readingMinutes, publishedAt };
}

function storySummary(story: StoredStory): StorySummary {
  const { id, title, summary, readingMinutes, publishedAt } = story;
  return { id, title, summary, readingMinutes, publishedAt };
}

/** In a newest-first list, the older neighbour comes after and the newer one before. */
function neighbours(items: readonly { id: string; title: string }[], index: number) {
  const link = (item: { id: string; title: string } | undefined): ContentLink | null =>
    item ? { id: item.id, title: item.title } : null;
  return { previous: link(items[index + 1]), next: index > 0 ? link(items[index - 1]) : null };
}
