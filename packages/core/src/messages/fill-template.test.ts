import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.js';

describe('fillTemplate', () => {
  it('fills every known placeholder and keeps the rest of the text', () => {
    expect(fillTemplate('{n} of {total} files uploaded', { n: 2, total: 5 })).toBe('2 of 5 files uploaded');
    expect(fillTemplate("Task failed: '{message}'", { message: 'disk full' })).toBe("Task failed: 'disk full'");
  });

  it('leaves placeholders it has no value for', () => {
    expect(fillTemplate('Error deleting index {id}', {})).toBe('Error deleting index {id}');
  });

  it('does not read placeholders inside a filled-in value', () => {
    expect(fillTemplate('{a} and {b}', { a: '{b}', b: 'x' })).toBe('{b} and x');
  });

  it('returns text without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        (text) => {
          expect(fillTemplate(text, { n: 1 })).toBe(text);
        },
      ),
    );
  });
});
