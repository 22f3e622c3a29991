// @vitest-environment jsdom
import {
  type BrowserOptions,
  browserTracingIntegration,
  captureException,
  captureMessage,
  createTransport,
  flush,
  replayIntegration,
} from '@sentry/browser';
import { FakeErrorReporter } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { describeErrorReporterContract, type ReceivedReport } from './error-reporter.contract.js';
import { type SentrySdk, sentryOptions, startSentry } from './sentry-client.js';
import { SentryErrorReporter } from './sentry-error-reporter.js';

const settings = { dsn: 'http://publickey@127.0.0.1:9/1', environment: 'test', release: 'storykeep@0.1.0' };

/** The SDK with an `init` that keeps its options instead of starting anything. */
function recordingSdk() {
  const inits: BrowserOptions[] = [];
  const replayOptions: Parameters<typeof replayIntegration>[0][] = [];
  const sdk: SentrySdk = {
    init: (options) => void inits.push(options ?? {}),
    browserTracingIntegration,
    replayIntegration: (options) => {
      replayOptions.push(options);
      return replayIntegration(options);
    },
    captureException,
    captureMessage,
    flush,
  };
  return { sdk, inits, replayOptions };
}

describe('the Sentry SDK options', () => {
  it('start the SDK with the documented sampling: traces 100%, session replay 10%, replay on error 100%', () => {
    const { sdk, inits } = recordingSdk();
    startSentry(settings, sdk);
    expect(inits).toHaveLength(1);
    expect(inits[0]).toMatchObject({
      dsn: settings.dsn,
      environment: 'test',
      release: 'storykeep@0.1.0',
      tracesSampleRate: 1,
      traceLifecycle: 'static',
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('trace page loads and navigations and record replays with every text, input and media hidden', () => {
    const { sdk, replayOptions } = recordingSdk();
    const options = sentryOptions(settings, sdk);
    const integrations = options.integrations as { name: string }[];
    expect(integrations.map((i) => i.name)).toEqual(['BrowserTracing', 'Replay']);
    expect(replayOptions).toEqual([{ maskAllText: true, maskAllInputs: true, blockAllMedia: true }]);
    expect(options.transport).toBeUndefined();
  });
});

// The real SDK, sending through a transport that keeps each envelope: one SDK per page, shared by the reporters.
const envelopes: string[] = [];
const started = Promise.resolve(
  startSentry({
    ...settings,
    transport: (options) =>
      createTransport(options, async (request) => {
        envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
        return { statusCode: 200 };
      }),
  }),
);

/** The `event` items of the envelopes sent (page-load transactions and other items are left out). */
function sentEvents(): { message?: string; exception?: { values: { value?: string }[] }; tags?: Record<string, string> }[] {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n');
    return lines.flatMap((line, i) => (line.startsWith('{"type":"event"') ? [JSON.parse(lines[i + 1] ?? '{}')] : []));
  });
}

describeErrorReporterContract('SentryErrorReporter (the SDK, envelopes recorded)', () => {
  envelopes.length = 0;
  const reporter = new SentryErrorReporter({ settings, fallback: new FakeErrorReporter(), load: () => started, uncaughtErrors: null });
  return {
    reporter,
    received: async () => {
      await reporter.flush();
      return sentEvents().map(
        (event): ReceivedReport => ({ text: event.exception?.values[0]?.value ?? event.message ?? '', tags: event.tags ?? {} }),
      );
    },
  };
});
