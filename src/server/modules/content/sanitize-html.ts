import { FilterXSS, type IWhiteList } from 'xss';
import { escapeHtml } from '../../lib/escape-html';

/**
 * The one gate between Markdown-made HTML and the browser. Our content is written by the team,
 * but Markdown passes raw HTML through, so everything is filtered by an allow-list: unknown tags
 * are dropped (script, style and the like together with their content), no event-handler or
 * style attributes survive, links may only point to http(s), mailto, a same-site path or an
 * in-page anchor, and links that leave the site open in a new tab without handing it `opener`.
 */
const ALLOWED_TAGS: IWhiteList = {
  p: [],
  br: [],
  hr: [],
  h2: ['id'],
  h3: ['id'],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  del: [],
  s: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
};

/** Tags removed with everything inside them, not just their markup. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'svg',
  'math',
  'xmp',
  'title',
  'head',
];

/** Heading ids are the renderer's own (`section-3`); anything else could clobber page globals. */
const HEADING_ID = /^section-\d{1,4}$/;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') return linkAttributes(value);
    if (name === 'id') return HEADING_ID.test(value) ? `id="${value}"` : '';
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}

/** `href` (and, for a link that leaves the site, `rel` and `target`), or nothing for an unsafe address. */
function linkAttributes(rawValue: string): string {
  const href = safeHref(rawValue);
  if (href === null) return '';
  const attribute = `href="${escapeHtml(href)}"`;
  return isExternal(href) ? `${attribute} rel="noopener noreferrer" target="_blank"` : attribute;
}

/**
 * The address a browser would follow, if it is one we allow; `null` otherwise. Entities are
 * decoded first (so `&#106;avascript:` or `/&#47;evil.example` are judged as the browser sees
 * them) and the check is an allow-list, so unknown schemes (javascript:, data:, vbscript:) fail.
 */
export function safeHref(rawValue: string): string | null {
  const decoded = decodeEntities(rawValue);
  if (decoded === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside URLs, so they hide schemes.
  const value = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (value.length === 0 || value.length > 2048) return null;
  if (/^https?:\/\/[^/\\]/i.test(value)) return value;
  if (/^mailto:[^\s]+$/i.test(value)) return value;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return null;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

/** Decodes numeric and common named entities; `null` when an unknown named entity remains. */
function decodeEntities(value: string): string | null {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return codePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return codePoint(Number.parseInt(lower.slice(1), 10));
    const named = NAMED_ENTITIES[lower];
    if (named !== undefined) return named;
    // A bare '&' followed by letters without ';' is ordinary text in a query string (?a=1&b=2).
    if (!match.endsWith(';')) return match;
    unknown = true;
    return match;
  });
  return unknown ? null : decoded;
}

function codePoint(value: number): string {
  return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd';
}
