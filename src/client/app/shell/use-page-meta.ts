import { createContext, useContext, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { type PageSubject, pageHead, type RouteHead } from '../../../shared/route-head';

/** The head the shown page's route module declares (`router.tsx` provides it). */
export const RouteHeadContext = createContext<RouteHead | undefined>(undefined);

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

function setHead(title: string, description: string): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Sets the tab title and meta description from the shown page's `head` (its route module's),
 * naming a detail page's subject where its URL does (a job page's job), after a navigation inside
 * the app. The first page's come with its HTML.
 */
export function usePageMeta(routeHead: RouteHead): void {
  const params = useParams();
  const { pathname } = useLocation();
  const { title, description } = pageHead(routeHead, params);
  useEffect(() => {
    if (serverHeadPath !== undefined && decodedPath(pathname) === serverHeadPath) return;
    serverHeadPath = undefined;
    setHead(title, description);
  }, [title, description, pathname]);
}

/**
 * Names the tab (and the description) after the page's subject once its data has arrived: a
 * roadmap, a mission, a mission category, an article. Called after `usePageMeta` in the tree, so
 * the title naming the subject is the one that stays.
 */
export function useSubjectTitle(subject: PageSubject | undefined): void {
  const routeHead = useContext(RouteHeadContext);
  const params = useParams();
  const head = routeHead && subject ? pageHead(routeHead, params, subject) : undefined;
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    setHead(title, description);
  }, [title, description]);
}
