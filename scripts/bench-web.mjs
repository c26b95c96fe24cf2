#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile profile: simulated slow 4G, 4× CPU slowdown) against the production build,
// served as `npm start` serves it, on a free port with the embedded database in a scratch DATA_DIR. Each page is
// measured `--runs` times (3 by default) and the median of every figure is kept: on a shared machine one run is noise.
// Exits 1 when a page misses the budget. Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH): nothing is downloaded.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildServerIfStale, buildWebIfStale } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');

export const BUDGET = { performance: 95, cls: 0.02, tbtMs: 150, firstLoadJsKb: 150 };
export const PAGES = [
  { name: '/', path: '/' },
  { name: '/games', path: '/games' },
  { name: 'game page', path: '/game/lodestar-starfall-fortune' },
];

export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (dist/main.js) with plain Node, exactly as `npm start` runs it, at the lowest CPU priority: a phone
 * never runs the server, but on this machine it shares two cores with the page being measured. At equal priority its
 * answer to the page's first API calls preempted the page's main thread for up to 100 ms (a task that stays as short at
 * 4× throttling, so it is waiting, not work), and Lighthouse's simulation multiplies every observed task by 4.
 */
export async function startSite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-bench-web-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  setPriority(server.pid, constants.priority.PRIORITY_LOW);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Size in gzip (level 9, as the build precompresses) of the site's own scripts a page loaded, by their paths under
 * apps/web/dist. The browser suite checks the budget with it too (first-paint.e2e.ts).
 */
export function firstLoadJsGzipKb(scriptPaths) {
  const bytes = scriptPaths
    .map((scriptPath) => path.join(webDist, scriptPath))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return bytes / 1024;
}

/** BENCH_WEB_REPORTS=<dir> keeps every run's full Lighthouse report (which element shifted, what blocked). */
function keepReport(lhr, name) {
  const dir = process.env.BENCH_WEB_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

const MEASURED_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/** One Lighthouse run in a Chromium of its own (a fresh profile: a first visit, cookie notice and all). */
async function measureOnce(lighthouse, chromeLauncher, url, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    // A run whose trace lacked what a metric needs gives it no value (performance 0, TBT NaN): botched, not slow.
    const missing = MEASURED_AUDITS.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue));
    if (missing.length > 0) throw new Error(`${url}: no ${missing.join(', ')} (${lhr.audits[missing[0]]?.errorMessage ?? 'no reason given'})`);
    keepReport(lhr, reportName);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse itself botched (NO_NAVSTART on a starved machine, a metric without a value) is tried again, twice at most. */
async function measure(lighthouse, chromeLauncher, url, reportName) {
  let lhr;
  for (let attempt = 1; !lhr; attempt += 1) {
    lhr = await measureOnce(lighthouse, chromeLauncher, url, reportName).catch((error) => {
      if (attempt >= 3) throw error;
      console.log(`  ${error.message}: trying again`);
      return undefined;
    });
  }
  const origin = new URL(url).origin;
  const scripts = lhr.audits['network-requests'].details.items
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
    .map((request) => new URL(request.url).pathname);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    firstLoadJsKb: firstLoadJsGzipKb([...new Set(scripts)]),
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianRun(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The reasons a page misses the budget; the JS budget is the home page's (the first page a player opens). */
export function budgetFailures(pageName, figures) {
  const failures = [];
  if (figures.performance < BUDGET.performance) failures.push(`performance ${figures.performance} < ${BUDGET.performance}`);
  if (figures.cls > BUDGET.cls) failures.push(`CLS ${figures.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (figures.tbtMs > BUDGET.tbtMs) failures.push(`TBT ${Math.round(figures.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (pageName === '/' && figures.firstLoadJsKb > BUDGET.firstLoadJsKb) {
    failures.push(`first-load JS ${figures.firstLoadJsKb.toFixed(1)} KB gzip > ${BUDGET.firstLoadJsKb} KB`);
  }
  return failures;
}

function printTable(rows, runs) {
  console.log(`\nLighthouse, mobile profile, median of ${runs} run(s) per page`);
  console.log('| page | performance | FCP | LCP | TBT | CLS | first-load JS (gzip) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { page, figures } of rows) {
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${page.name} | ${figures.performance} | ${seconds(figures.fcpMs)} | ${seconds(figures.lcpMs)} | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} | ${figures.firstLoadJsKb.toFixed(1)} KB |`,
    );
  }
}

async function main() {
  const runs = Number(option('runs', '3'));
  buildWebIfStale();
  buildServerIfStale();
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const site = await startSite();
  const rows = [];
  try {
    // `--page <path>` measures that one page only, as when working on it.
    const only = option('page', undefined);
    for (const page of PAGES.filter((candidate) => only === undefined || candidate.path === only)) {
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const reportName = `${page.name.replace(/\W+/g, '-')}-${run}`;
        measured.push(await measure(lighthouse, chromeLauncher, `${site.baseUrl}${page.path}`, reportName));
      }
      rows.push({ page, figures: medianRun(measured) });
      console.log(
        `${page.name}: ${measured.map((run) => `perf ${run.performance} CLS ${run.cls.toFixed(3)} TBT ${Math.round(run.tbtMs)}`).join(' · ')}`,
      );
    }
  } finally {
    await site.stop();
  }
  printTable(rows, runs);
  const failures = rows.flatMap(({ page, figures }) => budgetFailures(page.name, figures).map((failure) => `${page.name}: ${failure}`));
  if (failures.length > 0) {
    console.log(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
