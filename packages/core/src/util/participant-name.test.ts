import { describe, expect, it } from 'vitest';
import { participantName } from './participant-name.js';

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
