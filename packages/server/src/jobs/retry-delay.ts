/** First retry after this long; each further attempt doubles it. */
export const RETRY_BASE_MS = 5_000;
/** No retry waits longer than this. */
export const RETRY_CAP_MS = 15 * 60_000;

/**
 * How long a job waits before its next attempt after failing `attempts` times: exponential, capped,
 * with up to 20% jitter so jobs that failed together do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + 0.2 * random()));
}
