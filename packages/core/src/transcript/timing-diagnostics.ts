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
    if (!isRecord(item)) return;
    previousParagraphEnd = check(report, looseTimes(item), previousParagraphEnd, { kind: 'missing', paragraphIndex });
    let wordIndex = 0;
    for (const child of Array.isArray(item.children) ? item.children : []) {
      const words = isRecord(child) && Array.isArray(child.words) ? child.words : [];
      for (const word of words) {
        if (!isRecord(word)) continue;
        const at: TimingIssue = { kind: 'missing', paragraphIndex, wordIndex };
        const text = looseText(word.text);
        if (text !== undefined) at.text = text;
        previousWordEnd = check(report, looseTimes(word), previousWordEnd, at);
        wordIndex += 1;
      }
    }
  });
  report.total = report.missing.total + report.outOfOrder.total;
  return report;
}

// These readers accept exactly what the loose Raw* schemas of the transcript model accept (a property test pins
// it); they replace a zod parse per word because a save of a 40,000-word transcript runs this on the way out.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looseNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A word's text as the loose schema reads it: a string, or a finite number written out. */
export function looseText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return looseNumber(value) === undefined ? undefined : String(value);
}

/** The start and end of a paragraph or word as the loose schemas read them; malformed values read as missing. */
export function looseTimes(item: Record<string, unknown>): Timed {
  return { start: looseNumber(item.start), end: looseNumber(item.end) };
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
