import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // One test file per core. Vitest's default leaves a core to itself (cores − 1), which on CI's
    // 2 cores is a single worker: the API files spend most of their time in PGlite, not in
    // Vitest's own process, so a second worker nearly halves the unit, component and API passes.
    maxWorkers: availableParallelism(),
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
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
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
          name: 'build',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
          // One file at a time: the search and ranking speed tests time 20,000 jobs each, and
          // side by side on 2 cores each measured the other (ranking 31 ms alone, 63 ms beside).
          fileParallelism: false,
        },
      },
    ],
  },
});
