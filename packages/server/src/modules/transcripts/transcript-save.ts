import {
  diagnoseTimings,
  formatTimingReport,
  normaliseParagraphs,
  type Paragraph,
  type TimingReport,
  type TranscriptSaveReport,
} from '@storykeep/core';

function hasWords(paragraph: object): boolean {
  const sent = (paragraph as { children?: unknown }).children;
  const children = Array.isArray(sent) ? sent : [];
  return children.some((child) => {
    if (typeof child !== 'object' || child === null) return false;
    const { words, text } = child as { words?: unknown; text?: unknown };
    if (Array.isArray(words) && words.length > 0) return true;
    return typeof text === 'string' && text.trim().length > 0;
  });
}

/** A transcript as sent for saving, made ready to store: what is kept, and what the save found wrong. */
export interface PreparedTranscript {
  paragraphs: Paragraph[];
  report: TranscriptSaveReport;
}

/**
 * Prepares an edited transcript: paragraphs with no words are skipped (see docs/product/transcripts.md), the rest normalised with
 * core's rules. Problems do not stop the save; they are reported so the caller can log them and tell the editor.
 */
export function prepareTranscript(sent: readonly Record<string, unknown>[]): PreparedTranscript {
  const withWords = sent.filter(hasWords);
  const paragraphs = normaliseParagraphs(withWords);
  const timing = diagnoseTimings(withWords);
  const dropped = withWords.length - paragraphs.length;
  return {
    paragraphs,
    report: {
      valid: dropped === 0 && timing.total === 0,
      skippedWithoutWords: sent.length - withWords.length,
      dropped,
      missingTimings: timing.missing.total,
      outOfOrderTimings: timing.outOfOrder.total,
      text: formatTimingReport(timing),
    },
  };
}

function mergeTimings(reports: readonly TimingReport[]): TimingReport {
  return {
    missing: { total: sum(reports, (r) => r.missing.total), listed: reports.flatMap((r) => r.missing.listed) },
    outOfOrder: {
      total: sum(reports, (r) => r.outOfOrder.total),
      startAfterEnd: reports.flatMap((r) => r.outOfOrder.startAfterEnd),
      startBeforePreviousEnd: reports.flatMap((r) => r.outOfOrder.startBeforePreviousEnd),
    },
    total: sum(reports, (r) => r.total),
  };
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

/**
 * Prepares the paragraphs a save of changes sends, each on its own (its neighbours are not in the save): normalised
 * with core's rules, or null when it has no words (the save then deletes it, as a whole save would skip it).
 */
export function prepareParagraphs(sent: readonly Paragraph[]): { paragraphs: (Paragraph | null)[]; report: TranscriptSaveReport } {
  let skipped = 0;
  let dropped = 0;
  const timings: TimingReport[] = [];
  const paragraphs = sent.map((paragraph) => {
    if (!hasWords(paragraph)) {
      skipped += 1;
      return null;
    }
    timings.push(diagnoseTimings([paragraph]));
    const normalised = normaliseParagraphs([paragraph])[0];
    if (!normalised) dropped += 1;
    return normalised ?? null;
  });
  const timing = mergeTimings(timings);
  return {
    paragraphs,
    report: {
      valid: dropped === 0 && timing.total === 0,
      skippedWithoutWords: skipped,
      dropped,
      missingTimings: timing.missing.total,
      outOfOrderTimings: timing.outOfOrder.total,
      text: formatTimingReport(timing),
    },
  };
}
