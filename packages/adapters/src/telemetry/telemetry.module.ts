import { Analytics, DeviceStorage, ErrorReporter } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpClient } from '../http/http-client.js';
import { ConsoleAnalytics, ConsoleErrorReporter } from './console-telemetry.js';
import { RelayAnalytics } from './relay-analytics.js';
import { SentryErrorReporter } from './sentry-error-reporter.js';

export interface TelemetryOptions {
  /** SENTRY_DSN: errors, traces and replays go to Sentry (or a compatible service); errors to the console as well. */
  sentryDsn?: string;
  environment?: string;
  release?: string;
  /** The server passes analytics on to a provider (ANALYTICS_* settings): send events there instead of the console. */
  analytics?: boolean;
}

/** Errors and analytics: the console unless a service is configured. */
export function telemetryModule(options: TelemetryOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const console = new ConsoleErrorReporter();
    const { sentryDsn: dsn, environment, release } = options;
    bind<ErrorReporter>(ErrorReporter).toConstantValue(
      dsn ? new SentryErrorReporter({ settings: { dsn, environment, release }, fallback: console }) : console,
    );
    if (!options.analytics) {
      bind<Analytics>(Analytics).toConstantValue(new ConsoleAnalytics());
      return;
    }
    bind<Analytics>(Analytics)
      .toDynamicValue((context) => {
        const storage = context.get<DeviceStorage>(DeviceStorage);
        return new RelayAnalytics(context.get(HttpClient), () => storage.getVisitorId(), new ConsoleAnalytics());
      })
      .inSingletonScope();
  });
}
