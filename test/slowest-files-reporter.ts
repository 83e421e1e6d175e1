import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary lists. */
const SHOWN = 10;

/** Prints, after the run, the test files that took longest (import, setup and tests together). */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const d = module.diagnostic();
      return { name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`, ms: d.duration + d.collectDuration + d.setupDuration + d.prepareDuration };
    });
    if (timed.length === 0) return;
    const total = timed.reduce((sum, t) => sum + t.ms, 0);
    const lines = timed
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN)
      .map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.name}`);
    process.stdout.write(`\nSlowest test files (all ${timed.length} files: ${(total / 1000).toFixed(0)} s in total)\n${lines.join('\n')}\n`);
  }
}
