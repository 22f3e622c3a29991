import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, pageTitle } from './page-title.js';

describe('pageTitle', () => {
  it('is only the product name on the home page', () => {
    expect(pageTitle()).toBe('Storykeep');
    expect(pageTitle('   ')).toBe('Storykeep');
  });

  it('puts the page title before the product name', () => {
    expect(pageTitle('Projects')).toBe('Projects - Storykeep');
  });

  it('always ends with the product name and keeps the given title', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
        (title) => {
          const result = pageTitle(title);
          expect(result.endsWith(` - ${PRODUCT_NAME}`)).toBe(true);
          expect(result.startsWith(title.trim())).toBe(true);
        },
      ),
    );
  });
});
