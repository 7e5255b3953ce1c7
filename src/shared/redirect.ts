/**
 * A path to return to after log-in or an interstitial, kept only if it is a same-site path:
 * starts with a single `/`, no `//` or `/\` (protocol-relative), no scheme, no control characters.
 * Anything else becomes `/`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must be refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
