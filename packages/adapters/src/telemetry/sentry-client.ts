// The Sentry SDK itself. Only `SentryErrorReporter` imports this module, and only by dynamic import when a DSN is
// configured, so the SDK (tracing and replay included) is a chunk of its own that an app without a DSN never loads.
import {
  type BrowserOptions,
  browserTracingIntegration,
  captureException,
  captureMessage,
  flush,
  init,
  replayIntegration,
} from '@sentry/browser';
import { type ErrorReportContext, REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE } from '@storykeep/core';
import { describeUnknown } from './describe-unknown.js';

/** Where and as what the app reports: the server's SENTRY_* settings. */
export interface SentrySettings {
  dsn: string;
  environment?: string;
  release?: string;
  /** Replaces the SDK's fetch transport (tests record envelopes with it). */
  transport?: BrowserOptions['transport'];
}

/** A report the SDK did not see as it happened: an uncaught error raised while the SDK was still loading. */
export interface UncaughtReport {
  mechanism: 'onerror' | 'onunhandledrejection';
}

/** The started SDK, as the reporter uses it. */
export interface SentryClient {
  captureException(error: unknown, context?: ErrorReportContext, uncaught?: UncaughtReport): void;
  captureMessage(message: string, context?: ErrorReportContext): void;
  /** Resolves once every pending envelope is sent (false when `timeoutMs` passed first). */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** The SDK functions used here; tests pass their own `init` to read the options. */
export interface SentrySdk {
  init: typeof init;
  browserTracingIntegration: typeof browserTracingIntegration;
  replayIntegration: typeof replayIntegration;
  captureException: typeof captureException;
  captureMessage: typeof captureMessage;
  flush: typeof flush;
}

// Named imports (not `import *`) so the bundle keeps only what is used here, not every integration of the SDK.
const browserSdk: SentrySdk = { init, browserTracingIntegration, replayIntegration, captureException, captureMessage, flush };

/** The SDK options: the sampling of docs/product/constants.md with page-load and navigation tracing and session replay. */
export function sentryOptions(settings: SentrySettings, sdk: SentrySdk = browserSdk): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    ...(settings.transport ? { transport: settings.transport } : {}),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Each page load and navigation goes as one transaction, which every Sentry (self-hosted ones included) and
    // Sentry-compatible service ingests; SDK 11's default streams spans, which only a recent Sentry understands.
    traceLifecycle: 'static',
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    // The router changes pages through the history API, which this integration follows for navigation spans. Its
    // React Router instrumentation lives in @sentry/react, which adapters may not import; spans are named by path.
    integrations: [
      sdk.browserTracingIntegration(),
      // Interviews, transcripts and names on screen are private oral history: replays mask every text and input and
      // block images, audio and video, so a replay shows the page's layout and clicks, never its content.
      sdk.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
  };
}

/** Starts the SDK once for the page and returns the client the reporter sends through. */
export function startSentry(settings: SentrySettings, sdk: SentrySdk = browserSdk): SentryClient {
  sdk.init(sentryOptions(settings, sdk));
  return {
    captureException(error, context, uncaught) {
      if (uncaught) {
        sdk.captureException(error, { mechanism: { type: uncaught.mechanism, handled: false } });
        return;
      }
      try {
        sdk.captureException(error, { tags: context?.tags, extra: context?.extra });
      } catch {
        // The SDK describes odd thrown values itself; one it cannot (String() throwing) is sent as its description.
        sdk.captureException(new Error(describeUnknown(error)), { tags: context?.tags, extra: context?.extra });
      }
    },
    captureMessage(message, context) {
      sdk.captureMessage(message, { level: 'error', tags: context?.tags, extra: context?.extra });
    },
    flush: (timeoutMs) => sdk.flush(timeoutMs),
  };
}
