import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-list';

describe('the query parameters pages read', () => {
  it('are all declared on some route, so the server renders and keeps pages with them', () => {
    // Every `.get('name')` on a URLSearchParams in the client (`params`, `searchParams`): a page
    // that starts reading a parameter no route declares would be rendered without it.
    const read = new Set<string>();
    for (const file of readdirSync('src/client', { recursive: true })) {
      const name = String(file);
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      const source = readFileSync(path.join('src/client', name), 'utf8');
      for (const match of source.matchAll(/\b(?:searchParams|params)\.get\('([^']+)'\)/g)) read.add(match[1] ?? '');
    }
    const declared = new Set(ROUTES.flatMap((route) => route.query ?? []));
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
  });
});
