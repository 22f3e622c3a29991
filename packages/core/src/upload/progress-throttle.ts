import type { Clock } from '../ports/clock.port.js';

/** A progress reporter that passes on at most one report per interval; the last report is given with `last`. */
export interface ProgressThrottle<T> {
  /** A report as it happens: passed on when the interval since the last one passed on is over, dropped otherwise. */
  report(value: T): void;
  /** The final report (done at 100 %, or failed): always passed on, and nothing after it is. */
  last(value: T): void;
}

/**
 * Throttles progress reports to one per `intervalMs` on the given clock (docs/product/recording.md: 2.5 s for parts, 5 s
 * for single files). The first report goes at once; reports the browser makes many times a second in between are
 * dropped, as a newer one follows; the final one is never dropped.
 */
export function progressThrottle<T>(intervalMs: number, clock: Clock, deliver: (value: T) => void): ProgressThrottle<T> {
  let lastAt: number | null = null;
  let over = false;
  return {
    report(value) {
      if (over) return;
      const now = clock.now();
      if (lastAt !== null && now - lastAt < intervalMs) return;
      lastAt = now;
      deliver(value);
    },
    last(value) {
      if (over) return;
      over = true;
      deliver(value);
    },
  };
}
