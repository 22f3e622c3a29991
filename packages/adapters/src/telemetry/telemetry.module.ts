import { Analytics, ErrorReporter } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { ConsoleAnalytics, ConsoleErrorReporter, GtagAnalytics } from './console-telemetry.js';
import { SentryErrorReporter } from './sentry-error-reporter.js';

export interface TelemetryOptions {
  /** SENTRY_DSN: errors, traces and replays go to Sentry (or a compatible service); errors to the console as well. */
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
    const { sentryDsn: dsn, environment, release } = options;
    bind<ErrorReporter>(ErrorReporter).toConstantValue(
      dsn ? new SentryErrorReporter({ settings: { dsn, environment, release }, fallback: console }) : console,
    );
    bind<Analytics>(Analytics).toConstantValue(options.gtag ? new GtagAnalytics(new ConsoleAnalytics()) : new ConsoleAnalytics());
  });
}
