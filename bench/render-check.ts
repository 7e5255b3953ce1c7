// Runs only issue 15's render measures (typing, page vs API) against a running server:
//   npx tsx bench/render-check.ts http://localhost:3000
// `npm run bench` runs them too, with the rest, against a fresh built server.
import { measureRenderLoad, measureTyping } from './lib/render-load';

async function main(): Promise<void> {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  const typing = await measureTyping(origin);
  process.stdout.write(
    `typing: worst key ${Math.round(typing.worstMs)} ms; over 100 ms: ${JSON.stringify(typing.slow)}\n`,
  );
  const load = await measureRenderLoad(origin);
  process.stdout.write(
    `page ${Math.round(load.page.requestsPerSecond)} req/s (p99 ${load.page.p99Ms} ms, non-2xx ${load.page.non2xx}), ` +
      `API ${Math.round(load.api.requestsPerSecond)} req/s (p99 ${load.api.p99Ms} ms): ${Math.round(load.ratio * 100)} %\n`,
  );
}

void main();
