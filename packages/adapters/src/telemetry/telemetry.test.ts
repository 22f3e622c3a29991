import type { AnalyticsEvent } from '@storykeep/core';
import { FakeErrorReporter } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { ConsoleAnalytics, ConsoleErrorReporter } from './console-telemetry.js';
import { describeErrorReporterContract, type ReceivedReport } from './error-reporter.contract.js';

describeErrorReporterContract('FakeErrorReporter', () => {
  const reporter = new FakeErrorReporter();
  return {
    reporter,
    received: async () => [
      ...reporter.exceptions.map((e) => ({ text: String(e.error), tags: e.context?.tags ?? {} })),
      ...reporter.messages.map((m) => ({ text: m.message, tags: m.context?.tags ?? {} })),
    ],
  };
});

describeErrorReporterContract('ConsoleErrorReporter', () => {
  const lines: ReceivedReport[] = [];
  const out = {
    error: (_prefix: unknown, what: unknown, context?: { tags?: Record<string, string> }) =>
      lines.push({ text: String(what), tags: context?.tags ?? {} }),
    debug: () => {},
  };
  return { reporter: new ConsoleErrorReporter(out), received: async () => lines };
});

describe('analytics', () => {
  const event: AnalyticsEvent = { name: 'add_to_folder', params: { story_id: 's1', new_folders: ['f1'] } };

  it('writes events to the console by default', () => {
    const lines: unknown[][] = [];
    new ConsoleAnalytics({ error: () => {}, debug: (...args) => lines.push(args) }).track(event);
    expect(lines).toEqual([['[analytics]', 'add_to_folder', { story_id: 's1', new_folders: ['f1'] }]]);
  });
});
