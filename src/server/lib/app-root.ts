import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json), found from this file's location, so the
 * server finds its migrations and content whether it runs from `src/` (tests) or `dist/` (built).
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const APP_ROOT = findAppRoot();

export const MIGRATIONS_DIR = path.join(APP_ROOT, 'src/server/db/migrations');
export const CONTENT_DIR = path.join(APP_ROOT, 'content');
