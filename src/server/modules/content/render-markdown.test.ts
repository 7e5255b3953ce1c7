import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import { safeHref, sanitizeHtml } from './sanitize-html';

/** Every tag of the output: text `<` is always escaped, so each literal `<` opens a real tag. */
function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>?/g) ?? [];
}

function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<script/i);
  for (const tag of tagsOf(html)) {
    expect(tag).not.toMatch(/\son\w+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    expect(tag).not.toMatch(/(javascript|vbscript|data):/i);
  }
}

describe('renderMarkdown', () => {
  it('renders headings with ids and lists them as a table of contents', () => {
    const { html, toc } = renderMarkdown('# 큰 제목\n\n## 첫째 **굵게**\n\n본문\n\n### 둘째\n\n#### 깊은 제목');
    expect(html).toContain('<h2 id="section-1">큰 제목</h2>');
    expect(html).toContain('<h2 id="section-2">첫째 <strong>굵게</strong></h2>');
    expect(html).toContain('<h3 id="section-3">둘째</h3>');
    expect(html).toContain('<h4>깊은 제목</h4>');
    expect(toc).toEqual([
      { id: 'section-1', text: '큰 제목', level: 2 },
      { id: 'section-2', text: '첫째 굵게', level: 2 },
      { id: 'section-3', text: '둘째', level: 3 },
    ]);
  });

  it('drops <script> with its content, whatever its spelling', () => {
    for (const markdown of [
      '<script>alert(1)</script>',
      '<SCRIPT src="https://evil.example/x.js"></SCRIPT>',
      '<scr<script>ipt>alert(1)</script>',
      '글 <script\n>alert(1)</script\n> 끝',
      '<svg><script>alert(1)</script></svg>',
    ]) {
      const { html } = renderMarkdown(markdown);
      expectHarmless(html);
      expect(html).not.toContain('alert(1)</');
    }
  });

  it('removes event handler attributes from allowed and unknown tags', () => {
    const { html } = renderMarkdown(
      [
        '<p onclick="alert(1)">문단</p>',
        '<img src=x onerror=alert(1)>',
        '<a href="/articles" onmouseover="alert(1)">링크</a>',
        '<h2 id="x" onfocus=alert(1) tabindex=0>제목</h2>',
        '<details open ontoggle=alert(1)>',
        '<body onload=alert(1)>',
      ].join('\n\n'),
    );
    expectHarmless(html);
    expect(html).toContain('<p>문단</p>');
    expect(html).toContain('<a href="/articles">링크</a>');
  });

  it('never keeps a javascript:, data: or vbscript: link, however it is disguised', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<a href="&#106;avascript:alert(1)">d</a>',
      '<a href="&#x6A;avascript&#x3A;alert(1)">e</a>',
      '<a href="java&#x09;script:alert(1)">f</a>',
      '<a href=" javascript:alert(1)">g</a>',
      '<a href="vbscript:msgbox(1)">h</a>',
      '<a href="javascript&colon;alert(1)">i</a>',
      '[j](<javascript:alert(1)>)',
    ];
    for (const markdown of hostile) {
      const { html } = renderMarkdown(markdown);
      expectHarmless(html);
      expect(html).not.toContain('href');
    }
  });

  it('opens external links in a new tab without opener, and leaves site links alone', () => {
    const { html } = renderMarkdown(
      '[O*NET](https://www.onetcenter.org/) · [글 목록](/articles) · [메일](mailto:help@jinro-time.kr)',
    );
    expect(html).toContain('<a href="https://www.onetcenter.org/" rel="noopener noreferrer" target="_blank">O*NET</a>');
    expect(html).toContain('<a href="/articles">글 목록</a>');
    expect(html).toContain('<a href="mailto:help@jinro-time.kr">메일</a>');
  });

  it('refuses protocol-relative and backslash addresses that would leave the site', () => {
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '/&#47;evil.example',
      '\\\\evil.example',
      'evil.example',
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
    expect(safeHref('/articles?category=myths&x=1')).toBe('/articles?category=myths&x=1');
    expect(safeHref('#section-2')).toBe('#section-2');
  });

  it('keeps only its own heading ids, so content cannot clobber page globals', () => {
    const html = sanitizeHtml('<h2 id="section-1">a</h2><h2 id="root">b</h2><h3 id="x&quot; onclick=&quot;y">c</h3>');
    expect(html).toBe('<h2 id="section-1">a</h2><h2>b</h2><h3>c</h3>');
  });

  it('drops styles, frames, forms and images', () => {
    const { html } = renderMarkdown(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><img src="/a.png"><p style="color:red">글</p>',
    );
    expect(html).toBe('<p>글</p>');
  });

  it('turns what is not an allowed tag into harmless text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              '<script>alert(1)</script>',
              '<script',
              '</script>',
              '<img src=x onerror=alert(1)>',
              '<a href="javascript:alert(1)">',
              '<a href="/x" onclick="y">',
              '[l](javascript:alert(1))',
              '<svg onload=alert(1)>',
              '<p onmouseover=alert(1)>',
              '<h2 id="section-1" onclick=1>',
              '&#106;avascript:',
              ' on',
              'onerror',
              '=',
              '"',
              "'",
              '<',
              '>',
              '/',
              '`',
              '\n',
              '\n\n',
              '# ',
              '## ',
              '- ',
              '**',
              '[',
              '](',
              ')',
            ),
            fc.string({ maxLength: 12 }),
          ),
          { maxLength: 40 },
        ),
        (parts) => {
          const { html, toc } = renderMarkdown(parts.join(''));
          expectHarmless(html);
          for (const entry of toc) expect(entry.id).toMatch(/^section-\d+$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('readingMinutes', () => {
  it('counts about 500 Korean characters a minute, at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('가'.repeat(200))).toBe(1);
    expect(readingMinutes('가'.repeat(1000))).toBe(2);
    expect(readingMinutes(`${'가 '.repeat(1500)}`)).toBe(3);
  });
});
