import { diagnoseTimings, formatTimingReport, normaliseParagraphs, type Paragraph, type TranscriptSaveReport } from '@storykeep/core';

function hasWords(paragraph: Record<string, unknown>): boolean {
  const children = Array.isArray(paragraph.children) ? paragraph.children : [];
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
