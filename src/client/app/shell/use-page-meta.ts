import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { type RouteMeta, routeMetaByPath } from '../route-meta';
import { useRoutePattern } from '../route-pattern';

export function formatTitle(title: string): string {
  return title === PRODUCT_NAME ? PRODUCT_NAME : `${title} | ${PRODUCT_NAME}`;
}

/** Title, description and area of the current route (the server writes them into the page's head too). */
export function useRouteMeta(): RouteMeta | undefined {
  const pattern = useRoutePattern();
  return pattern === undefined ? undefined : routeMetaByPath.get(pattern);
}

/**
 * Sets the tab title and meta description when the app moves to another page. The first page's
 * come with its HTML; a page that knows a better title (an article's) sets it after this.
 */
export function usePageMeta(): void {
  const meta = useRouteMeta();
  useEffect(() => {
    if (!meta) return;
    document.title = formatTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}
