import { describe, expect, it } from 'vitest';
import { CountSchema, IsoDateStringSchema, PagingSchema, SecondsSchema } from './primitives.schema.js';

describe('primitive schemas', () => {
  it.each(['2024-05-01T12:00:00.000Z', '2024-05-01T12:00:00Z', '2024-05-01T14:00:00+02:00'])('accept the ISO date %s', (value) => {
    expect(IsoDateStringSchema.parse(value)).toBe(value);
  });

  it.each(['2024-05-01', '2024-05-01 12:00:00', 'May 1, 2024', '', '2024-13-01T00:00:00Z'])('reject %s as a date', (value) => {
    expect(IsoDateStringSchema.safeParse(value).success).toBe(false);
  });

  it('reject negative or endless seconds, fractional counts and page 0', () => {
    expect(SecondsSchema.safeParse(-0.1).success).toBe(false);
    expect(SecondsSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(CountSchema.safeParse(2.5).success).toBe(false);
    expect(PagingSchema.safeParse({ size: 15, current: 0 }).success).toBe(false);
    expect(PagingSchema.safeParse({ size: 15, current: 1 }).success).toBe(true);
  });
});
