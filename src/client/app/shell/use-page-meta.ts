import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { whenIdle } from '../../lib/when-idle';
import type { RouteMeta } from '../route-meta';
import { useRoutePattern } from '../route-pattern';

type MetaModule = typeof import('../route-meta');
let metaModule: Promise<MetaModule> | undefined;

/**
 * The route metadata chunk, fetched once and shared by every page, at the first idle moment: the
 * page's HTML names the product already, and its own code and data go first.
 */
export function loadRouteMeta(): Promise<MetaModule> {
  metaModule ??= new Promise<void>((resolve) => whenIdle(resolve)).then(() => import('../route-meta'));
  return metaModule;
}

export function formatTitle(title: string): string {
  return title === PRODUCT_NAME ? PRODUCT_NAME : `${title} | ${PRODUCT_NAME}`;
}

/** Title, description and area of the current route, once the metadata chunk is in. */
export function useRouteMeta(): RouteMeta | undefined {
  const pattern = useRoutePattern();
  const [meta, setMeta] = useState<RouteMeta | undefined>();
  useEffect(() => {
    let current = true;
    if (pattern === undefined) return;
    void loadRouteMeta().then(({ routeMetaByPath }) => {
      if (current) setMeta(routeMetaByPath.get(pattern));
    });
    return () => {
      current = false;
    };
  }, [pattern]);
  return meta?.path === pattern ? meta : undefined;
}

/** Sets the tab title and meta description of the page it is called in. */
export function usePageMeta(): void {
  const meta = useRouteMeta();
  useEffect(() => {
    if (!meta) return;
    document.title = formatTitle(meta.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
}
