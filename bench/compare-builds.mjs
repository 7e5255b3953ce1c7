/**
 * Lighthouse on two or more builds of the app, interleaved (A, B, A, B…), for comparing a change
 * on a shared machine where one build measured after the other would meet a different load.
 * Each variant is a folder `/tmp/perfvar/<name>` holding that build's `dist/` beside symlinks to
 * the repository's other top-level entries (its server reads `dist/web` and `content/` from its
 * working directory), e.g. after `npm run build`:
 *
 *   d=/tmp/perfvar/mine; mkdir -p $d && cp -r dist $d/ && for f in $(ls -A | grep -vx dist); do ln -s $PWD/$f $d/$f; done
 *   npx tsx bench/compare-builds.mjs /job-browser 5 base mine     # JOB / ARTICLE: the first job / article
 *
 * Same Lighthouse set-up as `npm run bench` (mobile, simulated throttling, a new profile per run),
 * performance only. Per run: score, FCP, LCP, TBT, TTI, main-thread time and the long tasks (as
 * simulated); per variant the median and, from its last run, the main-thread breakdown, boot-up
 * time per script and bytes per resource type (REQS=1 lists the requests; SAVE=1 keeps the LHRs;
 * GRAPH=1 prints, per run, what Lantern's optimistic and pessimistic FCP and LCP graphs hold: each
 * request with its priority and simulated start–end, and the main-thread tasks' simulated time).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROME_FLAGS, CHROME_PATH } from './lib/pages.ts';

const log = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);
const [pagePath, runsArg, ...vars] = process.argv.slice(2);
const runs = Number(runsArg);
let port = 4100 + Math.floor(Math.random() * 500);
async function start(name) {
  const dir = `/tmp/perfvar/${name}`;
  const p = port++;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'perfvar-'));
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/main.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${p}`,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${p}`;
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return { name, url, child };
}
const servers = [];
for (const v of vars) servers.push(await start(v));
let resolved = pagePath;
if (pagePath === 'JOB') {
  const b = await (await fetch(`${servers[0].url}/api/jobs?limit=1`)).json();
  resolved = `/job-browser/${encodeURIComponent(b.data[0].name)}`;
}
if (pagePath === 'ARTICLE') {
  const b = await (await fetch(`${servers[0].url}/api/articles`)).json();
  resolved = `/articles/${encodeURIComponent(b.data[0].id)}`;
}
for (const s of servers) for (let i = 0; i < 8; i++) await (await fetch(`${s.url}${resolved}`)).text();
const out = {};
for (const s of servers) out[s.name] = [];
for (let r = 0; r < runs; r++) {
  for (const s of servers) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    let lhr;
    let artifacts;
    try {
      ({ lhr, artifacts } = await lighthouse(`${s.url}${resolved}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }));
    } finally {
      chrome.kill();
    }
    const a = lhr.audits;
    const mt = Object.fromEntries(
      (a['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
    );
    const boot = (a['bootup-time'].details?.items ?? [])
      .slice(0, 4)
      .map((i) => `${i.url.replace(s.url, '')}:${Math.round(i.scripting)}`);
    const lt = (a['long-tasks'].details?.items ?? []).map(
      (i) => `${i.url.replace(s.url, '')}@${Math.round(i.startTime)}+${Math.round(i.duration)}`,
    );
    const nr = a['network-requests'].details?.items ?? [];
    const bytes = {};
    for (const i of nr) bytes[i.resourceType] = (bytes[i.resourceType] ?? 0) + (i.transferSize ?? 0);
    const row = {
      perf: Math.round(lhr.categories.performance.score * 100),
      fcp: Math.round(a['first-contentful-paint'].numericValue),
      lcp: Math.round(a['largest-contentful-paint'].numericValue),
      tbt: Math.round(a['total-blocking-time'].numericValue),
      si: Math.round(a['speed-index'].numericValue),
      tti: Math.round(a.interactive.numericValue),
      cls: a['cumulative-layout-shift'].numericValue,
      mainThread: Math.round(a['mainthread-work-breakdown'].numericValue),
      mt,
      boot,
      longTasks: lt,
      requests: nr.length,
      bytes,
      rb: (a['render-blocking-resources']?.details?.items ?? []).map((i) => i.url.replace(s.url, '')),
      reqList: nr.map(
        (i) =>
          `${i.url.replace(s.url, '').slice(0, 70)} ${i.resourceType} ${i.transferSize} ${Math.round(i.networkRequestTime ?? i.startTime ?? 0)}-${Math.round(i.networkEndTime ?? i.endTime ?? 0)}`,
      ),
    };
    out[s.name].push(row);
    log(
      `[load ${(await import('node:os')).loadavg()[0].toFixed(2)}] ${s.name} run${r + 1}: perf ${row.perf} FCP ${row.fcp} LCP ${row.lcp} TBT ${row.tbt} SI ${row.si} TTI ${row.tti} main ${row.mainThread} reqs ${row.requests} lt ${lt.join(' ')}`,
    );
    // A run Lighthouse failed (e.g. NO_NAVSTART on a busy machine) has no graphs to show.
    if (process.env.GRAPH)
      await logLanternGraphs(lhr, artifacts, s.url).catch((error) => log(`   no Lantern graphs: ${error.message}`));
    if (process.env.SAVE)
      writeFileSync(`/tmp/perfvar/lhr-${s.name}-${pagePath.replace(/\W/g, '_')}-${r}.json`, JSON.stringify(lhr));
  }
}
/**
 * Lantern's FCP and LCP as it computed them for this run: each is the mean of a simulation of an
 * optimistic and a pessimistic graph (requests and main-thread tasks of the observed load, cut at
 * the observed paint). Per graph: its simulated time, its requests (priority, simulated start–end
 * in ms, bytes) and the sum of its main-thread tasks.
 */
async function logLanternGraphs(lhr, artifacts, origin) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const metrics = {
    FCP: await LanternFirstContentfulPaint.request(data, context),
    LCP: await LanternLargestContentfulPaint.request(data, context),
  };
  const observed = lhr.audits.metrics.details?.items?.[0] ?? {};
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  log(
    `   observed FCP ${observed.observedFirstContentfulPaint} LCP ${observed.observedLargestContentfulPaint} ms; LCP element ${lcpElement?.selector ?? '?'} "${(lcpElement?.nodeLabel ?? '').slice(0, 40)}"`,
  );
  for (const [name, result] of Object.entries(metrics)) {
    for (const kind of ['optimistic', 'pessimistic']) {
      const estimate = result[`${kind}Estimate`];
      const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
      const requests = nodes
        .filter(([node]) => node.type === 'network')
        .map(
          ([node, t]) =>
            `${node.request.url.replace(origin, '').slice(0, 48)} ${node.request.priority} ${Math.round(t.startTime)}-${Math.round(t.endTime)} ${node.request.transferSize}B`,
        );
      const cpu = nodes.filter(([node]) => node.type === 'cpu');
      const cpuTime = cpu.reduce((sum, [, t]) => sum + (t.endTime - t.startTime), 0);
      log(
        `   ${name} ${kind} ${Math.round(estimate.timeInMs)} ms (metric ${Math.round(result.timing)}): ${requests.join(' | ')} | cpu ${cpu.length} tasks ${Math.round(cpuTime)} ms`,
      );
    }
  }
}

const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
for (const s of servers) {
  const rows = out[s.name];
  log(
    `== ${s.name} ${resolved}: median perf ${med(rows.map((r) => r.perf))} FCP ${med(rows.map((r) => r.fcp))} LCP ${med(rows.map((r) => r.lcp))} TBT ${med(rows.map((r) => r.tbt))} SI ${med(rows.map((r) => r.si))} TTI ${med(rows.map((r) => r.tti))} main ${med(rows.map((r) => r.mainThread))}`,
  );
  const last = rows[rows.length - 1];
  log(
    '   mt',
    JSON.stringify(last.mt),
    'boot',
    last.boot.join(' '),
    'bytes',
    JSON.stringify(last.bytes),
    'rb',
    last.rb.join(' '),
  );
  if (process.env.REQS) log(`   ${last.reqList.join('\n   ')}`);
}
for (const s of servers) s.child.kill('SIGTERM');
process.exit(0);
