import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size.js';

describe('formatByteSize', () => {
  it('counts in powers of 1000 with one decimal past a kilobyte', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(999)).toBe('999 B');
    expect(formatByteSize(1000)).toBe('1.0 kB');
    expect(formatByteSize(3_400_000)).toBe('3.4 MB');
    expect(formatByteSize(100 * 1024 ** 3)).toBe('107.4 GB');
    expect(formatByteSize(2_500_000_000_000_000)).toBe('2.5 PB');
  });
});
