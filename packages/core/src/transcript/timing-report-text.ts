import { shellMessages } from '../messages/shell.messages.js';
import type { TimingIssue, TimingReport } from './timing-diagnostics.js';

/** The timing report as plain text: each heading with its total, then the listed issues. Empty when all is well. */
export function formatTimingReport(report: TimingReport): string {
  const lines: string[] = [];
  if (report.missing.total > 0) {
    lines.push(`${shellMessages.missingTimingInfo}: ${report.missing.total}`);
    lines.push(...report.missing.listed.map(describe));
    lines.push(...more(report.missing.total, report.missing.listed.length));
  }
  if (report.outOfOrder.total > 0) {
    const { startAfterEnd, startBeforePreviousEnd, total } = report.outOfOrder;
    lines.push(`${shellMessages.outOfOrderTiming}: ${total}`);
    lines.push(...startAfterEnd.map(describe), ...startBeforePreviousEnd.map(describe));
    lines.push(...more(total, startAfterEnd.length + startBeforePreviousEnd.length));
  }
  return lines.join('\n');
}

function more(total: number, listed: number): string[] {
  return total > listed ? [`  and ${total - listed} more`] : [];
}

function describe(issue: TimingIssue): string {
  const where =
    issue.wordIndex === undefined
      ? `paragraph ${issue.paragraphIndex + 1}`
      : `paragraph ${issue.paragraphIndex + 1}, word ${issue.wordIndex + 1}${issue.text === undefined ? '' : ` "${issue.text}"`}`;
  switch (issue.kind) {
    case 'missing':
      return `  ${where}: ${issue.start === undefined ? 'start' : 'end'}${issue.start === undefined && issue.end === undefined ? ' and end' : ''} missing`;
    case 'start-after-end':
      return `  ${where}: starts at ${seconds(issue.start)}, after its end ${seconds(issue.end)}`;
    case 'start-before-previous-end':
      return `  ${where}: starts at ${seconds(issue.start)}, before the previous end ${seconds(issue.previousEnd)}`;
  }
}

function seconds(value: number | undefined): string {
  return value === undefined ? '?' : `${value.toFixed(3)} s`;
}
