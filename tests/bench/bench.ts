/** One measured figure beside the anchor it is judged against, both measured in the same run. */
export interface BenchRow {
  figure: string;
  ours: number;
  anchor: number;
  unit: string;
  /** Which way is better, so the ratio reads as "times better" either way. */
  better: 'lower' | 'higher';
  /** The target the issue set, in words, printed beside the figure. */
  target?: string;
}

/** A benchmark file default-exports one of these. */
export interface Benchmark {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** ours ÷ anchor, oriented so that a ratio above 1 means ours is better. */
export function ratioOf(row: BenchRow): number {
  if (row.ours === 0 || row.anchor === 0) return Number.NaN;
  return row.better === 'lower' ? row.anchor / row.ours : row.ours / row.anchor;
}

export function formatRows(rows: BenchRow[]): string {
  const cells = rows.map((r) => [
    r.figure,
    `${round(r.ours)} ${r.unit}`,
    `${round(r.anchor)} ${r.unit}`,
    `${round(ratioOf(r))}×`,
    r.target ?? '',
  ]);
  const header = ['figure', 'ours', 'anchor', 'ratio', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

function round(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 1 ? value.toFixed(2) : value.toPrecision(3);
}
