import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Passed and failed test counts from a vitest JSON report (jest-compatible shape). */
export function vitestCounts(path) {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(path, { force: true });
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Passed and failed test counts from a Playwright JSON report. */
export function playwrightCounts(path) {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(path, { force: true });
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
}
