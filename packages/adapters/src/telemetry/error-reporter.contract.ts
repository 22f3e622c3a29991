import type { ErrorReporter } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** One report as the service (or console) received it. */
export interface ReceivedReport {
  text: string;
  tags: Record<string, string>;
}

export interface ErrorReporterUnderTest {
  reporter: ErrorReporter;
  received(): Promise<ReceivedReport[]>;
}

/** The behaviour every ErrorReporter must have: each report arrives with its tags, and reporting never throws. */
export function describeErrorReporterContract(name: string, create: () => ErrorReporterUnderTest): void {
  describe(`ErrorReporter contract: ${name}`, () => {
    it('delivers exceptions and messages with their tags', async () => {
      const { reporter, received } = create();
      reporter.captureException(new Error('download failed'), { tags: { story_id: 's1' } });
      reporter.captureMessage('transcript invalid', { tags: { area: 'authoring' } });
      const reports = await received();
      expect(reports).toHaveLength(2);
      expect(reports[0]?.text).toContain('download failed');
      expect(reports[0]?.tags).toEqual({ story_id: 's1' });
      expect(reports[1]?.text).toContain('transcript invalid');
    });

    it('never throws, whatever it is given', async () => {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          const { reporter } = create();
          expect(() => reporter.captureException(value)).not.toThrow();
        }),
        // Pinned: values whose String() throws, which a past run found.
        { numRuns: 50, examples: [[{ toString: null }], [Object.create(null)]] },
      );
    });
  });
}
