import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, hydrated, PHONE, test } from './fixtures';
import { completeAllSteps, everyRouteUrl, registerThroughApi } from './route-urls';

/**
 * Every page at 320 px without sideways scrolling (WCAG 1.4.10), and axe with every WCAG 2.2
 * A/AA rule and its best practices, 0 violations of any impact (issue 20).
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it is, one line per rule and element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`),
  );
}

/** Opens a URL and waits until its page has hydrated and shows its heading. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
}

for (const signedIn of [false, true]) {
  const who = signedIn ? 'signed in' : 'signed out';

  test(`no page scrolls sideways at 320 px, ${who}`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 640 });
    if (signedIn) {
      await registerThroughApi(page, baseURL, 'reflow');
      await completeAllSteps(page, baseURL, { feedbackAnswered: true });
    }
    const wide: string[] = [];
    for (const url of await everyRouteUrl(page, baseURL, signedIn)) {
      await open(page, url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${url}: ${width}px`);
    }
    expect(wide).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds nothing on every route at ${viewport.width} px, ${who}`, async ({ page, baseURL }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(viewport);
      if (signedIn) {
        await registerThroughApi(page, baseURL, 'axe');
        await completeAllSteps(page, baseURL, { feedbackAnswered: true });
      }
      const found: string[] = [];
      for (const url of await everyRouteUrl(page, baseURL, signedIn)) {
        await open(page, url);
        for (const line of await axeViolations(page)) found.push(`${url} ${line}`);
      }
      expect(found).toEqual([]);
    });
  }
}
