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
