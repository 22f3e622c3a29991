import type { ErrorReportContext } from '@storykeep/core';
import { FakeErrorReporter } from '@storykeep/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SentryClient, UncaughtReport } from './sentry-client.js';
import { SENTRY_QUEUE_LIMIT, SentryErrorReporter } from './sentry-error-reporter.js';

type Sent =
  | ['exception', unknown, ErrorReportContext | undefined, UncaughtReport | undefined]
  | ['message', string, ErrorReportContext | undefined];

function fakeClient() {
  const sent: Sent[] = [];
  const client: SentryClient = {
    captureException: (error, context, uncaught) => void sent.push(['exception', error, context, uncaught]),
    captureMessage: (message, context) => void sent.push(['message', message, context]),
    flush: async () => true,
  };
  return { client, sent };
}

/** A load the test finishes (or fails) by hand, to see what happens before and after. */
function manualLoad() {
  let finish: (client: SentryClient) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<SentryClient>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: () => promise, finish, fail };
}

const settings = { dsn: 'https://k@o1.ingest.example/1' };

describe('SentryErrorReporter', () => {
  it('queues what is reported while the SDK loads and sends it in order once it is ready', async () => {
    const { client, sent } = fakeClient();
    const loading = manualLoad();
    const fallback = new FakeErrorReporter();
    const reporter = new SentryErrorReporter({ settings, fallback, load: loading.load, uncaughtErrors: null });
    const early = new Error('before the SDK');
    reporter.captureException(early, { tags: { story_id: 's1' } });
    reporter.captureMessage('transcript invalid', { tags: { area: 'authoring' } });
    await Promise.resolve();
    expect(sent).toEqual([]);
    expect(fallback.exceptions.map((e) => e.error)).toEqual([early]);
    loading.finish(client);
    expect(await reporter.ready).toBe(client);
    reporter.captureException('after');
    expect(sent).toEqual([
      ['exception', early, { tags: { story_id: 's1' } }, undefined],
      ['message', 'transcript invalid', { tags: { area: 'authoring' } }],
      ['exception', 'after', undefined, undefined],
    ]);
  });

  it('sends every queued report, up to the limit, in the order they came', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string(), { maxLength: SENTRY_QUEUE_LIMIT + 20 }), async (messages) => {
        const { client, sent } = fakeClient();
        const loading = manualLoad();
        const reporter = new SentryErrorReporter({ settings, fallback: new FakeErrorReporter(), load: loading.load, uncaughtErrors: null });
        for (const message of messages) reporter.captureMessage(message);
        loading.finish(client);
        await reporter.ready;
        expect(sent.map((s) => s[1])).toEqual(messages.slice(0, SENTRY_QUEUE_LIMIT));
      }),
      { numRuns: 30 },
    );
  });

  it('keeps the console when the SDK fails to load, and never throws', async () => {
    const loading = manualLoad();
    const fallback = new FakeErrorReporter();
    const reporter = new SentryErrorReporter({ settings, fallback, load: loading.load, uncaughtErrors: null });
    reporter.captureMessage('queued');
    loading.fail(new Error('Failed to fetch dynamically imported module'));
    expect(await reporter.ready).toBeNull();
    expect(() => reporter.captureException(new Error('later'))).not.toThrow();
    expect(await reporter.flush()).toBe(true);
    expect(fallback.messages.map((m) => m.message)).toEqual(['queued']);
    expect(fallback.exceptions).toHaveLength(1);
  });

  it('survives an SDK that throws', async () => {
    const throwing: SentryClient = {
      captureException: () => {
        throw new Error('sdk broke');
      },
      captureMessage: () => {
        throw new Error('sdk broke');
      },
      flush: async () => true,
    };
    const reporter = new SentryErrorReporter({
      settings,
      fallback: new FakeErrorReporter(),
      load: async () => throwing,
      uncaughtErrors: null,
    });
    reporter.captureMessage('queued');
    await reporter.ready;
    expect(() => reporter.captureException(new Error('after'))).not.toThrow();
  });

  it('hears uncaught errors and rejections while the SDK loads, and leaves them to the SDK after', async () => {
    const { client, sent } = fakeClient();
    const loading = manualLoad();
    const page = new EventTarget();
    const reporter = new SentryErrorReporter({ settings, fallback: new FakeErrorReporter(), load: loading.load, uncaughtErrors: page });
    const thrown = new TypeError('x is undefined');
    page.dispatchEvent(Object.assign(new Event('error'), { error: thrown, message: 'Uncaught TypeError: x is undefined' }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'rejected' }));
    page.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    loading.finish(client);
    await reporter.ready;
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('seen by the SDK itself') }));
    expect(sent).toEqual([
      ['exception', thrown, undefined, { mechanism: 'onerror' }],
      ['exception', 'rejected', undefined, { mechanism: 'onunhandledrejection' }],
      ['exception', 'Script error.', undefined, { mechanism: 'onerror' }],
    ]);
  });
});
