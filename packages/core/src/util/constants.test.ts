import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

const MiB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

describe('constants', () => {
  it('states sizes and durations the way docs/product/constants.md derives them', () => {
    expect(constants.UPLOAD_PART_SIZE_BYTES).toBe(50 * MiB);
    expect(constants.LOCAL_PART_SIZE_LIMIT_BYTES).toBe(30 * MiB);
    expect(constants.VISIT_RELOG_INTERVAL_MS).toBe(4 * HOUR_MS);
    expect(constants.STALE_UPLOAD_SESSION_MS).toBe(24 * HOUR_MS);
    expect(constants.STORY_POLL_ADVANCED_MS).toBe(12 * constants.STORY_POLL_MS);
  });

  it('doubles the publisher retry wait at each of its four steps', () => {
    const steps = constants.PUBLISHER_RETRY_BACKOFF_MS;
    expect(steps).toHaveLength(4);
    expect(steps.slice(1).map((step, i) => step / (steps[i] ?? 1))).toEqual([2, 2, 2]);
  });

  it('keeps sample rates and the search weighting between 0 and 1', () => {
    for (const rate of [
      constants.TRACES_SAMPLE_RATE,
      constants.REPLAYS_SESSION_SAMPLE_RATE,
      constants.REPLAYS_ON_ERROR_SAMPLE_RATE,
      constants.HYBRID_SEARCH_ALPHA,
    ]) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  });

  it('exports only numbers, number lists, layout sizes and CSS or mime strings', () => {
    for (const [name, value] of Object.entries(constants)) {
      const values = typeof value === 'object' ? Object.values(value) : [value];
      for (const v of values) expect(typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string', name).toBe(true);
    }
  });
});
