import type { TimedLayout } from '@storykeep/core';

/** The mixed recording's picture: 1280×720, whatever the layout, so every layout change keeps one frame size. */
export const CANVAS = { width: 1280, height: 720 } as const;

/** Where one picture goes on the canvas, in even pixels (H.264's 4:2:0 needs them). */
export interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

type LayoutName = TimedLayout['layout'];

/** A span of the mix (seconds from its start) shown in one layout. */
export interface LayoutSpan {
  layout: LayoutName;
  start: number;
  end: number;
}

const even = (n: number) => Math.max(0, Math.floor(n / 2) * 2);

/** A 16:9 cell as wide as fits `width` and `height`, in steps of 32 × 18 so both sides are whole and even. */
function fit16by9(width: number, height: number): { width: number; height: number } {
  const steps = Math.max(1, Math.floor(Math.min(width / 32, height / 18)));
  return { width: steps * 32, height: steps * 18 };
}

/** Columns and rows of the smallest near-square grid holding `count` pictures (2 side by side, 4 as 2×2). */
export function gridFor(count: number): { columns: number; rows: number } {
  const columns = Math.ceil(Math.sqrt(count));
  return { columns, rows: Math.ceil(count / columns) };
}

function grid(count: number, columns: number, rows: number): Cell[] {
  const size = fit16by9(CANVAS.width / columns, CANVAS.height / rows);
  const left = even((CANVAS.width - columns * size.width) / 2);
  const top = even((CANVAS.height - rows * size.height) / 2);
  return Array.from({ length: count }, (_, i) => ({
    x: left + (i % columns) * size.width,
    y: top + Math.floor(i / columns) * size.height,
    ...size,
  }));
}

/**
 * The cells of `count` pictures in a layout, in the tracks' order: `grid` a near-square grid of equal cells,
 * `side_by_side` one row, `speaker` the first picture large (three quarters of the width) and the others small in a
 * column beside it. One picture fills the canvas in every layout.
 */
export function layoutCells(layout: LayoutName, count: number): Cell[] {
  if (count <= 0) return [];
  if (count === 1) return [{ x: 0, y: 0, ...CANVAS }];
  if (layout === 'side_by_side') return grid(count, count, 1);
  if (layout === 'grid') {
    const { columns, rows } = gridFor(count);
    return grid(count, columns, rows);
  }
  const large = fit16by9((CANVAS.width * 3) / 4, CANVAS.height);
  const others = count - 1;
  const small = fit16by9(CANVAS.width - large.width, CANVAS.height / others);
  const top = even((CANVAS.height - large.height) / 2);
  const smallTop = even((CANVAS.height - others * small.height) / 2);
  return [
    { x: 0, y: top, ...large },
    ...Array.from({ length: others }, (_, i) => ({ x: large.width, y: smallTop + i * small.height, ...small })),
  ];
}

/**
 * The spans of the mix in each layout: the layout in force when the mix starts (`start`, ms on the server's clock;
 * a grid when none was chosen before), then each later change until `length` seconds.
 */
export function layoutSpans(layouts: TimedLayout[], start: number, length: number): LayoutSpan[] {
  const sorted = [...layouts].sort((a, b) => a.at - b.at);
  let current: LayoutName = 'grid';
  for (const change of sorted) if (change.at <= start) current = change.layout;
  const spans: LayoutSpan[] = [{ layout: current, start: 0, end: length }];
  for (const change of sorted) {
    const at = (change.at - start) / 1000;
    if (at <= 0 || at >= length) continue;
    const last = spans[spans.length - 1] as LayoutSpan;
    if (last.layout === change.layout) continue;
    last.end = at;
    spans.push({ layout: change.layout, start: at, end: length });
  }
  return spans;
}

const sameCell = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Where each picture goes and when: for picture `n`, its distinct cells with the spans it occupies each. */
export function placements(spans: LayoutSpan[], count: number): Array<Array<{ cell: Cell; spans: LayoutSpan[] }>> {
  const result = Array.from({ length: count }, () => [] as Array<{ cell: Cell; spans: LayoutSpan[] }>);
  for (const span of spans) {
    const cells = layoutCells(span.layout, count);
    for (const [n, cell] of cells.entries()) {
      const list = result[n] as Array<{ cell: Cell; spans: LayoutSpan[] }>;
      const known = list.find((p) => sameCell(p.cell, cell));
      if (known) known.spans.push(span);
      else list.push({ cell, spans: [span] });
    }
  }
  return result;
}

/** An ffmpeg `enable` expression true during the spans (numbers only). */
export function enableDuring(spans: LayoutSpan[]): string {
  return spans.map((s) => `gte(t,${s.start.toFixed(3)})*lt(t,${s.end.toFixed(3)})`).join('+');
}
