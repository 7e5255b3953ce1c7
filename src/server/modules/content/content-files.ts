import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ARTICLE_CATEGORIES, type Notice, PAGE_SLUGS, type PageSlug } from '../../../shared/contracts/content';
import { parseFrontMatter } from './front-matter';

/**
 * The files under content/ (see each folder's README), read and checked. A malformed file stops
 * start-up with a message naming the file and the field; a file that is simply not there yet
 * (the board, a policy page) is reported as missing so the rest of the product still runs.
 */

/** Only `NN-slug.md` files are content; README.md and notes are not. */
const CONTENT_FILE = /^\d\d-[a-z0-9-]+\.md$/;

/** YAML may read an unquoted date as a string or a Date, depending on its schema. */
const dateField = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));

const idField = z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case letters, digits and hyphens');

const sourceSchema = z.object({
  title: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }).optional(),
});

const articleFrontMatterSchema = z.object({
  id: idField,
  title: z.string().min(1),
  summary: z.string().min(1),
  category: z.enum(ARTICLE_CATEGORIES),
  publishedAt: dateField,
  sources: z
    .array(sourceSchema)
    .nullish()
    .transform((sources) => sources ?? []),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

const storyFrontMatterSchema = z.object({
  id: idField,
  title: z.string().min(1),
  summary: z.string().min(1),
  publishedAt: dateField,
});
export type StoryFrontMatter = z.infer<typeof storyFrontMatterSchema>;

const pageFrontMatterSchema = z.object({
  title: z.string().min(1),
  version: z.union([z.string(), z.number()]).transform(String).optional(),
  effectiveDate: dateField.optional(),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

const noticesFileSchema = z.array(
  z.object({
    id: z.union([z.string().min(1), z.number()]).transform(String),
    title: z.string().min(1),
    body: z.string(),
    publishedAt: dateField,
    pinned: z.boolean().default(false),
  }),
);

export interface ContentFile<T> {
  fileName: string;
  meta: T;
  /** The Markdown body after the front matter. */
  body: string;
}

export function readArticleFiles(contentDir: string): ContentFile<ArticleFrontMatter>[] {
  return readMarkdownFolder(path.join(contentDir, 'articles'), articleFrontMatterSchema);
}

export function readStoryFiles(contentDir: string): ContentFile<StoryFrontMatter>[] {
  return readMarkdownFolder(path.join(contentDir, 'stories'), storyFrontMatterSchema);
}

/** The policy pages that exist; a missing one is left out (the caller reports it). */
export function readPageFiles(contentDir: string): Map<PageSlug, ContentFile<PageFrontMatter>> {
  const pages = new Map<PageSlug, ContentFile<PageFrontMatter>>();
  for (const slug of PAGE_SLUGS) {
    const file = path.join(contentDir, 'pages', `${slug}.md`);
    if (existsSync(file)) pages.set(slug, readMarkdownFile(file, pageFrontMatterSchema));
  }
  return pages;
}

/** The board's notices, or `null` when content/board/notices.json does not exist yet. */
export function readNoticesFile(contentDir: string): Notice[] | null {
  const file = path.join(contentDir, 'board', 'notices.json');
  if (!existsSync(file)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: not valid JSON: ${(err as Error).message}`);
  }
  return checked(noticesFileSchema, raw, file);
}

function readMarkdownFolder<S extends z.ZodType>(folder: string, schema: S): ContentFile<z.output<S>>[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => CONTENT_FILE.test(name))
    .sort()
    .map((name) => readMarkdownFile(path.join(folder, name), schema));
}

function readMarkdownFile<S extends z.ZodType>(file: string, schema: S): ContentFile<z.output<S>> {
  const fileName = path.basename(file);
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
  return { fileName, meta: checked(schema, data, file), body };
}

function checked<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${file}: ${problems.join('; ')}`);
}
