/** Costs of the alignment: a substitution is cheaper than a deletion plus an insertion, but dearer than either (as in sclite). */
const SUBSTITUTE = 4;
const INSERT_OR_DELETE = 3;

/**
 * Exact cheapest alignment by dynamic programming, reusing one table across calls to spare the allocator. Minimising
 * edits rather than maximising matches keeps a substituted word opposite its replacement: with "dami the" heard as
 * "the the", the reference "the" pairs with the second "the", not the first.
 */
export class EditMatcher {
  private table = new Int32Array(0);

  /**
   * Writes into `partner` (a index → b index) the matched pairs of one cheapest alignment of a[a0..a1) with
   * b[b0..b1); walking back from the end, it prefers a diagonal step, then skipping a word of `b`. Costs rows × columns.
   */
  match(a: Int32Array, a0: number, a1: number, b: Int32Array, b0: number, b1: number, partner: Int32Array): void {
    const n = a1 - a0;
    const m = b1 - b0;
    const width = m + 1;
    const size = (n + 1) * width;
    if (this.table.length < size) this.table = new Int32Array(Math.max(size, this.table.length * 2));
    const table = this.table;
    for (let j = 0; j <= m; j += 1) table[j] = j * INSERT_OR_DELETE;
    for (let i = 1; i <= n; i += 1) {
      const ai = a[a0 + i - 1];
      const row = i * width;
      table[row] = i * INSERT_OR_DELETE;
      for (let j = 1; j <= m; j += 1) {
        const diagonal = (table[row - width + j - 1] as number) + (ai === b[b0 + j - 1] ? 0 : SUBSTITUTE);
        const skip = Math.min(table[row + j - 1] as number, table[row - width + j] as number) + INSERT_OR_DELETE;
        table[row + j] = Math.min(diagonal, skip);
      }
    }
    let i = n;
    let j = m;
    while (i > 0 && j > 0) {
      const here = table[i * width + j] as number;
      const same = a[a0 + i - 1] === b[b0 + j - 1];
      if (here === (table[(i - 1) * width + j - 1] as number) + (same ? 0 : SUBSTITUTE)) {
        if (same) partner[a0 + i - 1] = b0 + j - 1;
        i -= 1;
        j -= 1;
      } else if (here === (table[i * width + j - 1] as number) + INSERT_OR_DELETE) j -= 1;
      else i -= 1;
    }
  }
}
