import { DEFAULT_BACKOFF_CAP_SECONDS } from './constants.js';

/**
 * Wait before retry number `attempt` (0-based): 1000 × min(0.5 × 1.5^attempt − 0.5, cap) ms, so 0, 250, 625… ms,
 * never more than `capSeconds`. Negative or fractional attempts count as the whole attempt below (at least 0).
 */
export function backoffDelayMs(attempt: number, capSeconds: number = DEFAULT_BACKOFF_CAP_SECONDS): number {
  const n = Math.max(0, Math.floor(attempt));
  return 1000 * Math.min(0.5 * 1.5 ** n - 0.5, capSeconds);
}
