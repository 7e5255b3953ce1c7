// `npm test`: the whole suite. Prints one closing line `N passed, N failed` summing every suite
// (CI reads it) and exits non-zero on any failure.
//
//   production build → browser journeys (Playwright, Debian's Chromium) start in the background;
//   beside them: unit, component and API tests (Vitest, PGlite) with typecheck, lint (Biome),
//   import boundaries and unused code (knip) → bundle budget → system tests (the built server as
//   real processes: SIGKILL crash, two instances, backups) → API tests again on PostgreSQL when
//   TEST_DATABASE_URL is set.
//
// The journeys mostly wait (for pages, timers and the browser): measured on 2 cores they used about
// half a core, so the rest of the suite runs in that time instead of after it.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/jinro-test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
/** Failed tests by name, with the first lines of their message, repeated at the end so a log's tail names them. */
const failures = [];

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

function firstLines(message, count = 6) {
  return String(message ?? '')
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .slice(0, count)
    .join('\n      ');
}

function run(name, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = child.status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${name} (${seconds}s)\n`);
  return ok;
}

/**
 * Starts commands at once in the background, each writing to its own log file. (The Vitest pass
 * beside them runs through spawnSync, which holds the event loop: anything chained on a promise
 * here would only start after it.)
 */
function startInBackground(commands) {
  return commands.map(([name, command, args, env = {}]) => {
    const log = path.join(reports, `${name.replace(/\W+/g, '-')}.log`);
    const fd = openSync(log, 'w');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    const done = new Promise((resolve) => {
      const finish = (ok) => resolve({ ok });
      child.on('error', () => finish(false));
      child.on('exit', (code) => finish(code === 0));
    }).finally(() => closeSync(fd));
    return { name, log, done };
  });
}

function check(name, command, args) {
  const ok = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(name, projects, env = {}, files = []) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const ok = run(name, 'npx', args, env);
  const report = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (ok ? 0 : report && report.numFailedTests > 0 ? 0 : 1);
  results.push({ name, passed, failed });
  for (const file of report?.testResults ?? []) {
    const file_ = path.relative(root, file.name);
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${name} › ${file_} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${name} › ${file_}\n      ${firstLines(file.message)}`);
  }
}

/** Starts the journeys in the background; `await` the answer to record their results. */
function startPlaywright() {
  const output = path.join(reports, 'playwright.json');
  const [journeys] = startInBackground([
    ['browser journeys (Playwright)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output }],
  ]);
  const started = Date.now();
  return async () => {
    const { ok } = await journeys.done;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\n▶ ${journeys.name} (beside the rest)\n${readFileSync(journeys.log, 'utf8')}`);
    process.stdout.write(`${ok ? '✔' : '✘'} ${journeys.name} (${seconds}s)\n`);
    const report = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
    const stats = report?.stats ?? {};
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    const failed = (stats.unexpected ?? 0) + (ok ? 0 : stats.unexpected > 0 ? 0 : 1);
    results.push({ name: 'browser journeys', passed, failed });
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const error = test.results?.at(-1)?.error?.message;
            failures.push(`browser journeys › ${[...trail, spec.title].join(' › ')}\n      ${firstLines(error)}`);
          }
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  };
}

const built = check('production build', 'npm', ['run', 'build']);
const journeysDone = built ? startPlaywright() : undefined;

// The static checks run beside the first Vitest pass (Vitest's PGlite pass is one worker): their
// output goes to a file each and is printed once Vitest is done.
const staticChecks = [
  ['typecheck (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['import boundaries (dependency-cruiser)', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  ['unused code (knip)', 'npx', ['knip']],
];
const staticRuns = startInBackground(staticChecks);
// The first pass is PGlite's even when CI has a PostgreSQL (TEST_DATABASE_URL): that one gets its own pass below.
vitest('unit, component and API tests (PGlite)', ['server', 'client'], {
  TEST_DATABASE_URL: '',
});
for (const { name, log, done } of staticRuns) {
  // Its exit is only seen once Vitest's spawnSync returns, so no duration of its own is printed.
  const { ok } = await done;
  process.stdout.write(`\n▶ ${name} (beside Vitest)\n${readFileSync(log, 'utf8')}`);
  process.stdout.write(`${ok ? '✔' : '✘'} ${name} (ran beside Vitest)\n`);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}
if (built) {
  vitest('bundle budget', ['build']);
  vitest('system tests (built server: crash, two instances, backup)', ['system']);
}
/**
 * The server's test files that open a database (the test app or the database client): what the
 * PostgreSQL pass is for. Pure scoring, content and validity sweeps ran on PGlite already and read
 * no SQL, so running them again proves nothing new (about 90 s on 2 cores).
 */
function databaseTestFiles() {
  const opensDatabase = /from '[./]*(?:test\/)?test-app'|from '(?:\.\/|[./]*db\/)client'/;
  return readdirSync(path.join(root, 'src/server'), { recursive: true })
    .map((file) => path.join('src/server', String(file)))
    .filter((file) => file.endsWith('.test.ts') && opensDatabase.test(readFileSync(path.join(root, file), 'utf8')));
}

if (process.env.TEST_DATABASE_URL) {
  vitest(
    'API tests (PostgreSQL)',
    ['server'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    databaseTestFiles(),
  );
}

await journeysDone?.();

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
process.stdout.write('\nSummary\n');
for (const r of results)
  process.stdout.write(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed\n`);
if (failures.length > 0) process.stdout.write(`\nFailed\n${failures.map((f) => `  ✘ ${f}`).join('\n')}\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
