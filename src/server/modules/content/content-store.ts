import {
  ARTICLE_CATEGORY_LABELS,
  type ArticleSummary,
  type ContentSource,
  type Notice,
  PAGE_SLUGS,
  type PageSlug,
  type PolicyPage,
  type StorySummary,
} from '../../../shared/contracts/content';
import { CONTENT_DIR } from '../../lib/app-root';
import { readArticleFiles, readNoticesFile, readPageFiles, readStoryFiles } from './content-files';
import { newestFirst } from './paging';
import { readingMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';

/**
 * All written content, rendered once at start-up and kept in memory: it never changes while
 * the server runs, so requests are answered without files, Markdown or the database.
 */
export interface ContentStore {
  /** Newest first. */
  articles: readonly StoredArticle[];
  /** Newest first. */
  stories: readonly StoredStory[];
  /** Pinned first, then newest. */
  notices: readonly Notice[];
  pages: ReadonlyMap<PageSlug, PolicyPage>;
  /** What is missing (not broken) and worth a log line at start-up. */
  warnings: readonly string[];
}

export interface StoredArticle extends ArticleSummary {
  html: string;
  sources: ContentSource[];
}

export interface StoredStory extends StorySummary {
  html: string;
}

let productContent: ContentStore | undefined;

/** The product's own content (content/), read and rendered on first use, then kept for the life of the process. */
export function getContentStore(): ContentStore {
  productContent ??= buildContentStore(CONTENT_DIR);
  return productContent;
}

/** Reads and renders everything under `contentDir`; throws (naming the file) on malformed or duplicate content. */
export function buildContentStore(contentDir: string): ContentStore {
  const warnings: string[] = [];

  const articles = readArticleFiles(contentDir)
    .map(({ meta, body }): StoredArticle => {
      const rendered = renderMarkdown(body);
      return {
        id: meta.id,
        title: meta.title,
        summary: meta.summary,
        category: meta.category,
        categoryLabel: ARTICLE_CATEGORY_LABELS[meta.category],
        readingMinutes: readingMinutes(rendered.text),
        publishedAt: meta.publishedAt,
        html: rendered.html,
        sources: meta.sources.map((source) => ({ title: source.title, url: source.url ?? null })),
      };
    })
    .sort(newestFirst);
  assertUniqueIds('article', articles);

  const stories = readStoryFiles(contentDir)
    .map(({ meta, body }): StoredStory => {
      const rendered = renderMarkdown(body);
      return {
        id: meta.id,
        title: meta.title,
        summary: meta.summary,
        readingMinutes: readingMinutes(rendered.text),
        publishedAt: meta.publishedAt,
        html: rendered.html,
      };
    })
    .sort(newestFirst);
  assertUniqueIds('story', stories);

  const noticeFile = readNoticesFile(contentDir);
  if (noticeFile === null) warnings.push('content/board/notices.json is missing: the board shows no notices');
  const notices = [...(noticeFile ?? [])].sort((a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b));
  assertUniqueIds('notice', notices);

  const pages = new Map<PageSlug, PolicyPage>();
  for (const [slug, { meta, body }] of readPageFiles(contentDir)) {
    const rendered = renderMarkdown(body);
    pages.set(slug, {
      slug,
      title: meta.title,
      version: meta.version ?? null,
      effectiveDate: meta.effectiveDate ?? null,
      html: rendered.html,
      toc: rendered.toc,
    });
  }
  for (const slug of PAGE_SLUGS) {
    if (!pages.has(slug)) warnings.push(`content/pages/${slug}.md is missing: /api/pages/${slug} answers 404`);
  }

  return { articles, stories, notices, pages, warnings };
}

function assertUniqueIds(kind: string, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) throw new Error(`content: two ${kind}s share the id "${id}"`);
    seen.add(id);
  }
}
