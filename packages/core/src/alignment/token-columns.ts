/** The recognised side of {@link PreparedTokens}: one entry per token in typed columns. */
export interface TokenColumnsResult {
  hypothesis: Int32Array;
  first: Int32Array;
  last: Int32Array;
  part: Int32Array;
  parts: Int32Array;
}

/** Typed columns sized for one token per word, grown only if recognised numbers are spelled out into several. */
export class TokenColumns {
  count = 0;
  private ids: Int32Array;
  private firsts: Int32Array;
  private lasts: Int32Array;
  private partOf: Int32Array;
  private partsOf: Int32Array;

  constructor(capacity: number) {
    const size = capacity + 16;
    this.ids = new Int32Array(size);
    this.firsts = new Int32Array(size);
    this.lasts = new Int32Array(size);
    this.partOf = new Int32Array(size);
    this.partsOf = new Int32Array(size);
  }

  /** Appends a token: its id, the recognised words it covers, and which of `parts` slices of them it is. */
  push(id: number, first: number, last: number, part: number, parts: number): void {
    if (this.count === this.ids.length) this.grow();
    const k = this.count;
    this.ids[k] = id;
    this.firsts[k] = first;
    this.lasts[k] = last;
    this.partOf[k] = part;
    this.partsOf[k] = parts;
    this.count = k + 1;
  }

  finish(): TokenColumnsResult {
    const n = this.count;
    return {
      hypothesis: this.ids.subarray(0, n),
      first: this.firsts.subarray(0, n),
      last: this.lasts.subarray(0, n),
      part: this.partOf.subarray(0, n),
      parts: this.partsOf.subarray(0, n),
    };
  }

  private grow(): void {
    const grown = (column: Int32Array) => {
      const wider = new Int32Array(column.length * 2);
      wider.set(column);
      return wider;
    };
    this.ids = grown(this.ids);
    this.firsts = grown(this.firsts);
    this.lasts = grown(this.lasts);
    this.partOf = grown(this.partOf);
    this.partsOf = grown(this.partsOf);
  }
}
