import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrganizationEditRequestSchema, VocabularyInputSchema } from './organization.api.js';

const word = fc.string({ minLength: 1, maxLength: 12 }).filter((w) => !w.includes(',') && w.trim() === w && w.length > 0);
const padding = fc.constantFrom('', ' ', '  ', '\t');

describe('vocabulary input', () => {
  it('reads a comma-separated list back as its trimmed, non-empty words', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(padding, word, padding)), fc.array(padding, { maxLength: 3 }), (entries, empties) => {
        const typed = [...entries.map(([before, w, after]) => `${before}${w}${after}`), ...empties].join(',');
        expect(VocabularyInputSchema.parse(typed)).toEqual(entries.map(([, w]) => w));
      }),
    );
  });

  it('refuses unknown settings fields by name', () => {
    const result = OrganizationEditRequestSchema.safeParse({ settings: { vocabulary: 'a, b', colour: 'red' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
