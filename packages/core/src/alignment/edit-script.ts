import { matchTokens } from './match-tokens.js';

/** What one step of an edit script does; insertion is a recognised word not in the reference, deletion a reference word not recognised. */
export const EQUAL = 0;
export const REPLACE = 1;
export const INSERT = 2;
export const DELETE = 3;

/** Costs of the three edits; a match costs nothing. */
export interface EditCosts {
  substitute: number;
  insert: number;
  delete: number;
}

/** Plain edit distance. */
export const LEVENSHTEIN_COSTS: EditCosts = { substitute: 1, insert: 1, delete: 1 };
/** NIST sclite's word alignment costs. */
export const SCLITE_COSTS: EditCosts = { substitute: 4, insert: 3, delete: 3 };

/** Largest table (reference words × recognised words) aligned in one piece: 32 MB of directions. */
const MAX_CELLS = 1 << 25;
/** A run of this many matched words is taken as certain when a long pair has to be cut into pieces. */
const ANCHOR_RUN = 8;

const FROM_DIAGONAL = 1;
const FROM_LEFT = 2;
const FROM_ABOVE = 4;

/**
 * Cheapest edit script turning ref[r0..r1) into hyp[h0..h1), appended to `ops`. Among equally cheap scripts it
 * takes sclite's: fill the table forwards, walk back from the end preferring the diagonal, then an insertion, then
 * a deletion (checked against sclite on thousands of tied pairs).
 */
function exactScript(
  ref: Int32Array,
  r0: number,
  r1: number,
  hyp: Int32Array,
  h0: number,
  h1: number,
  costs: EditCosts,
  ops: number[],
): void {
  const n = r1 - r0;
  const m = h1 - h0;
  const width = m + 1;
  const moves = new Uint8Array((n + 1) * width);
  let above = new Float64Array(width);
  let row = new Float64Array(width);
  for (let j = 1; j <= m; j += 1) {
    above[j] = j * costs.insert;
    moves[j] = FROM_LEFT;
  }
  for (let i = 1; i <= n; i += 1) {
    row[0] = i * costs.delete;
    moves[i * width] = FROM_ABOVE;
    const word = ref[r0 + i - 1];
    for (let j = 1; j <= m; j += 1) {
      const diagonal = (above[j - 1] as number) + (word === hyp[h0 + j - 1] ? 0 : costs.substitute);
      const left = (row[j - 1] as number) + costs.insert;
      const up = (above[j] as number) + costs.delete;
      const best = Math.min(diagonal, left, up);
      row[j] = best;
      moves[i * width + j] = (diagonal === best ? FROM_DIAGONAL : 0) | (left === best ? FROM_LEFT : 0) | (up === best ? FROM_ABOVE : 0);
    }
    [above, row] = [row, above];
  }
  const backwards: number[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const move = moves[i * width + j] as number;
    if (move & FROM_DIAGONAL) {
      backwards.push(ref[r0 + i - 1] === hyp[h0 + j - 1] ? EQUAL : REPLACE);
      i -= 1;
      j -= 1;
    } else if (move & FROM_LEFT) {
      backwards.push(INSERT);
      j -= 1;
    } else {
      backwards.push(DELETE);
      i -= 1;
    }
  }
  for (let k = backwards.length - 1; k >= 0; k -= 1) ops.push(backwards[k] as number);
}

/** Script of a stretch too long for one table: the common words found by the fast matcher, the rest replaced, inserted or deleted. */
function matchedScript(ref: Int32Array, r0: number, r1: number, hyp: Int32Array, h0: number, h1: number, ops: number[]): void {
  const partner = matchTokens(ref.subarray(r0, r1), hyp.subarray(h0, h1));
  let j = 0;
  const gap = (refCount: number, hypCount: number) => {
    const replaced = Math.min(refCount, hypCount);
    for (let k = 0; k < replaced; k += 1) ops.push(REPLACE);
    for (let k = replaced; k < refCount; k += 1) ops.push(DELETE);
    for (let k = replaced; k < hypCount; k += 1) ops.push(INSERT);
  };
  let pending = 0;
  partner.forEach((p) => {
    if (p < 0) {
      pending += 1;
      return;
    }
    gap(pending, p - j);
    ops.push(EQUAL);
    pending = 0;
    j = p + 1;
  });
  gap(pending, h1 - h0 - j);
}

function scriptOf(ref: Int32Array, r0: number, r1: number, hyp: Int32Array, h0: number, h1: number, costs: EditCosts, ops: number[]): void {
  if ((r1 - r0 + 1) * (h1 - h0 + 1) <= MAX_CELLS) exactScript(ref, r0, r1, hyp, h0, h1, costs, ops);
  else matchedScript(ref, r0, r1, hyp, h0, h1, ops);
}

/**
 * The cheapest edit script from the reference ids to the recognised ids, one op per step in order. Exact (and equal
 * to sclite's choice with {@link SCLITE_COSTS}) whenever reference × recognised words stay within 2^25; longer pairs
 * are first cut at runs of eight matched words, which a cheapest script all but always keeps.
 */
export function editScript(ref: Int32Array, hyp: Int32Array, costs: EditCosts): Uint8Array {
  const ops: number[] = [];
  if ((ref.length + 1) * (hyp.length + 1) <= MAX_CELLS) {
    exactScript(ref, 0, ref.length, hyp, 0, hyp.length, costs, ops);
    return Uint8Array.from(ops);
  }
  const partner = matchTokens(ref, hyp);
  let r0 = 0;
  let h0 = 0;
  let i = 0;
  while (i < ref.length) {
    let run = 0;
    while (i + run < ref.length && partner[i + run] === (partner[i] as number) + run && (partner[i] as number) >= 0) run += 1;
    if (run >= ANCHOR_RUN) {
      scriptOf(ref, r0, i, hyp, h0, partner[i] as number, costs, ops);
      for (let k = 0; k < run; k += 1) ops.push(EQUAL);
      r0 = i + run;
      h0 = (partner[i] as number) + run;
      i += run;
    } else i += Math.max(run, 1);
  }
  scriptOf(ref, r0, ref.length, hyp, h0, hyp.length, costs, ops);
  return Uint8Array.from(ops);
}
