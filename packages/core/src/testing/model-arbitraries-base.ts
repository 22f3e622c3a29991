// Shared building blocks of the model arbitraries: ids, dates, addresses, text and the record helper.
import fc from 'fast-check';
import type { Paging, Sort } from '../model/index.js';

/** Builds a record arbitrary in which the listed keys may be absent; all others are always present. */
export function entity<T>(model: { [K in keyof T]-?: fc.Arbitrary<T[K]> }, optional: readonly (keyof T)[] = []): fc.Arbitrary<T> {
  const keys = Object.keys(model) as (keyof T)[];
  const requiredKeys = keys.filter((key) => !optional.includes(key));
  return fc.record(model, { requiredKeys, noNullPrototype: true }) as unknown as fc.Arbitrary<T>;
}

/** Picks one value of a zod enum. */
export function oneOf<T extends string>(schema: { options: readonly T[] }): fc.Arbitrary<T> {
  return fc.constantFrom(...schema.options);
}

export const arbId = fc.stringMatching(/^[a-z0-9]{8,24}$/);
export const arbIsoDate = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString());
export const arbUrl = fc.oneof(
  arbId.map((id) => `https://media.example.org/${id}.mp4`),
  arbId.map((id) => `/api/media/${id}`),
);
export const arbEmail = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?@[a-z]{1,10}\.[a-z]{2,6}$/);
export const arbTitle = fc.string({ maxLength: 60 });
/** Trimmed, non-empty text (names, tags, vocabulary words). */
export const arbWord = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 '-]{0,18}[A-Za-z0-9]$|^[A-Za-z0-9]$/);
/** Seconds with millisecond precision, up to 10 hours. */
export const arbSeconds = fc.integer({ min: 0, max: 36_000_000 }).map((ms) => ms / 1000);
export const arbCount = fc.nat({ max: 10_000 });
export const arbPaging: fc.Arbitrary<Paging> = entity<Paging>({
  size: fc.integer({ min: 1, max: 100 }),
  current: fc.integer({ min: 1, max: 500 }),
});
export const arbSort: fc.Arbitrary<Sort> = entity<Sort>({
  column: fc.constantFrom('title', 'created_at', 'duration'),
  order: fc.constantFrom('asc', 'desc'),
});
