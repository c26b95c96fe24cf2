import type { Reporter, TestModule } from 'vitest/node';
import { fastCheckSeed, fuzzSeed } from './test-seeds.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

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
      }
    }
    console.log('\nTests per project (time summed over its files, which run in parallel):');
    for (const [name, counts] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${name.padEnd(14)} ${line(counts).padEnd(36)} ${(counts.milliseconds / 1000).toFixed(1)} s`);
    }
    console.log(`Whole run: ${((performance.now() - this.startedAt) / 1000).toFixed(1)} s`);
    console.log(`Seeds: FUZZ_SEED=${fuzzSeed}, FAST_CHECK_SEED=${fastCheckSeed} (scripts/test-seeds.ts)`);
    console.log(`\n${line(total)}`);
  }
}
