import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './timestamp-parser.js';

const general = pg.types.getTypeParser(1184, 'text');

/** The general parser's answer in a comparable form: a time, a number (±Infinity) or null. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? ['date', value.getTime()] : value;
}

/** A timestamptz as PostgreSQL prints it in UTC: the fraction without trailing zeros, none when zero. */
function printed(date: Date, micros: number): string {
  const iso = date.toISOString();
  const fraction = String(date.getUTCMilliseconds() * 1000 + micros)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

describe('parseTimestamptz', () => {
  it('reads what PostgreSQL prints exactly as pg reads it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        (date, micros) => {
          const text = printed(date, micros);
          const fast = parseTimestamptz(text);
          expect(comparable(fast)).toEqual(comparable(general(text)));
          expect((fast as Date).getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('answers like pg for every other shape', () => {
    const examples = [
      'infinity',
      '-infinity',
      '2024-05-01 12:00:00+02',
      '2024-05-01 12:00:00.5-05:30',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '12024-05-01 12:00:00+00',
      '2024-05-01 12:00:00.1234567+00',
      '2024-05-01 12:00:00.+00',
      '2024-05-01T12:00:00+00',
      '2024-05-01 12:0x:00+00',
      '',
    ];
    for (const text of examples) expect(comparable(parseTimestamptz(text)), text).toEqual(comparable(general(text)));
    fc.assert(
      fc.property(fc.string({ maxLength: 32 }), (text) => {
        expect(comparable(parseTimestamptz(text))).toEqual(comparable(general(text)));
      }),
    );
  });
});
