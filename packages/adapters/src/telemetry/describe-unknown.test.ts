import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUnknown } from './describe-unknown.js';

describe('describeUnknown', () => {
  it('is String() where String() works', () => {
    expect(describeUnknown(new Error('boom'))).toBe('Error: boom');
    expect(describeUnknown(42)).toBe('42');
  });

  it('falls back to the object tag where String() throws', () => {
    expect(describeUnknown({ toString: null })).toBe('[object Object]');
    expect(describeUnknown(Object.create(null))).toBe('[object Object]');
  });

  it('returns a string for anything', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof describeUnknown(value) === 'string'));
  });
});
