import type { AnalyticsEvent } from '@storykeep/core';
import { FakeAnalytics, FakeErrorReporter } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { ConsoleAnalytics, ConsoleErrorReporter, GtagAnalytics } from './console-telemetry.js';
import { describeErrorReporterContract, type ReceivedReport } from './error-reporter.contract.js';
import { parseSentryDsn } from './sentry-dsn.js';
import { SENTRY_SAMPLING, SentryErrorReporter } from './sentry-error-reporter.js';

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

const target = parseSentryDsn('https://abc123@o1.ingest.example.io/42');

describeErrorReporterContract('SentryErrorReporter', () => {
  const bodies: string[] = [];
  const reporter = new SentryErrorReporter({
    target: target ?? { dsn: '', publicKey: '', envelopeUrl: '' },
    fetch: async (_url, init) => {
      bodies.push(String(init?.body));
      return new Response(null, { status: 200 });
    },
    randomId: () => '0000-1111',
  });
  return {
    reporter,
    received: async () =>
      bodies.map((body) => {
        const event = JSON.parse(body.split('\n')[2] ?? '{}');
        return { text: event.exception?.values?.[0]?.value ?? event.message?.formatted, tags: event.tags };
      }),
  };
});

describe('Sentry envelopes', () => {
  it('reads the DSN into the envelope endpoint', () => {
    expect(target?.envelopeUrl).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123&sentry_version=7');
    expect(parseSentryDsn('https://key@self.hosted/sentry/7')?.envelopeUrl).toBe(
      'https://self.hosted/sentry/api/7/envelope/?sentry_key=key&sentry_version=7',
    );
    expect(parseSentryDsn('not a dsn')).toBeNull();
    expect(parseSentryDsn('https://o1.ingest.example.io/42')).toBeNull();
  });

  it('sends a well-formed envelope with the spec sampling and survives an unreachable service', async () => {
    const sent: { url: string; body: string }[] = [];
    const fallback = new FakeErrorReporter();
    const reporter = new SentryErrorReporter({
      target: target ?? { dsn: '', publicKey: '', envelopeUrl: '' },
      environment: 'test',
      now: () => 1_700_000_000_000,
      randomId: () => 'aaaa-bbbb',
      fallback,
      fetch: async (url, init) => {
        sent.push({ url: String(url), body: String(init?.body) });
        throw new TypeError('Failed to fetch');
      },
    });
    reporter.captureException(new TypeError('boom'), { tags: { story_id: 's9' } });
    await Promise.resolve();
    const [header, item, event] = (sent[0]?.body ?? '').split('\n').map((line) => JSON.parse(line));
    expect(header).toMatchObject({
      event_id: 'aaaabbbb',
      dsn: 'https://abc123@o1.ingest.example.io/42',
      sent_at: '2023-11-14T22:13:20.000Z',
    });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({ platform: 'javascript', environment: 'test', timestamp: 1_700_000_000, tags: { story_id: 's9' } });
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'boom' });
    expect(event.extra.sampling).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(SENTRY_SAMPLING.replaysSessionSampleRate).toBe(0.1);
    expect(fallback.exceptions).toHaveLength(1);
  });
});

describe('analytics', () => {
  const event: AnalyticsEvent = { name: 'add_to_folder', params: { story_id: 's1', new_folders: ['f1'] } };

  it('sends events through gtag when the page loaded it, else to the fallback', () => {
    const calls: unknown[][] = [];
    const fallback = new FakeAnalytics();
    new GtagAnalytics(
      fallback,
      () =>
        (...args: unknown[]) =>
          calls.push(args),
    ).track(event);
    expect(calls).toEqual([['event', 'add_to_folder', { story_id: 's1', new_folders: ['f1'] }]]);
    new GtagAnalytics(fallback, () => undefined).track({ name: 'navigate_to_Projects' });
    expect(fallback.events).toEqual([{ name: 'navigate_to_Projects' }]);
  });

  it('writes events to the console by default', () => {
    const lines: unknown[][] = [];
    new ConsoleAnalytics({ error: () => {}, debug: (...args) => lines.push(args) }).track(event);
    expect(lines).toEqual([['[analytics]', 'add_to_folder', { story_id: 's1', new_folders: ['f1'] }]]);
  });
});
