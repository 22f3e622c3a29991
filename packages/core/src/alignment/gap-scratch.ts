/** Typed arrays that grow to the largest size asked for and are then reused, for tables rebuilt on every call. */
export class GapScratch {
  private rowZero = new Int32Array(32);
  private rowOne = new Int32Array(32);
  private costs = new Float64Array(256);
  private estimateBuffer = new Float64Array(32);
  private middleBuffer = new Float64Array(32);

  /** Row `which` (0 or 1) of an edit-distance table, at least `length` long; its contents are left over. */
  row(which: 0 | 1, length: number): Int32Array {
    if (which === 0) {
      if (this.rowZero.length < length) this.rowZero = new Int32Array(length * 2);
      return this.rowZero;
    }
    if (this.rowOne.length < length) this.rowOne = new Int32Array(length * 2);
    return this.rowOne;
  }

  /** A cost table of at least `length` cells; its contents are left over. */
  cost(length: number): Float64Array {
    if (this.costs.length < length) this.costs = new Float64Array(length * 2);
    return this.costs;
  }

  estimates(length: number): Float64Array {
    if (this.estimateBuffer.length < length) this.estimateBuffer = new Float64Array(length * 2);
    return this.estimateBuffer;
  }

  middles(length: number): Float64Array {
    if (this.middleBuffer.length < length) this.middleBuffer = new Float64Array(length * 2);
    return this.middleBuffer;
  }
}
