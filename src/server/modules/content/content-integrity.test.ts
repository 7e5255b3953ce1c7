import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../lib/app-root';
import { readArticleFiles, readStoryFiles } from './content-files';
import { getContentStore } from './content-store';

/**
 * The product's own content, checked as the server will load it: enough of it, the length the
 * writing rules ask for, unique ids, and every article the assessment flows link to.
 */
const articles = readArticleFiles(CONTENT_DIR);
const stories = readStoryFiles(CONTENT_DIR);

/** content/articles/README.md: the body counts 600–1500 characters, blank lines excluded. */
function bodyLength(markdown: string): number {
  return [
    ...markdown
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join(''),
  ].length;
}

function hangulShare(markdown: string): number {
  const letters = markdown.replace(/[\s\p{P}\p{S}\d]/gu, '');
  return (letters.match(/[가-힣]/g)?.length ?? 0) / Math.max(1, letters.length);
}

describe('content integrity', () => {
  it('has at least 24 articles, each 600–1500 characters of mostly Korean text', () => {
    expect(articles.length).toBeGreaterThanOrEqual(24);
    for (const { fileName, body } of articles) {
      const length = bodyLength(body);
      expect(length, fileName).toBeGreaterThanOrEqual(600);
      expect(length, fileName).toBeLessThanOrEqual(1500);
      expect(hangulShare(body), fileName).toBeGreaterThan(0.6);
    }
  });

  it('has at least 8 stories', () => {
    expect(stories.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every article and story a unique id that matches its file name', () => {
    for (const { fileName, meta } of [...articles, ...stories]) {
      expect(fileName, meta.id).toBe(`${fileName.slice(0, 2)}-${meta.id}.md`);
    }
    const ids = articles.map((a) => a.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    const storyIds = stories.map((s) => s.meta.id);
    expect(new Set(storyIds).size).toBe(storyIds.length);
  });

  it('has every myth article the assessment flows link to, in the myths category', () => {
    const fixed = [
      'myth-passion',
      'myth-fixed-strengths',
      'myth-fixed-interests',
      'myth-personality',
      'myth-certificates',
      'myth-stability',
    ];
    const assessmentsDir = path.join(CONTENT_DIR, 'assessments');
    const linked = readdirSync(assessmentsDir)
      .filter((name) => name.endsWith('.json') && name !== 'submitted.json')
      .map(
        (name) =>
          JSON.parse(readFileSync(path.join(assessmentsDir, name), 'utf8')) as {
            intro?: { missUnd?: { articleId?: string } };
          },
      )
      .map((bank) => bank.intro?.missUnd?.articleId)
      .filter((id): id is string => typeof id === 'string');
    expect(linked.sort()).toEqual([...fixed].sort());
    for (const id of fixed) {
      expect(articles.find((a) => a.meta.id === id)?.meta.category, id).toBe('myths');
    }
  });

  it('renders all of it without a warning about missing files', () => {
    const store = getContentStore();
    expect(store.articles).toHaveLength(articles.length);
    expect(store.warnings).toEqual([]);
  });
});
