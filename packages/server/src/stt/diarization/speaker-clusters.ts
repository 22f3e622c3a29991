import { deltaBic, type GaussianStats } from './gaussian-stats.js';

export interface ClusterOptions {
  /** ΔBIC weight of the stopping rule: merging stops when every pair is better told apart. */
  lambda: number;
  /** Divergence per frame below which two clusters are one voice whatever their length (see `deltaBic`). */
  floor: number;
  /** At most this many speakers are reported. */
  maxSpeakers: number;
  /** A cluster with less speech than this (in frames) is a stray noise, not a speaker: it joins its nearest one. */
  smallest: number;
}

/** Pairwise merge costs with each row's cheapest partner kept, so finding the next merge is a scan of rows, not of pairs. */
class MergeCosts {
  private readonly cost: Float64Array[];
  private readonly best: Int32Array;

  constructor(
    private readonly size: number,
    private readonly costOf: (i: number, j: number) => number,
  ) {
    this.cost = Array.from({ length: size }, () => new Float64Array(size).fill(Number.POSITIVE_INFINITY));
    this.best = new Int32Array(size).fill(-1);
    for (let i = 0; i < size; i++)
      for (let j = i + 1; j < size; j++) {
        const c = costOf(i, j);
        this.set(i, j, c);
      }
    for (let i = 0; i < size; i++) this.rescan(i);
  }

  at(i: number, j: number): number {
    return this.cost[i]?.[j] ?? Number.POSITIVE_INFINITY;
  }

  /** The cheapest pair overall, or undefined when none is left. */
  cheapest(): { i: number; j: number; cost: number } | undefined {
    let found: { i: number; j: number; cost: number } | undefined;
    for (let i = 0; i < this.size; i++) {
      const j = this.best[i] ?? -1;
      if (j >= 0 && (!found || this.at(i, j) < found.cost)) found = { i, j, cost: this.at(i, j) };
    }
    return found;
  }

  /** Cluster `gone` was merged into `kept`: its costs go, `kept`'s are recomputed, and rows that pointed at either are rescanned. */
  merged(kept: number, gone: number, alive: (k: number) => boolean): void {
    for (let k = 0; k < this.size; k++) {
      this.set(gone, k, Number.POSITIVE_INFINITY);
      if (k !== kept) this.set(kept, k, alive(k) ? this.costOf(kept, k) : Number.POSITIVE_INFINITY);
    }
    this.best[gone] = -1;
    for (let k = 0; k < this.size; k++) {
      if (!alive(k)) continue;
      const b = this.best[k] ?? -1;
      if (k === kept || b === kept || b === gone || b < 0) this.rescan(k);
      else if (this.at(k, kept) < this.at(k, b)) this.best[k] = kept;
    }
  }

  private set(i: number, j: number, c: number): void {
    (this.cost[i] as Float64Array)[j] = c;
    (this.cost[j] as Float64Array)[i] = c;
  }

  private rescan(i: number): void {
    let b = -1;
    const row = this.cost[i] as Float64Array;
    for (let j = 0; j < this.size; j++)
      if (j !== i && (row[j] ?? Number.POSITIVE_INFINITY) < (b < 0 ? Number.POSITIVE_INFINITY : (row[b] ?? 0))) b = j;
    this.best[i] = b;
  }
}

/**
 * Agglomerative clustering of segments by BIC: the pair whose merge costs least is merged until every pair is
 * better modelled as two speakers (ΔBIC > 0), then until at most `maxSpeakers` remain and no stray remains.
 * Returns the cluster of each segment, numbered from 0 in order of first appearance.
 */
export function clusterSegments(segments: readonly GaussianStats[], options: ClusterOptions): number[] {
  const clusters: Array<GaussianStats | undefined> = [...segments];
  const owner = segments.map((_, i) => i);
  const alive = (k: number) => clusters[k] !== undefined;
  const costs = new MergeCosts(clusters.length, (i, j) => {
    const a = clusters[i];
    const b = clusters[j];
    return a && b ? deltaBic(a, b, options.lambda, options.floor) : Number.POSITIVE_INFINITY;
  });
  const count = () => clusters.filter(Boolean).length;
  for (;;) {
    const next = costs.cheapest();
    if (!next) break;
    let { i, j } = next;
    if (next.cost > 0 && count() <= options.maxSpeakers) {
      // No merge is worth it by BIC: only a stray too small to be a speaker is still folded into its nearest cluster.
      let stray = -1;
      for (const [k, c] of clusters.entries()) if (c && (stray < 0 || c.n < (clusters[stray]?.n ?? 0))) stray = k;
      if ((clusters[stray]?.n ?? 0) >= options.smallest) break;
      let nearest = -1;
      for (let k = 0; k < clusters.length; k++)
        if (k !== stray && alive(k) && (nearest < 0 || costs.at(stray, k) < costs.at(stray, nearest))) nearest = k;
      i = Math.min(stray, nearest);
      j = Math.max(stray, nearest);
    }
    (clusters[i] as GaussianStats).add(clusters[j] as GaussianStats);
    clusters[j] = undefined;
    for (let k = 0; k < owner.length; k++) if (owner[k] === j) owner[k] = i;
    costs.merged(i, j, alive);
  }
  const numbering = new Map<number, number>();
  return owner.map((o) => {
    if (!numbering.has(o)) numbering.set(o, numbering.size);
    return numbering.get(o) ?? 0;
  });
}
