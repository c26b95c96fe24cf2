import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { FAILED_TESTS_HEADING } from './failed-tests.mjs';

/** As scripts/summary-reporter.ts lists a failed test: its file, its title path and the first line of its last error. */
function failureLine(test: TestCase): string {
  const message = test.results.at(-1)?.error?.message ?? '';
  const title = test.titlePath().filter(Boolean).slice(1).join(' › ');
  return `  ✗ ${path.relative(process.cwd(), test.location.file)} › ${title}: ${(message.split('\n')[0] ?? '').slice(0, 240)}`;
}

/**
 * Prints the same plain closing line as scripts/summary-reporter.ts does for vitest, "N passed, N failed,
 * N skipped", after Playwright's own report: CI reads both runs the same way. A test that passed on a retry
 * (flaky) counts as passed, as Playwright's exit code does.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(_result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed++;
      else if (outcome === 'unexpected') {
        counts.failed++;
        failures.push(failureLine(test));
      } else counts.skipped++;
    }
    if (failures.length > 0) console.log(`\n${FAILED_TESTS_HEADING}\n${failures.join('\n')}`);
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
