import { Marked, type Tokens } from 'marked';
import type { TocEntry } from '../../../shared/contracts/content';
import { sanitizeHtml } from './sanitize-html';

export interface RenderedMarkdown {
  /** Sanitised HTML, safe to put into the page as it is. */
  html: string;
  /** The `##` and `###` headings, in order, with the ids the HTML gives them. */
  toc: TocEntry[];
  /** The visible text, for reading-time estimates. */
  text: string;
}

/**
 * Markdown → sanitised HTML. The page's own title is its only `<h1>`, so a `#` in the body is
 * demoted to `<h2>`; headings get stable ids (`section-1`, …) so a table of contents can link
 * to them. A fresh parser per document keeps the heading counter local to it.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const parser = new Marked({ gfm: true, breaks: false, async: false });
  parser.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.max(depth, 2);
        const inner = this.parser.parseInline(tokens);
        if (level > 3) return `<h${level}>${inner}</h${level}>\n`;
        const id = `section-${toc.length + 1}`;
        toc.push({ id, text: visibleText(sanitizeHtml(inner)), level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const html = sanitizeHtml(parser.parse(markdown, { async: false }));
  return { html, toc, text: visibleText(html) };
}

/** The text a reader sees: tags removed, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  return decodeBasicEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&#(\d{1,7});/g, (_, code: string) => {
      const value = Number(code);
      return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd';
    })
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
