export interface TestFailure {
  title: string;
  message: string;
}
export interface TestResults {
  passed: number;
  failed: number;
  skipped: number;
  /** Playwright only: failed, then passed on the retry CI allows. */
  flaky?: number;
  failures: TestFailure[];
}
export function digestMessage(message: unknown): string;
export function vitestResults(report: object): TestResults;
export function playwrightResults(report: object): TestResults;
export function vitestCounts(path: string): TestResults | undefined;
export function playwrightCounts(path: string): TestResults | undefined;
