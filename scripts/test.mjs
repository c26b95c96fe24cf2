#!/usr/bin/env node
// `npm test`: every test of the repository, stage by stage, then one line per stage with its outcome and wall time,
// so a slow or failing stage shows in every CI log. Every stage runs even after one fails (a run reports all it
// found); the exit code is non-zero if any failed. `npm test -- unit api` runs only the stages named.
//
// Stages: the static checks (types, lint, format; side by side, lint and format from their caches), the unit tests,
// the API suite (on PostgreSQL when TEST_DATABASE_URL is set, else PGlite), the embedded-database suite (PGlite) and
// the browser suite (Playwright in Debian's Chromium).
import { spawn } from 'node:child_process';
import { FAILED_TESTS_HEADING } from './failed-tests.mjs';

const npmRun = (script) => ['npm', 'run', '--silent', script];

const STAGES = [
  { name: 'static', title: 'static checks', commands: ['typecheck', 'lint', 'format:check'].map(npmRun) },
  { name: 'unit', title: 'unit', commands: [npmRun('test:unit')] },
  {
    name: 'api',
    title: process.env.TEST_DATABASE_URL ? 'API (PostgreSQL)' : 'API (PGlite: no TEST_DATABASE_URL)',
    commands: [npmRun('test:api')],
  },
  { name: 'pglite', title: 'embedded database', commands: [npmRun('test:pglite')] },
  { name: 'e2e', title: 'end to end', commands: [npmRun('test:e2e')] },
];

/** The plain closing line both test runners' summary reporters print (scripts/*summary-reporter.ts). */
const CLOSING_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;

/** How much of a stage's output is kept to read its closing line and failed tests from. */
const TAIL_CHARACTERS = 64 * 1024;

/** The "  ✗ …" lines a summary reporter listed under FAILED_TESTS_HEADING in a stage's output. */
function failedTestsIn(output) {
  const heading = output.lastIndexOf(`${FAILED_TESTS_HEADING}\n`);
  if (heading < 0) return [];
  const lines = output.slice(heading + FAILED_TESTS_HEADING.length + 1).split('\n');
  return lines
    .slice(
      0,
      lines.findIndex((line) => !line.startsWith('  ✗ ')),
    )
    .filter(Boolean);
}

/** Runs a command with its output passed through; resolves with its exit code and the counts of its closing line. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const pass = (target) => (chunk) => {
      target.write(chunk);
      tail = (tail + chunk.toString()).slice(-TAIL_CHARACTERS);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve({ code: 1 });
    });
    child.on('close', (code) => {
      const counts = [...tail.matchAll(new RegExp(CLOSING_LINE, 'gm'))].at(-1);
      resolve({
        code: code ?? 1,
        counts: counts && { passed: +counts[1], failed: +counts[2], skipped: +counts[3] },
        failedTests: failedTestsIn(tail),
      });
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}

const started = performance.now();
const results = [];
for (const stage of STAGES.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.name))) {
  console.log(`\n━━ ${stage.title} ━━`);
  const stageStarted = performance.now();
  const outcomes = await Promise.all(stage.commands.map(run));
  const counts = outcomes.find((outcome) => outcome.counts)?.counts;
  results.push({
    stage,
    ok: outcomes.every((outcome) => outcome.code === 0),
    counts,
    failedTests: outcomes.flatMap((outcome) => outcome.failedTests ?? []),
    seconds: (performance.now() - stageStarted) / 1000,
  });
}

const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nnpm test, stage by stage:');
for (const { stage, ok, counts, seconds: took } of results) {
  for (const key of Object.keys(total)) total[key] += counts?.[key] ?? 0;
  const outcome = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  console.log(`  ${stage.title.padEnd(36)} ${(ok ? 'ok' : 'FAILED').padEnd(7)} ${outcome.padEnd(38)}${seconds(took)}`);
}
console.log(`  ${'whole run'.padEnd(84)}${seconds((performance.now() - started) / 1000)}`);
const failedTests = results.flatMap((result) => result.failedTests);
if (failedTests.length > 0) console.log(`\n${FAILED_TESTS_HEADING}\n${failedTests.join('\n')}`);
// Failed stages with no failed test (a type error, a runner that crashed) still fail the closing line's count.
const failedStages = results.filter((result) => !result.ok && !(result.counts?.failed > 0)).length;
console.log(`\n${total.passed} passed, ${total.failed + failedStages} failed, ${total.skipped} skipped`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
