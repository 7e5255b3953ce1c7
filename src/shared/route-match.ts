/**
 * Finds the route pattern (`/job-browser/:jobName`, `/:username` …) a path belongs to, ranked as
 * the web app's router ranks them: same number of segments, a static segment beats a parameter
 * (so `/login` wins over `/:username`), static segments compare case-insensitively, and between
 * equals the first listed wins. The server uses it to name a route's files in its HTML, the web
 * app to hand the router only the route it shows (`src/client/app/router.tsx`).
 */
export function createRouteMatcher<T extends { path: string }>(
  routes: readonly T[],
): (pathname: string) => T | undefined {
  const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path.toLowerCase()) }));
  return (pathname) => {
    const segments = segmentsOf(pathname.toLowerCase());
    let best: { route: T; score: number } | undefined;
    for (const { route, segments: pattern } of compiled) {
      if (pattern.length !== segments.length) continue;
      let score = 0;
      let matches = true;
      for (let i = 0; i < pattern.length; i++) {
        const part = pattern[i] as string;
        if (part.startsWith(':')) score += 3;
        else if (part === segments[i]) score += 10;
        else {
          matches = false;
          break;
        }
      }
      if (matches && (!best || score > best.score)) best = { route, score };
    }
    return best?.route;
  };
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/**
 * The parameters of a path for a route pattern it matches (`/job-browser/:jobName` and
 * `/job-browser/%EA%B0%84%ED%98%B8%EC%82%AC` → `{ jobName: '간호사' }`), decoded; `undefined`
 * when the path does not match or a parameter is not valid percent-encoding.
 */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const parts = segmentsOf(pattern);
  const segments = segmentsOf(pathname);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}
