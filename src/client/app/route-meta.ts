/**
 * The route metadata the web app reads (titles, descriptions, areas). The table lives in
 * `src/shared/route-heads.ts` so the server's page heads use the same one; this chunk is loaded
 * on demand (kept out of the first JavaScript).
 */
export { type PageSubject, pageHead, type RouteMeta, routeMetaByPath } from '../../shared/route-heads';
