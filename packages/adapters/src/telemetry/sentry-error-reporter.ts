import type { ErrorReportContext, ErrorReporter } from '@storykeep/core';
import type { SentryClient, SentrySettings, UncaughtReport } from './sentry-client.js';

export interface SentryReporterOptions {
  settings: SentrySettings;
  /** Where every report is also written (the console), so a report is seen even when Sentry never loads. */
  fallback: ErrorReporter;
  /** Loads and starts the SDK; by default a dynamic import of `sentry-client.js`, the SDK's own chunk. */
  load?: () => Promise<SentryClient>;
  /** Where uncaught errors are heard while the SDK loads (the window); null to listen nowhere. */
  uncaughtErrors?: EventTarget | null;
}

/** Reports kept while the SDK loads; past this many (a failure loop) the console alone has them. */
export const SENTRY_QUEUE_LIMIT = 100;

type Send = (client: SentryClient) => void;

/**
 * Errors to Sentry through its browser SDK, with tracing and session replay at the sampling of docs/product/constants.md. The SDK starts
 * loading when the reporter is made; what is reported (or thrown uncaught) before it is ready waits in a queue and is
 * sent, in order, once it is. Reporting never throws.
 */
export class SentryErrorReporter implements ErrorReporter {
  private client: SentryClient | null = null;
  private loading = true;
  private queue: Send[] = [];
  /** The started SDK, or null when it failed to load (the console still has every report). */
  readonly ready: Promise<SentryClient | null>;

  constructor(private readonly options: SentryReporterOptions) {
    const target = options.uncaughtErrors === undefined ? (globalThis as Partial<EventTarget>) : options.uncaughtErrors;
    const stopListening = listenForUncaught(target, (error, uncaught) => this.send((c) => c.captureException(error, undefined, uncaught)));
    const load = options.load ?? (() => import('./sentry-client.js').then((sdk) => sdk.startSentry(options.settings)));
    this.ready = Promise.resolve()
      .then(load)
      .catch(() => null)
      .then((client) => {
        // The SDK's own handlers are installed by now; hearing uncaught errors here too would send them twice.
        stopListening();
        this.client = client;
        this.loading = false;
        const queued = this.queue;
        this.queue = [];
        if (client) for (const send of queued) attempt(() => send(client));
        return client;
      });
  }

  captureException(error: unknown, context?: ErrorReportContext): void {
    attempt(() => this.options.fallback.captureException(error, context));
    this.send((client) => client.captureException(error, context));
  }

  captureMessage(message: string, context?: ErrorReportContext): void {
    attempt(() => this.options.fallback.captureMessage(message, context));
    this.send((client) => client.captureMessage(message, context));
  }

  /** Waits for the SDK and for everything reported so far to be sent. */
  async flush(timeoutMs?: number): Promise<boolean> {
    const client = await this.ready;
    return client ? client.flush(timeoutMs) : true;
  }

  private send(send: Send): void {
    const client = this.client;
    if (client) attempt(() => send(client));
    else if (this.loading && this.queue.length < SENTRY_QUEUE_LIMIT) this.queue.push(send);
  }
}

/** Hears the window's uncaught errors and rejections until the returned function is called. */
function listenForUncaught(target: Partial<EventTarget> | null, report: (error: unknown, uncaught: UncaughtReport) => void): () => void {
  if (typeof target?.addEventListener !== 'function' || typeof target.removeEventListener !== 'function') return () => {};
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    report(error ?? message, { mechanism: 'onerror' });
  };
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason, { mechanism: 'onunhandledrejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener?.('error', onError);
    target.removeEventListener?.('unhandledrejection', onRejection);
  };
}

// Reporting runs on failure paths: a reporter that throws would turn one failure into two.
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // The fallback or the SDK refused this one report; the app goes on.
  }
}
