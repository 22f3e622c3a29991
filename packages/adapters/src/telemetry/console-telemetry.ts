import type { Analytics, AnalyticsEvent, ErrorReportContext, ErrorReporter } from '@storykeep/core';
import { injectable } from 'inversify';
import { describeUnknown } from './describe-unknown.js';

/** The part of `console` the console adapters write to. */
export interface ConsoleLike {
  error(...data: unknown[]): void;
  debug(...data: unknown[]): void;
}

/** The default error reporter with no service configured: the browser console. */
@injectable()
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly out: ConsoleLike = console) {}

  captureException(error: unknown, context?: ErrorReportContext): void {
    this.write(error, context);
  }

  captureMessage(message: string, context?: ErrorReportContext): void {
    this.write(message, context);
  }

  private write(what: unknown, context?: ErrorReportContext): void {
    // Reporting runs on error paths: a value the sink cannot print (an object without a prototype, say) must not
    // turn one failure into two.
    try {
      this.out.error('[storykeep]', what, ...(context ? [context] : []));
    } catch {
      this.out.error('[storykeep]', describeUnknown(what), ...(context ? [context] : []));
    }
  }
}

/** The default analytics with no service configured: events go to the console's debug level. */
@injectable()
export class ConsoleAnalytics implements Analytics {
  constructor(private readonly out: ConsoleLike = console) {}

  track(event: AnalyticsEvent): void {
    this.out.debug('[analytics]', event.name, event.params ?? {});
  }
}
