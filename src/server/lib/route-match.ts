/**
 * Finds the route pattern (`/job-browser/:jobName`, `/:username` …) a path belongs to, ranked as
 * the web app's router ranks them: same number of segments, and a static segment beats a
 * parameter, so `/login` wins over `/:username`.
 */
export function createRouteMatcher<T extends { path: string }>(
  routes: readonly T[],
): (pathname: string) => T | undefined {
  const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));
  return (pathname) => {
    const segments = segmentsOf(pathname);
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
