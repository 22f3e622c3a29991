/** Exact longest common subsequence by dynamic programming, reusing one table across calls to spare the allocator. */
export class LcsMatcher {
  private table = new Int32Array(0);

  /**
   * Pairs one longest common subsequence of a[a0..a1) and b[b0..b1) into `partner` (a index → b index), taking the
   * earliest partner on ties. Costs rows × columns, so callers keep regions small.
   */
  match(a: Int32Array, a0: number, a1: number, b: Int32Array, b0: number, b1: number, partner: Int32Array): void {
    const n = a1 - a0;
    const m = b1 - b0;
    const width = m + 1;
    const size = (n + 1) * width;
    if (this.table.length < size) this.table = new Int32Array(Math.max(size, this.table.length * 2));
    const table = this.table;
    // Suffix lengths let the walk below go forwards; the last row and column are the empty suffixes.
    for (let j = 0; j <= m; j += 1) table[n * width + j] = 0;
    for (let i = n - 1; i >= 0; i -= 1) {
      const ai = a[a0 + i];
      const row = i * width;
      table[row + m] = 0;
      for (let j = m - 1; j >= 0; j -= 1) {
        const below = table[row + width + j] as number;
        const right = table[row + j + 1] as number;
        table[row + j] = ai === b[b0 + j] ? (table[row + width + j + 1] as number) + 1 : Math.max(below, right);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a[a0 + i] === b[b0 + j]) {
        partner[a0 + i] = b0 + j;
        i += 1;
        j += 1;
      } else if ((table[(i + 1) * width + j] as number) >= (table[i * width + j + 1] as number)) i += 1;
      else j += 1;
    }
  }
}
