import { describe, expect, it } from 'vitest';
import { participantName, phoneLastDigits } from './participant-name.js';

describe('participantName', () => {
  it.each([
    ['Ann', 'Ann'],
    ['', 'unknown'],
    ['   ', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('names participant %j as %j', (name, shown) => {
    expect(participantName(name)).toBe(shown);
  });
});

describe('phoneLastDigits', () => {
  it("keeps only the last four digits of a caller's number, and nothing of a withheld one", () => {
    expect(phoneLastDigits('+44 20 7946 0123')).toBe('0123');
    expect(phoneLastDigits('12')).toBe('12');
    expect(phoneLastDigits('anonymous')).toBeNull();
    expect(phoneLastDigits(undefined)).toBeNull();
  });
});
