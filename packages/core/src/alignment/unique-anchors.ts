/**
 * Finds the pairs of tokens occurring once in each side of a region (patience anchors), longest run increasing on
 * both sides. Typed columns allocated once per match and reused for every region: the regions of a four-hour
 * transcript add up to several times its length.
 */
export class UniqueAnchors {
  /** The anchors of the last {@link UniqueAnchors.find}: a indices and their b partners, both increasing. */
  readonly as: Int32Array;
  readonly bs: Int32Array;
  private readonly countA: Int32Array;
  private readonly countB: Int32Array;
  private readonly lastB: Int32Array;
  private readonly trustedA: Int32Array;
  private readonly trustedB: Int32Array;
  private readonly loneA: Int32Array;
  private readonly loneB: Int32Array;
  private readonly tails: Int32Array;
  private readonly previous: Int32Array;

  constructor(
    private readonly a: Int32Array,
    private readonly b: Int32Array,
    vocabulary: number,
  ) {
    // A region's candidates are distinct tokens of its a side, so never more than a's length.
    const most = a.length;
    this.countA = new Int32Array(vocabulary);
    this.countB = new Int32Array(vocabulary);
    this.lastB = new Int32Array(vocabulary);
    this.trustedA = new Int32Array(most);
    this.trustedB = new Int32Array(most);
    this.loneA = new Int32Array(most);
    this.loneB = new Int32Array(most);
    this.tails = new Int32Array(most);
    this.previous = new Int32Array(most);
    this.as = new Int32Array(most);
    this.bs = new Int32Array(most);
  }

  /**
   * Finds the anchors of a[a0..a1) against b[b0..b1) into {@link UniqueAnchors.as} and {@link UniqueAnchors.bs},
   * returning how many. Only trusted anchors (a neighbour matches too) unless there are none and `loneAnchors`.
   */
  find(a0: number, a1: number, b0: number, b1: number, loneAnchors: boolean): number {
    const { a, b, countA, countB, lastB } = this;
    for (let i = a0; i < a1; i += 1) {
      const id = a[i] as number;
      countA[id] = (countA[id] as number) + 1;
    }
    for (let j = b0; j < b1; j += 1) {
      const id = b[j] as number;
      countB[id] = (countB[id] as number) + 1;
      lastB[id] = j;
    }
    // A word inserted by the recogniser can be unique too and pair with the same word said much later; such a false
    // anchor would swallow the true ones around it. Anchors whose neighbour also matches are trusted first.
    let trusted = 0;
    let lone = 0;
    for (let i = a0; i < a1; i += 1) {
      const id = a[i] as number;
      if (countA[id] !== 1 || countB[id] !== 1) continue;
      const j = lastB[id] as number;
      const confirmed = (i > a0 && j > b0 && a[i - 1] === b[j - 1]) || (i + 1 < a1 && j + 1 < b1 && a[i + 1] === b[j + 1]);
      if (confirmed) {
        this.trustedA[trusted] = i;
        this.trustedB[trusted] = j;
        trusted += 1;
      } else {
        this.loneA[lone] = i;
        this.loneB[lone] = j;
        lone += 1;
      }
    }
    for (let i = a0; i < a1; i += 1) countA[a[i] as number] = 0;
    for (let j = b0; j < b1; j += 1) countB[b[j] as number] = 0;
    // Lone anchors are a last resort, for regions too large to align exactly.
    if (trusted > 0 || !loneAnchors) return this.longestIncreasing(this.trustedA, this.trustedB, trusted);
    return this.longestIncreasing(this.loneA, this.loneB, lone);
  }

  /** Patience sorting: the longest run of the first `count` candidates whose b indices increase (a indices already do). */
  private longestIncreasing(as: Int32Array, bs: Int32Array, count: number): number {
    const { tails, previous } = this;
    let length = 0;
    for (let k = 0; k < count; k += 1) {
      const value = bs[k] as number;
      let low = 0;
      let high = length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((bs[tails[mid] as number] as number) < value) low = mid + 1;
        else high = mid;
      }
      previous[k] = low > 0 ? (tails[low - 1] as number) : -1;
      tails[low] = k;
      if (low === length) length += 1;
    }
    let k = length > 0 ? (tails[length - 1] as number) : -1;
    for (let at = length - 1; at >= 0; at -= 1) {
      this.as[at] = as[k] as number;
      this.bs[at] = bs[k] as number;
      k = previous[k] as number;
    }
    return length;
  }
}
