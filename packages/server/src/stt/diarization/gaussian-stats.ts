import { CEPSTRA } from './speech-features.js';

const D = CEPSTRA;
/** Free parameters of a full-covariance Gaussian: the BIC penalty counts them. */
const PARAMETERS = D + (D * (D + 1)) / 2;
/** Keeps the covariance of a short or near-constant stretch invertible. */
const RIDGE = 1e-3;

/** Sufficient statistics of feature frames (count, sum, sum of outer products): Gaussians of stretches and their unions. */
export class GaussianStats {
  n = 0;
  readonly sum = new Float64Array(D);
  readonly outer = new Float64Array(D * D);

  /** Statistics of frames `from` (inclusive) to `to` (exclusive). */
  static of(cepstra: Float32Array, from: number, to: number): GaussianStats {
    const stats = new GaussianStats();
    for (let t = from; t < to; t++) stats.addFrame(cepstra, t);
    return stats;
  }

  /** The statistics of both sets of frames together. */
  static union(a: GaussianStats, b: GaussianStats): GaussianStats {
    const u = new GaussianStats();
    u.add(a);
    u.add(b);
    return u;
  }

  addFrame(cepstra: Float32Array, t: number): void {
    const base = t * D;
    this.n++;
    for (let i = 0; i < D; i++) {
      const xi = cepstra[base + i] ?? 0;
      this.sum[i] = (this.sum[i] ?? 0) + xi;
      for (let j = 0; j <= i; j++) this.outer[i * D + j] = (this.outer[i * D + j] ?? 0) + xi * (cepstra[base + j] ?? 0);
    }
  }

  add(other: GaussianStats): void {
    this.n += other.n;
    for (let i = 0; i < D; i++) this.sum[i] = (this.sum[i] ?? 0) + (other.sum[i] ?? 0);
    for (let k = 0; k < D * D; k++) this.outer[k] = (this.outer[k] ?? 0) + (other.outer[k] ?? 0);
  }

  mean(): Float64Array {
    return this.sum.map((s) => s / Math.max(1, this.n));
  }

  /** The lower triangle of the covariance (maximum likelihood), with a small ridge on the diagonal. */
  covariance(): Float64Array {
    const n = Math.max(1, this.n);
    const mean = this.mean();
    const cov = new Float64Array(D * D);
    for (let i = 0; i < D; i++)
      for (let j = 0; j <= i; j++)
        cov[i * D + j] = (this.outer[i * D + j] ?? 0) / n - (mean[i] ?? 0) * (mean[j] ?? 0) + (i === j ? RIDGE : 0);
    return cov;
  }

  /** log |Σ|. */
  logDet(): number {
    const chol = cholesky(this.covariance());
    let sum = 0;
    for (let i = 0; i < D; i++) sum += Math.log(chol[i * D + i] ?? 1);
    return 2 * sum;
  }
}

/** The Cholesky factor L (lower triangle, row-major) of a symmetric positive definite matrix given by its lower triangle. */
export function cholesky(lower: Float64Array): Float64Array {
  const l = new Float64Array(D * D);
  for (let i = 0; i < D; i++) {
    for (let j = 0; j <= i; j++) {
      let s = lower[i * D + j] ?? 0;
      for (let k = 0; k < j; k++) s -= (l[i * D + k] ?? 0) * (l[j * D + k] ?? 0);
      l[i * D + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / (l[j * D + j] ?? 1);
    }
  }
  return l;
}

/** Generalised likelihood ratio of "two speakers" over "one" for two stretches (0 when they are alike). */
export function glr(a: GaussianStats, b: GaussianStats, union = GaussianStats.union(a, b)): number {
  return 0.5 * (union.n * union.logDet() - a.n * a.logDet() - b.n * b.logDet());
}

/**
 * ΔBIC of merging two stretches: below 0 they are better modelled as one speaker. `lambda` weighs the model-size
 * penalty; `floor` (nats per frame) is a divergence two stretches of one voice stay under however long they are —
 * without it, BIC's penalty, which grows only with log n, would keep an hour of one voice in several clusters.
 */
export function deltaBic(a: GaussianStats, b: GaussianStats, lambda: number, floor = 0, union = GaussianStats.union(a, b)): number {
  return glr(a, b, union) - lambda * 0.5 * PARAMETERS * Math.log(union.n) - floor * union.n;
}

/** A Gaussian ready to score frames: its mean, Cholesky factor and normalising constant. */
export class FrameScorer {
  private readonly mean: Float64Array;
  private readonly chol: Float64Array;
  private readonly constant: number;
  private readonly y = new Float64Array(D);

  constructor(stats: GaussianStats) {
    this.mean = stats.mean();
    this.chol = cholesky(stats.covariance());
    let logDet = 0;
    for (let i = 0; i < D; i++) logDet += 2 * Math.log(this.chol[i * D + i] ?? 1);
    this.constant = -0.5 * (D * Math.log(2 * Math.PI) + logDet);
  }

  /** Log density of frame `t`. */
  logLikelihood(cepstra: Float32Array, t: number): number {
    const { y, chol, mean } = this;
    let quad = 0;
    for (let i = 0; i < D; i++) {
      let s = (cepstra[t * D + i] ?? 0) - (mean[i] ?? 0);
      for (let k = 0; k < i; k++) s -= (chol[i * D + k] ?? 0) * (y[k] ?? 0);
      const yi = s / (chol[i * D + i] ?? 1);
      y[i] = yi;
      quad += yi * yi;
    }
    return this.constant - 0.5 * quad;
  }
}
