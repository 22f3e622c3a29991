/**
 * Text for any thrown value. `String()` throws for some (an object whose toString is not callable, one without a
 * prototype); error reporting runs on failure paths, so it must not fail a second time describing the first.
 */
export function describeUnknown(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
