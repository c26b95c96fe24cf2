#!/usr/bin/env node
// `npm run bench:main-thread`: how long the main thread is blocked while each page of the production site loads, on
// a phone-like CPU (Chromium's 4× throttling, 412 × 823 px). Lighthouse (bench:web) simulates the load from one
// unthrottled run, which on a shared machine swings its TBT by a factor of two from run to run; this loads each page
// `--runs` times (7 by default) in real throttled Chromium and prints the medians of first contentful paint and of the
// blocking time (each long task's part over 50 ms, summed over the whole load and the 3 s after it). No budget: it
// is the figure to compare before and after a change aimed at the main thread.
import { chromium } from 'playwright-core';
import { buildServerIfStale, buildWebIfStale } from './start.mjs';
import { median, option, PAGES, startSite } from './bench-web.mjs';

const runs = Number(option('runs', '7'));

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      blockingMs: globalThis.__longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    }));
  } finally {
    await context.close();
  }
}

buildWebIfStale();
buildServerIfStale();
const site = await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const rows = [];
try {
  for (const page of PAGES) {
    const loads = [];
    for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser, `${site.baseUrl}${page.path}`));
    console.log(`${page.name}: ${loads.map((load) => `blocking ${Math.round(load.blockingMs)} ms`).join(' · ')}`);
    rows.push({ page, fcpMs: median(loads.map((load) => load.fcpMs)), blockingMs: median(loads.map((load) => load.blockingMs)) });
  }
} finally {
  await browser.close();
  await site.stop();
}
console.log(`\nMain thread on a 4× slower CPU, median of ${runs} loads per page`);
console.log('| page | FCP | blocking time |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| ${row.page.name} | ${Math.round(row.fcpMs)} ms | ${Math.round(row.blockingMs)} ms |`);
