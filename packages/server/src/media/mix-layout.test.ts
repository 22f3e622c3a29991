import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANVAS, type Cell, enableDuring, layoutCells, layoutSpans, placements } from './mix-layout.js';

const inside = (c: Cell) => c.x >= 0 && c.y >= 0 && c.x + c.width <= CANVAS.width && c.y + c.height <= CANVAS.height;
const overlap = (a: Cell, b: Cell) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const isEven = (c: Cell) => [c.x, c.y, c.width, c.height].every((n) => n % 2 === 0);

describe('recording layouts', () => {
  it('places two pictures side by side in a grid, and one large with one small for the speaker', () => {
    expect(layoutCells('grid', 2)).toEqual([
      { x: 0, y: 180, width: 640, height: 360 },
      { x: 640, y: 180, width: 640, height: 360 },
    ]);
    expect(layoutCells('speaker', 2)).toEqual([
      { x: 0, y: 90, width: 960, height: 540 },
      { x: 960, y: 270, width: 320, height: 180 },
    ]);
    for (const layout of ['grid', 'speaker', 'side_by_side'] as const) expect(layoutCells(layout, 1)).toEqual([{ x: 0, y: 0, ...CANVAS }]);
  });

  it('keeps every cell on the canvas, even-sized, 16:9 and apart from the others, for any count', () => {
    fc.assert(
      fc.property(fc.constantFrom('grid', 'speaker', 'side_by_side' as const), fc.integer({ min: 1, max: 12 }), (layout, count) => {
        const cells = layoutCells(layout, count);
        expect(cells).toHaveLength(count);
        for (const [i, c] of cells.entries()) {
          expect(inside(c) && isEven(c)).toBe(true);
          expect(c.width * 9).toBe(c.height * 16);
          for (const other of cells.slice(i + 1)) expect(overlap(c, other)).toBe(false);
        }
        if (layout === 'speaker' && count > 1) expect(cells[0]?.width).toBeGreaterThan(cells[1]?.width ?? 0);
      }),
    );
  });

  it('splits the mix at each change, starting with the layout in force when it starts', () => {
    const start = 1_000_000;
    const changes = [
      { layout: 'speaker' as const, at: start - 5000 },
      { layout: 'grid' as const, at: start + 4000 },
      { layout: 'grid' as const, at: start + 6000 },
      { layout: 'side_by_side' as const, at: start + 8500 },
      { layout: 'speaker' as const, at: start + 60_000 },
    ];
    expect(layoutSpans(changes, start, 10)).toEqual([
      { layout: 'speaker', start: 0, end: 4 },
      { layout: 'grid', start: 4, end: 8.5 },
      { layout: 'side_by_side', start: 8.5, end: 10 },
    ]);
    expect(layoutSpans([], start, 10)).toEqual([{ layout: 'grid', start: 0, end: 10 }]);
  });

  it("gathers a picture's spans by cell and enables it only during them", () => {
    const spans = layoutSpans(
      [
        { layout: 'speaker', at: 2000 },
        { layout: 'grid', at: 5000 },
      ],
      0,
      8,
    );
    const [first] = placements(spans, 2);
    expect(first?.map((p) => [p.cell.width, p.spans.map((s) => s.start)])).toEqual([
      [640, [0, 5]],
      [960, [2]],
    ]);
    expect(enableDuring(first?.[0]?.spans ?? [])).toBe('gte(t,0.000)*lt(t,2.000)+gte(t,5.000)*lt(t,8.000)');
  });
});
