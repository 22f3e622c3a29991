import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Lines of each failure's message kept in the digest: enough for the expectation, its value and the first frame. */
const DIGEST_LINES = 8;

// Terminal colour codes make the digest unreadable where CI keeps only the printed text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what a colour code starts with.
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/** A failure's message as the digest shows it: colours gone, blank lines dropped, at most DIGEST_LINES lines. */
export function digestMessage(message) {
  const lines = String(message ?? '')
    .replace(COLOUR_CODES, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const kept = lines.slice(0, DIGEST_LINES);
  if (lines.length > DIGEST_LINES) kept.push(`… ${lines.length - DIGEST_LINES} more lines`);
  return kept.join('\n');
}

function readOnce(path) {
  if (!existsSync(path)) return undefined;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  rmSync(path, { force: true });
  return report;
}

/** Counts and failures of a vitest JSON report (jest-compatible shape); a file that failed to load counts as a failure. */
export function vitestResults(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push({
        title: `${file.name} › ${test.fullName ?? test.title}`,
        message: digestMessage((test.failureMessages ?? []).join('\n')),
      });
    if (file.status === 'failed' && failedTests.length === 0) failures.push({ title: file.name, message: digestMessage(file.message) });
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

function* playwrightSpecs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

/**
 * Counts and failures of a Playwright JSON report. A flaky test (failed, then passed on its retry) is counted apart
 * and listed with why it failed the first time, so a retry never hides a journey that needs a look.
 */
export function playwrightResults(report) {
  const failures = [];
  for (const suite of report.suites ?? []) {
    for (const spec of playwrightSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const errors = (test.results ?? []).flatMap((result) => result.errors ?? []);
        const at = errors.find((error) => error.location)?.location;
        const where = at ? ` (failed at ${at.file.split('/').slice(-2).join('/')}:${at.line})` : '';
        const message = errors.map((error) => error.message ?? error.value ?? '').join('\n');
        const flaky = test.status === 'flaky' ? ' [flaky: passed on its retry]' : '';
        failures.push({ title: `${spec.file}:${spec.line} › ${spec.title}${where}${flaky}`, message: digestMessage(message) });
      }
    }
  }
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: stats.unexpected ?? 0, flaky: stats.flaky ?? 0, skipped: stats.skipped ?? 0, failures };
}

/** Reads (and removes) a vitest JSON report; undefined when the run wrote none. */
export const vitestCounts = (path) => {
  const report = readOnce(path);
  return report && vitestResults(report);
};

/** Reads (and removes) a Playwright JSON report; undefined when the run wrote none. */
export const playwrightCounts = (path) => {
  const report = readOnce(path);
  return report && playwrightResults(report);
};
