import type { Reporter, TestModule } from 'vitest/node';
import path from 'node:path';
import { FAILED_TESTS_HEADING } from './failed-tests.mjs';
import { fastCheckSeed, fuzzSeed } from './test-seeds.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The file, the test's full name and the first line of its error, under a heading scripts/test.mjs repeats at the very end of the run: CI keeps only a log's tail. */
const failureLine = (file: string, name: string, message = '') =>
  `  ✗ ${path.relative(process.cwd(), file)} › ${name}: ${(message.split('\n')[0] ?? '').slice(0, 240)}`;

const line = ({ passed, failed, skipped }: Counts) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/**
 * After vitest's own summary: the count of tests and the time of each project (so a slow or shrinking project shows),
 * the seeds of the randomised tests, then one plain closing line, "N passed, N failed, N skipped", that any CI reading test output can parse.
 */
export default class SummaryReporter implements Reporter {
  private startedAt = performance.now();

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const total: Counts = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, Counts & { milliseconds: number }>();
    const failures: string[] = [];
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const project = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0, milliseconds: 0 };
      byProject.set(name, project);
      project.milliseconds += testModule.diagnostic().duration;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        const key = state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped';
        project[key]++;
        total[key]++;
        if (key === 'failed') failures.push(failureLine(testModule.moduleId, test.fullName, test.result().errors?.[0]?.message));
      }
    }
    console.log('\nTests per project (time summed over its files, which run in parallel):');
    for (const [name, counts] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${name.padEnd(14)} ${line(counts).padEnd(36)} ${(counts.milliseconds / 1000).toFixed(1)} s`);
    }
    console.log(`Whole run: ${((performance.now() - this.startedAt) / 1000).toFixed(1)} s`);
    console.log(`Seeds: FUZZ_SEED=${fuzzSeed}, FAST_CHECK_SEED=${fastCheckSeed} (scripts/test-seeds.ts)`);
    if (failures.length > 0) console.log(`\n${FAILED_TESTS_HEADING}\n${failures.join('\n')}`);
    console.log(`\n${line(total)}`);
  }
}
