import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../testing/test-databases.js';
import { InvalidJsonColumnError, readJsonColumn } from './json-column.js';

const Part = z.object({ partNumber: z.number().int(), size: z.number() });

describe('readJsonColumn', () => {
  it('reads a value the driver parsed and the same value still as text alike', () => {
    const value = [{ partNumber: 1, size: 5 }];
    expect(readJsonColumn(z.array(Part), value, 'media_uploads.parts')).toEqual(value);
    expect(readJsonColumn(z.array(Part), JSON.stringify(value), 'media_uploads.parts')).toEqual(value);
  });

  it('refuses a value of the wrong shape, naming the table and column and what is wrong', () => {
    const read = () => readJsonColumn(z.array(Part), [{ partNumber: 'one', size: 5 }], 'media_uploads.parts');
    expect(read).toThrow(InvalidJsonColumnError);
    expect(read).toThrow(/media_uploads\.parts/);
    expect(read).toThrow(/partNumber/);
  });

  it('refuses text that is not JSON, naming the column', () => {
    expect(() => readJsonColumn(z.array(z.string()), '[not json', 'rooms.questions')).toThrow(/rooms\.questions.*not JSON/);
  });

  it('reads a column whose JSON is a string as that string, whichever way the driver hands it back', () => {
    const Location = z.string().nullable();
    expect(readJsonColumn(Location, 'https://example.org/contact', 'contact_messages.location')).toBe('https://example.org/contact');
    expect(readJsonColumn(Location, '"https://example.org/contact"', 'contact_messages.location')).toBe('https://example.org/contact');
    expect(readJsonColumn(Location, 'null', 'contact_messages.location')).toBeNull();
    expect(() => readJsonColumn(Location, 5, 'contact_messages.location')).toThrow(/contact_messages\.location/);
  });

  it('lets a schema keep a fallback for a value that is absent', () => {
    const Settings = z
      .object({ language: z.string().optional() })
      .nullish()
      .transform((s) => s ?? {});
    expect(readJsonColumn(Settings, null, 'organizations.settings')).toEqual({});
    expect(readJsonColumn(Settings, '{"language":"fr"}', 'organizations.settings')).toEqual({ language: 'fr' });
  });
});

describe.each(testDatabases)('json and jsonb as $name hands them back', ({ open }) => {
  it('are parsed objects, and read alike through readJsonColumn', async () => {
    const { db } = await open();
    const { rows } = await sql<{ b: unknown; j: unknown; agg: unknown; t: unknown }>`
      select '["a","b"]'::jsonb as b, '["a","b"]'::json as j, (select json_agg(x) from (values ('a'), ('b')) v(x)) as agg,
        '["a","b"]'::jsonb::text as t`.execute(db);
    const row = rows[0];
    expect(row?.b).toEqual(['a', 'b']);
    expect(row?.j).toEqual(['a', 'b']);
    expect(row?.agg).toEqual(['a', 'b']);
    expect(row?.t).toBe('["a", "b"]');
    for (const value of [row?.b, row?.j, row?.agg, row?.t])
      expect(readJsonColumn(z.array(z.string()), value, 'test.value')).toEqual(['a', 'b']);
  });
});
