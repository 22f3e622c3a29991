import { RawParagraphChildSchema, RawParagraphSchema, RawWordSchema } from '../model/transcript.schema.js';
import { MAX_TIMING_ISSUES_PER_KIND } from '../util/constants.js';

/** What is wrong with one paragraph's or word's timing. */
export type TimingIssueKind = 'missing' | 'start-after-end' | 'start-before-previous-end';

/** One timing problem; `wordIndex` is absent when the paragraph's own timing is at fault. */
export interface TimingIssue {
  kind: TimingIssueKind;
  paragraphIndex: number;
  wordIndex?: number;
  text?: string;
  start?: number;
  end?: number;
  previousEnd?: number;
}

/** Timing problems of a transcript: totals per heading and at most 10 listed issues of each kind. */
export interface TimingReport {
  /** Paragraphs and words whose start or end is missing. */
  missing: { total: number; listed: TimingIssue[] };
  /** Starts after their own end, and starts before the previous end. */
  outOfOrder: { total: number; startAfterEnd: TimingIssue[]; startBeforePreviousEnd: TimingIssue[] };
  /** Every issue, all kinds together. */
  total: number;
}

interface Timed {
  start?: number | undefined;
  end?: number | undefined;
}

/**
 * Finds missing starts or ends, starts after their end and starts before the previous end, among paragraphs and,
 * separately, among words in reading order. Takes paragraphs as sent (before normalisation) or normalised.
 */
export function diagnoseTimings(paragraphs: readonly unknown[]): TimingReport {
  const report: TimingReport = {
    missing: { total: 0, listed: [] },
    outOfOrder: { total: 0, startAfterEnd: [], startBeforePreviousEnd: [] },
    total: 0,
  };
  let previousParagraphEnd: number | undefined;
  let previousWordEnd: number | undefined;
  paragraphs.forEach((item, paragraphIndex) => {
    const parsed = RawParagraphSchema.safeParse(item);
    if (!parsed.success) return;
    previousParagraphEnd = check(report, parsed.data, previousParagraphEnd, { kind: 'missing', paragraphIndex });
    let wordIndex = 0;
    for (const child of parsed.data.children ?? []) {
      const words = RawParagraphChildSchema.safeParse(child).data?.words ?? [];
      for (const word of words) {
        const parsedWord = RawWordSchema.safeParse(word);
        if (!parsedWord.success) continue;
        const at: TimingIssue = { kind: 'missing', paragraphIndex, wordIndex };
        if (parsedWord.data.text !== undefined) at.text = parsedWord.data.text;
        previousWordEnd = check(report, parsedWord.data, previousWordEnd, at);
        wordIndex += 1;
      }
    }
  });
  report.total = report.missing.total + report.outOfOrder.total;
  return report;
}

/** Records the item's issues and answers the end the next item is compared with. */
function check(report: TimingReport, { start, end }: Timed, previousEnd: number | undefined, at: TimingIssue): number | undefined {
  if (start === undefined || end === undefined) {
    report.missing.total += 1;
    list(report.missing.listed, withTimes(at, 'missing', start, end));
  } else if (start > end) {
    report.outOfOrder.total += 1;
    list(report.outOfOrder.startAfterEnd, withTimes(at, 'start-after-end', start, end));
  }
  if (start !== undefined && previousEnd !== undefined && start < previousEnd) {
    report.outOfOrder.total += 1;
    list(report.outOfOrder.startBeforePreviousEnd, { ...withTimes(at, 'start-before-previous-end', start, end), previousEnd });
  }
  return end ?? previousEnd;
}

function withTimes(at: TimingIssue, kind: TimingIssueKind, start: number | undefined, end: number | undefined): TimingIssue {
  const issue: TimingIssue = { ...at, kind };
  if (start !== undefined) issue.start = start;
  if (end !== undefined) issue.end = end;
  return issue;
}

function list(issues: TimingIssue[], issue: TimingIssue): void {
  if (issues.length < MAX_TIMING_ISSUES_PER_KIND) issues.push(issue);
}
