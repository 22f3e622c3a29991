import type { Analytics, AnalyticsEvent } from '../ports/analytics.port.js';
import type { ErrorReportContext, ErrorReporter } from '../ports/error-reporter.port.js';

/** Keeps every report so tests can check what was reported and with which tags. */
export class FakeErrorReporter implements ErrorReporter {
  readonly exceptions: { error: unknown; context?: ErrorReportContext }[] = [];
  readonly messages: { message: string; context?: ErrorReportContext }[] = [];

  captureException(error: unknown, context?: ErrorReportContext): void {
    this.exceptions.push({ error, context });
  }

  captureMessage(message: string, context?: ErrorReportContext): void {
    this.messages.push({ message, context });
  }
}

/** Keeps every tracked event in order. */
export class FakeAnalytics implements Analytics {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }
}
