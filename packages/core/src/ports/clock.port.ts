/** Wall-clock time, injected so rules about "older than 4 hours" can be tested without waiting. */
export const Clock = Symbol('Clock');
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}
