import {
  type ErrorReportContext,
  type ErrorReporter,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
} from '@storykeep/core';
import { describeUnknown } from './describe-unknown.js';
import type { SentryTarget } from './sentry-dsn.js';

/** The spec's sampling (part 1 §9), recorded with each event so the project settings can be checked against it. */
export const SENTRY_SAMPLING = {
  tracesSampleRate: TRACES_SAMPLE_RATE,
  replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
  replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
} as const;

export interface SentryReporterOptions {
  target: SentryTarget;
  environment?: string;
  release?: string;
  fetch?: typeof fetch;
  now?: () => number;
  randomId?: () => string;
  /** Where failures are also written, so nothing is lost while the service is unreachable. */
  fallback?: ErrorReporter;
}

/**
 * Sends errors to Sentry (or any Sentry-compatible service) as envelopes over `fetch`, without the SDK: every error
 * is sent (error sample rate 1). Tracing and session replay need the SDK and are not collected by this adapter.
 */
export class SentryErrorReporter implements ErrorReporter {
  constructor(private readonly options: SentryReporterOptions) {}

  captureException(error: unknown, context?: ErrorReportContext): void {
    const exception = error instanceof Error ? error : new Error(describeUnknown(error));
    this.send({
      level: 'error',
      exception: { values: [{ type: exception.name, value: exception.message, stacktrace: stackOf(exception) }] },
      ...this.contextFields(context),
    });
    this.options.fallback?.captureException(error, context);
  }

  captureMessage(message: string, context?: ErrorReportContext): void {
    this.send({ level: 'error', message: { formatted: message }, ...this.contextFields(context) });
    this.options.fallback?.captureMessage(message, context);
  }

  private contextFields(context?: ErrorReportContext) {
    return { tags: context?.tags ?? {}, extra: { ...(context?.extra ?? {}), sampling: SENTRY_SAMPLING } };
  }

  private send(fields: Record<string, unknown>): void {
    const { target, environment, release } = this.options;
    const now = (this.options.now ?? Date.now)();
    const eventId = (this.options.randomId ?? (() => globalThis.crypto.randomUUID()))().replace(/-/g, '');
    const event = { event_id: eventId, timestamp: now / 1000, platform: 'javascript', environment, release, ...fields };
    const header = { event_id: eventId, sent_at: new Date(now).toISOString(), dsn: target.dsn };
    const body = `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}`;
    try {
      const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      void fetchImpl(target.envelopeUrl, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => {});
    } catch {
      // Reporting must never break the app; the fallback reporter still saw the failure.
    }
  }
}

function stackOf(error: Error): { frames: { filename: string; function: string }[] } | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ filename: line.replace(/^at\s+/, ''), function: '?' }));
  // Sentry lists frames oldest first.
  return { frames: frames.reverse() };
}
