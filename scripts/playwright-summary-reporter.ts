import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

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
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed++;
      else if (outcome === 'unexpected') counts.failed++;
      else counts.skipped++;
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
