import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RawWordSchema } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { MAX_TIMING_ISSUES_PER_KIND } from '../util/constants.js';
import { diagnoseTimings, looseText, looseTimes } from './timing-diagnostics.js';
import { formatTimingReport } from './timing-report-text.js';

const paragraph = (words: unknown[], start: unknown = 0, end: unknown = 100) => ({
  speaker: 'Ann',
  start,
  end,
  children: [{ text: '', words }],
});

describe('diagnoseTimings', () => {
  it('finds each kind of issue where it is', () => {
    const report = diagnoseTimings([
      paragraph([
        { text: 'a', start: 0, end: 1 },
        { text: 'b', end: 2 },
        { text: 'c', start: 3, end: 2.5 },
        { text: 'd', start: 2, end: 4 },
      ]),
      paragraph([], 150, null),
    ]);
    expect(report.missing.listed).toEqual([
      { kind: 'missing', paragraphIndex: 0, wordIndex: 1, text: 'b', end: 2 },
      { kind: 'missing', paragraphIndex: 1, start: 150 },
    ]);
    expect(report.outOfOrder.startAfterEnd).toEqual([
      { kind: 'start-after-end', paragraphIndex: 0, wordIndex: 2, text: 'c', start: 3, end: 2.5 },
    ]);
    expect(report.outOfOrder.startBeforePreviousEnd).toEqual([
      { kind: 'start-before-previous-end', paragraphIndex: 0, wordIndex: 3, text: 'd', start: 2, end: 4, previousEnd: 2.5 },
    ]);
    expect(report.total).toBe(4);
  });

  it('compares a paragraph with the previous paragraph end', () => {
    const report = diagnoseTimings([paragraph([], 0, 10), paragraph([], 9, 12)]);
    expect(report.outOfOrder.startBeforePreviousEnd).toEqual([
      { kind: 'start-before-previous-end', paragraphIndex: 1, start: 9, end: 12, previousEnd: 10 },
    ]);
  });

  it('lists at most 10 issues of each kind but counts them all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (missing, reversed) => {
        const words = [
          ...Array.from({ length: missing }, (_, i) => ({ text: `m${i}`, start: i })),
          ...Array.from({ length: reversed }, (_, i) => ({ text: `r${i}`, start: 1000 + 2 * i + 1, end: 1000 + 2 * i + 0.5 })),
        ];
        const report = diagnoseTimings([paragraph(words, 0, 5000)]);
        expect(report.missing.total).toBe(missing);
        expect(report.missing.listed).toHaveLength(Math.min(missing, MAX_TIMING_ISSUES_PER_KIND));
        expect(report.outOfOrder.total).toBe(reversed);
        expect(report.outOfOrder.startAfterEnd).toHaveLength(Math.min(reversed, MAX_TIMING_ISSUES_PER_KIND));
      }),
    );
  });

  it('finds nothing wrong with a well-formed transcript', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(diagnoseTimings(generateTranscript({ words: 400, seed }).paragraphs).total).toBe(0);
      }),
      { numRuns: 20 },
    );
  });
});

describe('formatTimingReport', () => {
  it('reports totals under the catalogue headings and says how many were not listed', () => {
    const words = Array.from({ length: 14 }, (_, i) => ({ text: `w${i}` }));
    const text = formatTimingReport(diagnoseTimings([paragraph(words), paragraph([{ text: 'x', start: 5, end: 4 }], 200, 300)]));
    const lines = text.split('\n');
    expect(lines[0]).toBe('MISSING TIMING INFO: 14');
    expect(lines).toContain('  paragraph 1, word 1 "w0": start and end missing');
    expect(lines).toContain('  and 4 more');
    expect(lines).toContain('OUT OF ORDER TIMING: 1');
    expect(lines).toContain('  paragraph 2, word 1 "x": starts at 5.000 s, after its end 4.000 s');
  });

  it('is empty when there is nothing to report', () => {
    expect(formatTimingReport(diagnoseTimings([paragraph([{ text: 'a', start: 0, end: 1 }])]))).toBe('');
  });
});

describe('the loose readers behind diagnoseTimings', () => {
  it('read a word exactly as RawWordSchema does, for any value', () => {
    const numberish = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.constant(Number.NaN),
      fc.string(),
      fc.constant(null),
    );
    const wordLike = fc.record({ text: numberish, start: numberish, end: numberish }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(wordLike, fc.anything()), (value) => {
        const parsed = RawWordSchema.safeParse(value);
        const record = typeof value === 'object' && value !== null && !Array.isArray(value);
        expect(record).toBe(parsed.success);
        if (!parsed.success || !record) return;
        const read = value as Record<string, unknown>;
        expect(looseTimes(read)).toEqual({ start: parsed.data.start, end: parsed.data.end });
        expect(looseText(read.text)).toBe(parsed.data.text);
      }),
      { numRuns: 2000 },
    );
  });
});
