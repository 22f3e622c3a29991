import { describe, expect, it } from 'vitest';
import { TokenColumns } from './token-columns.js';

describe('TokenColumns', () => {
  it('keeps every token in order when spelled-out numbers outgrow the first size', () => {
    const columns = new TokenColumns(2);
    const count = 100;
    for (let k = 0; k < count; k += 1) columns.push(k * 3, k, k + 1, k % 2, 2);
    const result = columns.finish();
    expect(columns.count).toBe(count);
    expect([...result.hypothesis]).toEqual(Array.from({ length: count }, (_, k) => k * 3));
    expect([...result.first]).toEqual(Array.from({ length: count }, (_, k) => k));
    expect([...result.last]).toEqual(Array.from({ length: count }, (_, k) => k + 1));
    expect([...result.part]).toEqual(Array.from({ length: count }, (_, k) => k % 2));
    expect([...result.parts]).toEqual(Array.from({ length: count }, () => 2));
  });
});
