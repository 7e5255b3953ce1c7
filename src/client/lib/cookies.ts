/**
 * Cookies the server made readable to scripts (the session cookie itself is httpOnly and never
 * shows here). Never throws: a sandboxed page may refuse `document.cookie`; reads then answer `null`.
 */
export function readCookie(name: string): string | null {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return null;
  }
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * Sets a cookie for the whole site that scripts and the server may both read (never anything
 * personal or secret: a hint such as `BETA_SEEN_COOKIE`). `Secure` on HTTPS. Never throws.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one short hint; the Cookie Store API is not in every browser the product serves
    document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  } catch {
    // A sandboxed page may refuse cookies: the hint is only an optimisation.
  }
}
