/** Extra facts sent along with a report, e.g. `{ tags: { story_id } }` for a failed story download. */
export interface ErrorReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** Sends failures to an error-reporting service (the console by default). Never throws. */
export const ErrorReporter = Symbol('ErrorReporter');
export interface ErrorReporter {
  captureException(error: unknown, context?: ErrorReportContext): void;
  captureMessage(message: string, context?: ErrorReportContext): void;
}
