import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './process';

/** The full accessibility sweep of issue 20 (e2e/a11y.spec.ts with A11Y_FULL=1). */
export interface A11ySweepResult {
  passed: number;
  failed: number;
  seconds: number;
  /** Each failed test with the first lines of its message (the axe violations it found). */
  failures: Array<{ title: string; message: string }>;
}

interface PlaywrightJsonSpec {
  title: string;
  tests: Array<{ results: Array<{ status: string; error?: { message?: string } }> }>;
}
interface PlaywrightJsonSuite {
  title: string;
  specs?: PlaywrightJsonSpec[];
  suites?: PlaywrightJsonSuite[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

function specsOf(suite: PlaywrightJsonSuite, prefix: string): Array<{ title: string; spec: PlaywrightJsonSpec }> {
  const here = prefix ? `${prefix} › ${suite.title}` : suite.title;
  return [
    ...(suite.specs ?? []).map((spec) => ({ title: `${here} › ${spec.title}`, spec })),
    ...(suite.suites ?? []).flatMap((child) => specsOf(child, here)),
  ];
}

/**
 * axe (WCAG 2.2 A/AA and best practices) on every route at 390 and 1280 px, signed out and signed
 * in, with every dialog open, and the 320 px reflow check: Playwright against the production build
 * (`npm run build` first), in Debian's Chromium.
 */
export function runA11ySweep(log: (line: string) => void): A11ySweepResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'jinro-a11y-'));
  const output = path.join(dir, 'report.json');
  const started = Date.now();
  try {
    spawnSync('npx', ['playwright', 'test', 'e2e/a11y.spec.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, A11Y_FULL: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    });
    const seconds = (Date.now() - started) / 1000;
    if (!existsSync(output)) {
      log('  a11y: Playwright wrote no report');
      return { passed: 0, failed: 1, seconds, failures: [{ title: 'Playwright', message: 'no report' }] };
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as { suites: PlaywrightJsonSuite[] };
    const specs = report.suites.flatMap((suite) => specsOf(suite, ''));
    const failures = specs
      .filter(({ spec }) => spec.tests.some((test) => test.results.some((result) => result.status !== 'passed')))
      .map(({ title, spec }) => ({
        title,
        message: (spec.tests[0]?.results.at(-1)?.error?.message ?? '')
          .replace(ANSI_COLOUR, '')
          .split('\n')
          .slice(0, 12)
          .join('\n'),
      }));
    return { passed: specs.length - failures.length, failed: failures.length, seconds, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
