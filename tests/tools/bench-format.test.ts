import { describe, expect, it } from 'vitest';
import { formatRows, ratioOf } from '../bench/bench.js';

describe('benchmark rows', () => {
  it('orients the ratio so that above 1 means ours is better', () => {
    expect(ratioOf({ figure: 't', ours: 2, anchor: 100, unit: 'ms', better: 'lower' })).toBe(50);
    expect(ratioOf({ figure: 'r', ours: 700, anchor: 1000, unit: 'MB/s', better: 'higher' })).toBeCloseTo(0.7);
  });

  it('prints figure, ours, anchor and ratio as columns', () => {
    const text = formatRows([{ figure: 'align 4 h', ours: 120, anchor: 9000, unit: 'ms', better: 'lower', target: '≥ 50×' }]);
    const [header, row] = text.split('\n');
    expect(header).toMatch(/^figure\s+ours\s+anchor\s+ratio\s+target$/);
    expect(row).toMatch(/^align 4 h\s+120 ms\s+9000 ms\s+75\.00×\s+≥ 50×$/);
  });
});
