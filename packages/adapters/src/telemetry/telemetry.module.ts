import { Analytics, ErrorReporter } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { ConsoleAnalytics, ConsoleErrorReporter, GtagAnalytics } from './console-telemetry.js';
import { parseSentryDsn } from './sentry-dsn.js';
import { SentryErrorReporter } from './sentry-error-reporter.js';

export interface TelemetryOptions {
  /** SENTRY_DSN: errors go to Sentry (or a compatible service) as well as the console. */
  sentryDsn?: string;
  environment?: string;
  release?: string;
  /** Send analytics through the page's gtag (loaded with the analytics key) instead of the console. */
  gtag?: boolean;
}

/** Errors and analytics: the console unless a service is configured. */
export function telemetryModule(options: TelemetryOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const console = new ConsoleErrorReporter();
    const target = options.sentryDsn ? parseSentryDsn(options.sentryDsn) : null;
    bind<ErrorReporter>(ErrorReporter).toConstantValue(
      target ? new SentryErrorReporter({ target, environment: options.environment, release: options.release, fallback: console }) : console,
    );
    bind<Analytics>(Analytics).toConstantValue(options.gtag ? new GtagAnalytics(new ConsoleAnalytics()) : new ConsoleAnalytics());
  });
}
