import { chromium } from '@playwright/test';
import { completeAllSteps } from '../../e2e/route-urls';
import { LOAD, type LoadFigures, load } from './api-load';
import { CHROME_PATH } from './pages';

/**
 * Issue 15's two new measures. Typing in the job browser on a slowed phone CPU: every key's Event
 * Timing duration (the time from the key to the next paint, as the browser reports it). Rendering
 * at scale: a server-rendered job page beside the API answer of the same job, at 50 connections.
 */

const BROTLI = { 'accept-encoding': 'br' };

const TYPING = { cpuSlowdown: 4, text: '간호사 ㄱㅂㅈ 데이터' } as const;

export interface TypingResult {
  keys: number;
  /** The longest Event Timing duration among the key events (keydown, keyup, input…), ms. */
  worstMs: number;
  /** Every event over 100 ms, by name, for the report. */
  slow: Array<{ name: string; durationMs: number }>;
}

/** Types into the job browser's search box with Chromium's CPU slowed 4× and reads the Event Timing entries. */
export async function measureTyping(origin: string): Promise<TypingResult> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TYPING.cpuSlowdown });
    await page.addInitScript(() => {
      const entries: Array<{ name: string; duration: number }> = [];
      (window as unknown as { eventEntries: typeof entries }).eventEntries = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) entries.push({ name: entry.name, duration: entry.duration });
        // 16 ms is the smallest threshold Event Timing takes.
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      window.localStorage.setItem('hasSeenBetaModal', 'true');
    });
    await page.goto(`${origin}/job-browser`, { waitUntil: 'networkidle' });
    const box = page.getByLabel('직업 검색');
    await box.click();
    await box.pressSequentially(TYPING.text, { delay: 150 });
    await page.waitForTimeout(1_000);
    const entries = await page.evaluate(
      () => (window as unknown as { eventEntries: Array<{ name: string; duration: number }> }).eventEntries,
    );
    const keyEvents = entries.filter((entry) => /^(key|beforeinput|input|composition)/.test(entry.name));
    return {
      keys: [...TYPING.text].length,
      worstMs: Math.max(0, ...keyEvents.map((entry) => entry.duration)),
      slow: keyEvents.filter((entry) => entry.duration > 100).map((e) => ({ name: e.name, durationMs: e.duration })),
    };
  } finally {
    await browser.close();
  }
}

export interface RenderLoadResult {
  page: LoadFigures;
  api: LoadFigures;
  /** The page's requests/s as a share of the API's. */
  ratio: number;
}

/**
 * `GET /job-browser/{name}` (the server-rendered page an anonymous visitor gets) beside
 * `GET /api/jobs/{name}`, at 50 connections, in alternating slices so the machine's load hits both alike.
 */
export async function measureRenderLoad(origin: string, jobName = '간호사'): Promise<RenderLoadResult> {
  const pageUrl = `${origin}/job-browser/${encodeURIComponent(jobName)}`;
  const apiUrl = `${origin}/api/jobs/${encodeURIComponent(jobName)}`;
  await load(pageUrl, BROTLI, LOAD.warmUpS);
  await load(apiUrl, BROTLI, LOAD.warmUpS);
  const pages: LoadFigures[] = [];
  const apis: LoadFigures[] = [];
  const sliceS = LOAD.durationS / LOAD.slices;
  for (let slice = 0; slice < LOAD.slices; slice++) {
    pages.push(await load(pageUrl, BROTLI, sliceS));
    apis.push(await load(apiUrl, BROTLI, sliceS));
  }
  const mean = (slices: LoadFigures[]): LoadFigures => ({
    requestsPerSecond: slices.reduce((sum, s) => sum + s.requestsPerSecond, 0) / slices.length,
    p50Ms: Math.max(...slices.map((s) => s.p50Ms)),
    p99Ms: Math.max(...slices.map((s) => s.p99Ms)),
    p99WorstMs: Math.max(...slices.map((s) => s.p99WorstMs)),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  });
  const page = mean(pages);
  const api = mean(apis);
  return { page, api, ratio: page.requestsPerSecond / api.requestsPerSecond };
}

/**
 * /job-rec's height at 390 px for a person who finished all six steps, before issue 30 changed it:
 * 20 cards with every reason open (the e2e journey's measurement on 2026-11-27, before the top 10
 * with folded reasons landed).
 */
export const JOB_REC_HEIGHT_BEFORE_PX = 20_081;

/**
 * The same measure now: a new account answers the six steps as the software persona (through the
 * API), then /job-rec opens at 390 × 844 and its document height is read once the cards show.
 */
export async function measureJobRecHeight(origin: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
    });
    await context.addCookies([{ name: 'jinro_beta_seen', value: '1', url: origin }]);
    await context.addInitScript(() => window.localStorage.setItem('hasSeenBetaModal', 'true'));
    const page = await context.newPage();
    // A new account (the bench's server has no test hooks), then the journeys' own way to all six
    // steps done (e2e/route-urls.ts).
    const registered = await page.request.post('/api/auth/register', {
      data: { email: `bench-height-${Date.now()}@example.com`, password: 'bench1234!' },
      headers: { origin },
    });
    if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
    await completeAllSteps(page, origin, { feedbackAnswered: true });
    await page.goto('/job-rec');
    await page.getByRole('article').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() => document.documentElement.scrollHeight);
  } finally {
    await browser.close();
  }
}
