import { defineConfig, devices } from '@playwright/test';

// Each run picks its own port (workers inherit it through the environment), so two runs on one
// machine do not collide.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser journeys against the production build (`npm run build` first; `npm test` does it),
 * in Debian's Chromium; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // 60 s: the journeys run beside the Vitest passes in `npm test`; a 12 s journey once passed 30 s there.
  timeout: 60_000,
  // 10 s: on 2 busy cores a page that loads its data in the browser took over 5 s once (CI, come-back 5).
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // As the product runs (package.json's start, scripts/lib/server-process.ts): a 512 MB heap.
    command: 'node --max-old-space-size=512 scripts/e2e-server.mjs',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: BASE_URL,
      LOG_LEVEL: 'warn',
      // The reminders journey: a test clock route, and trust in the local push service's certificate.
      JINRO_TEST_HOOKS: '1',
      NODE_EXTRA_CA_CERTS: 'src/server/test/push-service/cert.pem',
    },
  },
});
