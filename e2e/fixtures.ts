import { readFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Pages start as a returning visitor who has already seen the beta notice (local storage and the
 * cookie that keeps it out of the server's HTML) and the desktop welcome, so those do not cover
 * what a test looks at; tests of the notices opt out (`freshVisitor`). With `signedIn`, the page
 * starts signed in to a new account of its own (`signIn`).
 *
 * `page.goto` and `page.reload` resolve once the app has hydrated the page they loaded
 * (`hydrated`), as a person would wait for it to answer: the server's HTML shows buttons and forms
 * before their code runs, and a click on them then does nothing, or a link makes a full page load
 * instead of the app's move (on 2 busy cores CI clicked before hydration). (A Back right after a
 * reload, before the router listened, once left the page on the old address's content: the app
 * now hears it, main.tsx `HearEarlyMoves`, and content.spec presses Back there on purpose.) Not with
 * JavaScript off, not for `waitUntil: 'commit'` (a test of what shows before the code), nor for a
 * response that is not one of the app's pages.
 */
export const test = base.extend<{ freshVisitor: boolean; signedIn: boolean }>({
  freshVisitor: [false, { option: true }],
  signedIn: [false, { option: true }],
  page: async ({ page, freshVisitor, signedIn, baseURL, javaScriptEnabled }, use, testInfo) => {
    const untilHydrated = async (response: Response | null, waitUntil: string | undefined) => {
      if (javaScriptEnabled !== false && waitUntil !== 'commit' && (await isAppPage(response))) await hydrated(page);
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => untilHydrated(await goto(url, options), options?.waitUntil);
    const reload = page.reload.bind(page);
    page.reload = async (options) => untilHydrated(await reload(options), options?.waitUntil);
    if (!freshVisitor) {
      await page.context().addCookies([{ name: 'jinro_beta_seen', value: '1', url: baseURL ?? 'http://localhost' }]);
      await page.addInitScript(() => {
        // Every document of the tab runs this, also about:blank and the browser's offline error
        // page, whose storage is closed to scripts: nothing to set there.
        try {
          window.localStorage.setItem('hasSeenBetaModal', 'true');
          window.localStorage.setItem('hasShownDesktopWelcome', 'true');
        } catch {}
      });
    }
    if (signedIn) await signIn(page, testInfo.titlePath.at(-1) ?? 'signed-in');
    const reactErrors = watchReactErrors(page);
    await use(page);
    expect(reactErrors, 'errors React reported or the page threw').toEqual([]);
  },
});

/**
 * What React reports on the console (an error it recovered from by rendering again, a failed
 * hydration: main.tsx `reportRecoverable`) and what the page throws uncaught, in every journey:
 * a page that looks right can still have rendered twice (React error #467 on /jpref/survey once
 * passed every journey, 2026-11-29). Not the browser's own lines about a failed request: journeys
 * ask for missing pages on purpose.
 */
function watchReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|react\.dev\/errors|Hydration|hydrat/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message.slice(0, 500)}`));
  return errors;
}

/** The password of the accounts journeys sign up through the form or `/api/auth/register`. */
export const PASSWORD = 'journey1234!';

/** An e-mail address no other test uses; `label` says which test made it. */
export const uniqueEmail = (label: string) =>
  `${label.replace(/[^a-z0-9-]+/gi, '-').slice(0, 40) || 'journey'}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs the page's browser in to a new account with no password, its session written by the
 * server's test hook (`POST /api/test/session`, JINRO_TEST_HOOKS=1): the session cookie lands in
 * the page's (or request context's) cookies. Journeys that need a password (log in again, change it) sign up instead.
 * Answers the account's e-mail.
 */
export async function signIn(browser: Page | APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const origin = test.info().project.use.baseURL ?? '';
  const request = 'request' in browser ? browser.request : browser;
  const res = await request.post('/api/test/session', { data: { email }, headers: { origin } });
  if (res.status() !== 201) throw new Error(`signed-in fixture: ${res.status()} ${await res.text()}`);
  return email;
}

export { expect };

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Whether a navigation's response is one of the app's pages (HTML with the app's root). */
async function isAppPage(response: Response | null): Promise<boolean> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  return (await response.text()).includes('<div id="root">');
}

/**
 * Resolves once React has hydrated the page: the page shown first has run its effects
 * (`<html data-hydrated>`, src/client/app/router.tsx). React's container key on the root is not
 * enough: hydration runs as a transition, in slices (src/client/main.tsx), and the key is set when
 * it starts.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined)).toBe(true);
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
