import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logoInitials } from './initials.js';

describe('logoInitials', () => {
  it('takes the first letter of up to three words', () => {
    expect(logoInitials('River Archive')).toBe('RA');
    expect(logoInitials('the river town oral history society')).toBe('TRT');
    expect(logoInitials('  Ojibwe   Language  ')).toBe('OL');
  });

  it('is empty for an empty name', () => {
    expect(logoInitials('')).toBe('');
    expect(logoInitials('   ')).toBe('');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(logoInitials('𝒜rchive Éire')).toBe('𝒜É');
  });

  it('has one initial per word, never more than three', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }), (words) => {
        const initials = logoInitials(words.join(' '));
        expect(initials).toHaveLength(Math.min(words.length, 3));
        expect(initials).toBe(
          words
            .slice(0, 3)
            .map((word) => word[0]?.toUpperCase())
            .join(''),
        );
      }),
    );
  });
});
