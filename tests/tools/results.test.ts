import { describe, expect, it } from 'vitest';
import { digestMessage, playwrightResults, vitestResults } from '../../scripts/lib/results.mjs';

const timedOut = [
  '\u001b[31mError: Timed out 90000ms waiting for expect(locator).toBeVisible()\u001b[39m',
  '',
  'Locator: getByRole("status").filter({ hasText: "Your locally recorded media has uploaded." })',
  'Expected: visible',
  'Received: <element(s) not found>',
].join('\n');

describe('the failure digest npm test prints above its totals', () => {
  it('names each failed or flaky Playwright test, where it failed and why, without colour codes, nested suites included', () => {
    const report = {
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
      suites: [
        {
          title: 'local-recording.spec.ts',
          specs: [{ title: 'passes', file: 'local-recording.spec.ts', line: 5, tests: [{ status: 'expected', results: [] }] }],
          suites: [
            {
              title: 'local recording',
              specs: [
                {
                  title: 'the server refusing connections',
                  file: 'local-recording.spec.ts',
                  line: 89,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        { errors: [{ message: timedOut, location: { file: '/ci/repo/tests/e2e/local-recording.spec.ts', line: 108 } }] },
                      ],
                    },
                  ],
                },
                {
                  title: 'once flaky',
                  file: 'b.spec.ts',
                  line: 3,
                  tests: [{ status: 'flaky', results: [{ errors: [{ message: 'Error: first try' }] }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    const results = playwrightResults(report);
    expect(results).toMatchObject({ passed: 2, failed: 1, flaky: 1, skipped: 1 });
    expect(results.failures.map((f) => f.title)).toEqual([
      'local-recording.spec.ts:89 › the server refusing connections (failed at e2e/local-recording.spec.ts:108)',
      'b.spec.ts:3 › once flaky [flaky: passed on its retry]',
    ]);
    expect(results.failures[0]?.message).toBe(
      [
        'Error: Timed out 90000ms waiting for expect(locator).toBeVisible()',
        'Locator: getByRole("status").filter({ hasText: "Your locally recorded media has uploaded." })',
        'Expected: visible',
        'Received: <element(s) not found>',
      ].join('\n'),
    );
  });

  it('names each failed vitest test, and a file that failed to load though none of its tests ran', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: '/repo/packages/core/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a rounds', failureMessages: ['AssertionError: expected 2 to be 3'] },
          ],
        },
        { name: '/repo/packages/web/b.test.ts', status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
        { name: '/repo/packages/web/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    const results = vitestResults(report);
    expect(results).toMatchObject({ passed: 3, failed: 1, skipped: 2 });
    expect(results.failures).toEqual([
      { title: '/repo/packages/core/a.test.ts › a rounds', message: 'AssertionError: expected 2 to be 3' },
      { title: '/repo/packages/web/b.test.ts', message: 'SyntaxError: Unexpected token' },
    ]);
  });

  it('keeps a long message short: its first lines, then how many more there were', () => {
    const message = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const digest = digestMessage(message).split('\n');
    expect(digest).toHaveLength(9);
    expect(digest[0]).toBe('line 1');
    expect(digest.at(-1)).toBe('… 12 more lines');
    expect(digestMessage(undefined)).toBe('');
  });
});
