import { LRUCache } from 'lru-cache';

/** How many paths' answers a lookup keeps (the least recently asked go first). */
const KEPT_PATHS = 2000;

/**
 * `find`, keeping each path's answer: React Router's ranking (`createRouteFinder`) costs
 * 0.6–0.8 ms a lookup under load, and a page request looks its route up several times (its
 * template, its query parameters, its data and render). Bounded, so paths made up by a crawler
 * cannot grow the memory. For the server's side only (`entry-server.tsx`, `src/server`): the
 * browser looks up one path at a time, and this library stays out of its first script.
 */
export function cachedByPath<T>(find: (pathname: string) => T | undefined): (pathname: string) => T | undefined {
  const kept = new LRUCache<string, { found: T | undefined }>({
    max: KEPT_PATHS,
    memoMethod: (pathname) => ({ found: find(pathname) }),
  });
  return (pathname) => kept.memo(pathname).found;
}
