/**
 * One form for every request target, made before routing (Fastify's `rewriteUrl`), so the
 * router, the cache rules and the headers all read the same path: an absolute-form target
 * (`GET http://host/share/ID`) becomes its path, percent-encoded letters, digits and `-._~` are
 * decoded (RFC 3986 §6.2.2.2), repeated slashes are one, and `.` and `..` segments are resolved
 * (RFC 3986 §5.2.4; `%2e` counts as a dot). The query is kept as sent.
 *
 * Without it `/./share/ID`, `/x/../share/ID` or `//share/ID` reached the page renderer (whose URL
 * parser resolves them to the shared card) while the rule "a shared card is never kept" tested
 * the raw text, so a revoked card stayed served from the page cache, marked public.
 */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

export function normalizeRequestUrl(raw: string): string {
  let url = raw.replace(ABSOLUTE_FORM, '');
  // Only an origin-form target is a path (`*` of OPTIONS and anything else stay as they are).
  if (url === '') url = '/';
  if (!url.startsWith('/')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `${normalizePath(path)}${query}`;
}

function normalizePath(rawPath: string): string {
  const decoded = rawPath.replace(/%([0-9a-fA-F]{2})/g, (sequence, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : sequence.toUpperCase();
  });
  const segments = decoded.split('/').slice(1);
  const out: string[] = [];
  for (const [i, segment] of segments.entries()) {
    const isLast = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      // `/a/.` and `/a/b/..` name a folder: the path keeps its closing slash.
      if (isLast) out.push('');
    } else if (segment !== '' || isLast) {
      out.push(segment);
    }
  }
  return `/${out.join('/')}`;
}
