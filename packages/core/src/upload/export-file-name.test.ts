import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportedFileName } from './export-file-name.js';

describe('exportedFileName', () => {
  it('lowercases, collapses double spaces and replaces each other character', () => {
    expect(exportedFileName('Grandma  on the Farm!')).toBe('grandma_on_the_farm_');
    expect(exportedFileName('A/B: c')).toBe('a_b__c');
  });

  it("is 'untitled' without a title", () => {
    expect(exportedFileName('')).toBe('untitled');
    expect(exportedFileName(undefined)).toBe('untitled');
    expect(exportedFileName(null)).toBe('untitled');
  });

  it('keeps letters of any script', () => {
    expect(exportedFileName('Éire Ōsaka')).toBe('éire_ōsaka');
  });

  it('gives only lowercase letters, digits and underscores, never two underscores for two spaces', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), (title) => {
        const name = exportedFileName(title);
        expect(name).toMatch(/^[\p{L}\p{N}_]+$/u);
        expect(name).toBe(name.toLowerCase());
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,5}$/), fc.integer({ min: 2, max: 6 }), fc.stringMatching(/^[a-z]{1,5}$/), (a, spaces, b) => {
        expect(exportedFileName(`${a}${' '.repeat(spaces)}${b}`)).toBe(`${a}_${b}`);
      }),
    );
  });
});
