import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { getArticle, getPage, listArticles, listNotices } from './content.service';
import { buildContentStore } from './content-store';

/** A content folder written from a map of relative path → text. */
function contentFolder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'jinro-content-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

function article(id: string, publishedAt: string, body = '## 소제목\n\n본문이에요.', extra = ''): string {
  return `---\nid: ${id}\ntitle: ${id} 제목\nsummary: 요약이에요.\ncategory: myths\npublishedAt: ${publishedAt}\n${extra}---\n\n${body}\n`;
}

describe('buildContentStore', () => {
  it('serves what exists when the board and the policy pages are not written yet', () => {
    const store = buildContentStore(contentFolder({ 'articles/01-a.md': article('a', '2026-06-01') }));
    expect(store.articles.map((a) => a.id)).toEqual(['a']);
    expect(listNotices(store, new Date())).toEqual([]);
    expect(store.pages.size).toBe(0);
    expect(store.warnings).toContain('content/board/notices.json is missing: the board shows no notices');
    expect(() => getPage(store, 'privacy-policy')).toThrow(AppError);
  });

  it('reads only NN-slug.md files, so a README is not an article', () => {
    const store = buildContentStore(
      contentFolder({
        'articles/README.md': '# 글 폴더 안내',
        'articles/01-a.md': article('a', '2026-06-01'),
        'articles/notes.md': article('b', '2026-06-02'),
      }),
    );
    expect(store.articles.map((a) => a.id)).toEqual(['a']);
  });

  it('orders newest first, same-day by id, and links neighbours across categories', () => {
    const store = buildContentStore(
      contentFolder({
        'articles/01-old.md': article('old', '2026-06-01'),
        'articles/02-b.md': article('b', '2026-07-01'),
        'articles/03-a.md': article('a', '2026-07-01'),
      }),
    );
    expect(store.articles.map((a) => a.id)).toEqual(['a', 'b', 'old']);
    expect(getArticle(store, 'b')).toMatchObject({ previous: { id: 'old' }, next: { id: 'a' } });
    expect(listArticles(store, { limit: 2 }).data.map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('sanitises hostile Markdown in a content file before it is ever served', () => {
    const store = buildContentStore(
      contentFolder({
        'articles/01-x.md': article(
          'x',
          '2026-06-01',
          '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b onclick="y()">굵게</b>',
        ),
      }),
    );
    const html = getArticle(store, 'x').html;
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(html).toContain('<b>굵게</b>');
  });

  it('reads policy pages with their version, effective date and table of contents', () => {
    const store = buildContentStore(
      contentFolder({
        'pages/privacy-policy.md':
          '---\ntitle: 개인정보 처리방침\nversion: v1.0\neffectiveDate: 2026-05-01\n---\n\n## 1. 수집 항목\n\n내용\n\n## 2. 보관 기간\n',
        'pages/about-ad.md': '---\ntitle: 광고 안내\n---\n\n광고 대신 소식을 보여 드려요.\n',
      }),
    );
    expect(getPage(store, 'privacy-policy')).toMatchObject({
      title: '개인정보 처리방침',
      version: 'v1.0',
      effectiveDate: '2026-05-01',
      toc: [
        { id: 'section-1', text: '1. 수집 항목', level: 2 },
        { id: 'section-2', text: '2. 보관 기간', level: 2 },
      ],
    });
    expect(getPage(store, 'about-ad')).toMatchObject({ title: '광고 안내', version: null, effectiveDate: null });
  });

  it('puts pinned notices first, then the newest', () => {
    const notices = [
      { id: 'n1', title: '오래된 공지', body: '본문', publishedAt: '2026-05-01', pinned: false },
      { id: 'n2', title: '고정 공지', body: '본문', publishedAt: '2026-04-01', pinned: true },
      { id: 'n3', title: '새 공지', body: '본문', publishedAt: '2026-06-01', pinned: false },
    ];
    const store = buildContentStore(contentFolder({ 'board/notices.json': JSON.stringify(notices) }));
    expect(listNotices(store, new Date('2026-07-01T00:00:00Z')).map((n) => n.id)).toEqual(['n2', 'n3', 'n1']);
  });

  it('shows a notice from its day on (in Korea), never dated after today', () => {
    const notices = [
      { id: 'today', title: '오늘 공지', body: '본문', publishedAt: '2026-06-02', pinned: false },
      { id: 'tomorrow', title: '내일 공지', body: '본문', publishedAt: '2026-06-03', pinned: true },
      { id: 'past', title: '지난 공지', body: '본문', publishedAt: '2026-05-01', pinned: false },
    ];
    const store = buildContentStore(contentFolder({ 'board/notices.json': JSON.stringify(notices) }));
    // 2026-06-01 23:30 UTC is already 2026-06-02 08:30 in Seoul.
    expect(listNotices(store, new Date('2026-06-01T23:30:00Z')).map((n) => n.id)).toEqual(['today', 'past']);
    expect(listNotices(store, new Date('2026-06-01T14:59:00Z')).map((n) => n.id)).toEqual(['past']);
    expect(listNotices(store, new Date('2026-06-02T15:00:00Z')).map((n) => n.id)).toEqual([
      'tomorrow',
      'today',
      'past',
    ]);
  });

  it('stops start-up naming the file when content is malformed or ids repeat', () => {
    expect(() =>
      buildContentStore(contentFolder({ 'articles/01-a.md': article('a', '2026-06-01').replace('myths', 'gossip') })),
    ).toThrow(/01-a\.md: category/);
    expect(() => buildContentStore(contentFolder({ 'articles/01-a.md': 'no front matter' }))).toThrow(
      /01-a\.md: the file does not start with a --- front matter block/,
    );
    expect(() =>
      buildContentStore(
        contentFolder({
          'articles/01-a.md': article('a', '2026-06-01'),
          'articles/02-a.md': article('a', '2026-06-02'),
        }),
      ),
    ).toThrow(/two articles share the id "a"/);
    expect(() => buildContentStore(contentFolder({ 'board/notices.json': '[{"id": 1,' }))).toThrow(
      /notices\.json: not valid JSON/,
    );
  });
});
