import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages start as a returning visitor who has already seen the beta notice (local storage and the
 * cookie that keeps it out of the server's HTML) and the desktop welcome, so those do not cover
 * what a test looks at; tests of the notices opt out.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor, baseURL }, use) => {
    if (!freshVisitor) {
      await page.context().addCookies([{ name: 'jinro_beta_seen', value: '1', url: baseURL ?? 'http://localhost' }]);
      await page.addInitScript(() => {
        window.localStorage.setItem('hasSeenBetaModal', 'true');
        window.localStorage.setItem('hasShownDesktopWelcome', 'true');
      });
    }
    await use(page);
  },
});

export { expect };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Resolves once React has hydrated the page (its root carries React's container key). */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      }),
    )
    .toBe(true);
}

/**
 * Holds back every request matching `url` (a Playwright route pattern) until the returned function
 * is called; then they go on to the server as they were.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The service worker's cache of the signed-in person's answers, named as public/sw.js names it
 * (read from the worker's own source, so a version bump there needs no edit in the journeys).
 */
export const PERSONAL_CACHE = `jinro-personal-${
  /const VERSION = '([^']+)'/.exec(readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8'))?.[1] ?? 'missing'
}`;
