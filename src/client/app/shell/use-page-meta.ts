import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { formatTitle } from '../../../shared/page-title';
import { whenIdle } from '../../lib/when-idle';
import type { PageSubject, RouteMeta } from '../route-meta';
import { useRoutePattern } from '../route-pattern';

export { formatTitle };

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

/**
 * The path whose head the server wrote (its canonical link names it), until the app first shows
 * another: that head names the page's subject from its data, which the URL alone may not.
 */
let serverHeadPath = typeof document === 'undefined' ? undefined : canonicalPath();

function canonicalPath(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return href ? decodedPath(new URL(href).pathname) : undefined;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Sets the tab title and meta description of the page it is called in, naming a detail page's
 * subject where its URL does (a job page's job), after a navigation inside the app.
 */
export function usePageMeta(): void {
  const pattern = useRoutePattern();
  const params = useParams();
  const { pathname } = useLocation();
  const [metaOf, setMetaOf] = useState<MetaModule>();
  useEffect(() => {
    let current = true;
    void loadRouteMeta().then((module) => {
      if (current) setMetaOf(module);
    });
    return () => {
      current = false;
    };
  }, []);
  const head = metaOf && pattern !== undefined ? metaOf.pageHead(pattern, params) : undefined;
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    if (serverHeadPath !== undefined && decodedPath(pathname) === serverHeadPath) return;
    serverHeadPath = undefined;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, pathname]);
}

/**
 * Names the tab (and the description) after the page's subject once its data has arrived: a
 * roadmap, a mission, a mission category, an article. It waits for the route's metadata, which
 * sets the title from the URL, so the one naming the subject is set after it.
 */
export function useSubjectTitle(subject: PageSubject | undefined): void {
  const pattern = useRoutePattern();
  const params = useParams();
  const meta = useRouteMeta();
  const [metaOf, setMetaOf] = useState<MetaModule>();
  useEffect(() => {
    let current = true;
    void loadRouteMeta().then((module) => {
      if (current) setMetaOf(module);
    });
    return () => {
      current = false;
    };
  }, []);
  const head =
    metaOf && meta && pattern !== undefined && subject ? metaOf.pageHead(pattern, params, subject) : undefined;
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
