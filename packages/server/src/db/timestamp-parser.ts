import pg from 'pg';

const TIMESTAMPTZ_OID = 1184;
const general = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text');

function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i += 1) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return Number.NaN;
    value = value * 10 + code;
  }
  return value;
}

/**
 * A `timestamptz` as PostgreSQL writes it in UTC (`2024-05-01 12:00:00.123456+00`), read without a regular
 * expression: every story in a list carries four, and pg's general parser was a tenth of a request's work. Anything
 * else — other zones, BC, infinity, years outside 1000–9999 — goes to that general parser, which this one matches.
 */
export function parseTimestamptz(text: string): Date | number | null {
  const end = text.length - 3;
  const shaped =
    end >= 19 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.endsWith('+00') &&
    (end === 19 || (text.charCodeAt(19) === 46 && end > 20 && end <= 26));
  if (!shaped) return general(text) as Date | number | null;
  const year = digitsAt(text, 0, 4);
  // Only the first three digits of the fraction count: a Date holds whole milliseconds, cut like pg's parser cuts.
  const fraction = end === 19 ? 0 : digitsAt(text, 20, Math.min(3, end - 20)) * 10 ** Math.max(0, 3 - (end - 20));
  const time = Date.UTC(
    year,
    digitsAt(text, 5, 2) - 1,
    digitsAt(text, 8, 2),
    digitsAt(text, 11, 2),
    digitsAt(text, 14, 2),
    digitsAt(text, 17, 2),
    fraction,
  );
  const restOfFraction = end > 23 ? digitsAt(text, 23, end - 23) : 0;
  if (year < 1000 || Number.isNaN(time) || Number.isNaN(restOfFraction)) return general(text) as Date | number | null;
  return new Date(time);
}

/** pg's type parsers with the fast `timestamptz` reader in place of the general one. */
export const serverTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;
