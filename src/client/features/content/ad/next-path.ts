import { safeRedirectPath } from '../../../../shared/redirect';

/**
 * Where /ad continues to: the `next` query value when it is a path on this site (one leading
 * '/', not '//' or '/\', no scheme, no control characters), otherwise home. Anything else could
 * turn the interstitial into an open redirect or a javascript: link.
 */
export function adNextPath(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const next = safeRedirectPath(params.get('next'), '/');
  // Continuing to the interstitial itself would only show it again.
  return /^\/ad(?:[/?#]|$)/.test(next) ? '/' : next;
}
