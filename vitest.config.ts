import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // On PostgreSQL (TEST_DATABASE_URL) one test file per core: a file there mostly waits for the
    // database server, another process, so a second file runs in that time (on 2 shared cores
    // here: 112 s instead of 135 s). On PGlite the database runs inside the test's own
    // process and Vitest's default (cores − 1, one worker on 2 cores) measured as fast as two.
    ...(process.env.TEST_DATABASE_URL ? { maxWorkers: availableParallelism() } : {}),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/system/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process per worker for all files: the app's modules and PGlite's WebAssembly load
          // once, not once per file (each file still opens a database of its own). About 7 s less
          // per database test file on 2 cores; the files change no global state (no vi.mock,
          // stubbed globals or environment) and pass in any order (--sequence.shuffle).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // The journeys run beside this pass in `npm test`: 5 s was too tight on 2 busy cores.
          testTimeout: 15_000,
          // One happy-dom for all files (13 s instead of 86 s on 2 cores): the setup file gives each
          // file fresh modules and undoes what a test changed in the window (stubs, timers, storage,
          // cookies); the files pass in any order (checked with --sequence.shuffle).
          isolate: false,
        },
      },
      {
        // Real server processes (dist/server/main.js, so after `npm run build`): crashes, two
        // instances, backups. One file at a time: each starts its own servers.
        extends: true,
        test: {
          name: 'system',
          environment: 'node',
          include: ['tests/system/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // In `npm test`: the bundle budget and the report's own checks (no clock in them).
          name: 'build',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
          exclude: ['bench/**/*.timing.test.ts'],
        },
      },
      {
        // Speed budgets (wall clock: ranking, search, the mission market). Only in `npm run bench`
        // (issue 31: no wall-clock assertion in `npm test`). One file at a time: side by side on
        // 2 cores each measured the other (ranking 31 ms alone, 63 ms beside).
        extends: true,
        test: {
          name: 'timing',
          environment: 'node',
          include: ['bench/**/*.timing.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
