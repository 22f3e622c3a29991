import { compareWords } from './word-error-rate.js';

/** One speaker's stretch of speech, in seconds. */
export interface SpeakerSegment {
  start: number;
  end: number;
  speaker: string;
}

export interface DiarizationScoreOptions {
  /** Seconds either side of every reference boundary left unscored (NIST md-eval's collar); 0.25 by default. */
  collar?: number;
  /** Leave out time where the reference has two or more speakers at once (true by default). */
  skipOverlap?: boolean;
  /** Scoring resolution in seconds (10 ms by default). */
  step?: number;
}

/** Seconds of scored reference speech and of each kind of error, and their sum over the speech: the DER. */
export interface DiarizationScore {
  scored: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  der: number;
  /** Each hypothesis speaker's reference speaker under the mapping that matches most time. */
  mapping: Record<string, string>;
}

/** Every one-to-one pairing of `from` with `to` (as many pairs as the smaller side has). */
function pairings(from: readonly string[], to: readonly string[]): Array<Array<[string, string]>> {
  if (from.length === 0 || to.length === 0) return [[]];
  const [first, ...rest] = from as [string, ...string[]];
  const result = from.length > to.length ? pairings(rest, to) : [];
  for (const target of to)
    for (const tail of pairings(
      rest,
      to.filter((t) => t !== target),
    ))
      result.push([[first, target], ...tail]);
  return result;
}

/**
 * The mapping of hypothesis speakers to reference speakers that agrees on the most time: the one a diarization error
 * rate is scored with. Tries every pairing, which is fine for the handful of speakers of an interview.
 */
export function bestSpeakerMapping(overlap: ReadonlyMap<string, ReadonlyMap<string, number>>, references: readonly string[]) {
  let best: Array<[string, string]> = [];
  let bestTime = -1;
  for (const pairing of pairings([...overlap.keys()], references)) {
    const time = pairing.reduce((sum, [h, r]) => sum + (overlap.get(h)?.get(r) ?? 0), 0);
    if (time > bestTime) {
      bestTime = time;
      best = pairing;
    }
  }
  return Object.fromEntries(best);
}

const speakersAt = (segments: readonly SpeakerSegment[], t: number) =>
  segments.filter((s) => s.start <= t && t < s.end).map((s) => s.speaker);

/**
 * Diarization error rate by NIST's rules: missed speech, false alarms and speaker confusion over scored reference
 * speech, with a no-score collar around every reference boundary and overlapping reference speech left out; hypothesis
 * speakers are mapped one-to-one onto reference speakers to agree on the most time.
 */
export function diarizationErrorRate(
  reference: readonly SpeakerSegment[],
  hypothesis: readonly SpeakerSegment[],
  options: DiarizationScoreOptions = {},
): DiarizationScore {
  const collar = options.collar ?? 0.25;
  const step = options.step ?? 0.01;
  const skipOverlap = options.skipOverlap ?? true;
  const end = Math.max(0, ...reference.map((s) => s.end), ...hypothesis.map((s) => s.end));
  const boundaries = reference.flatMap((s) => [s.start, s.end]).sort((a, b) => a - b);
  const nearBoundary = (t: number) => {
    let lo = 0;
    let hi = boundaries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((boundaries[mid] ?? 0) < t - collar) lo = mid + 1;
      else hi = mid;
    }
    return lo < boundaries.length && (boundaries[lo] ?? 0) < t + collar;
  };
  const frames: Array<{ refs: string[]; hyps: string[] }> = [];
  const overlap = new Map<string, Map<string, number>>();
  for (let i = 0; (i + 0.5) * step < end; i++) {
    const t = (i + 0.5) * step;
    if (collar > 0 && nearBoundary(t)) continue;
    const refs = speakersAt(reference, t);
    if (skipOverlap && refs.length > 1) continue;
    const hyps = speakersAt(hypothesis, t);
    frames.push({ refs, hyps });
    for (const hyp of hyps) {
      const row = overlap.get(hyp) ?? new Map<string, number>();
      for (const ref of refs) row.set(ref, (row.get(ref) ?? 0) + step);
      overlap.set(hyp, row);
    }
  }
  for (const s of hypothesis) if (!overlap.has(s.speaker)) overlap.set(s.speaker, new Map());
  const mapping = bestSpeakerMapping(overlap, [...new Set(reference.map((s) => s.speaker))]);
  let scored = 0;
  let missed = 0;
  let falseAlarm = 0;
  let confusion = 0;
  // NIST's frame rule: with R reference and H hypothesis speakers of which C are correctly mapped, max(R−H, 0) is
  // missed, max(H−R, 0) false alarm and min(R, H) − C confusion.
  for (const { refs, hyps } of frames) {
    const correct = hyps.filter((h) => mapping[h] !== undefined && refs.includes(mapping[h] as string)).length;
    scored += refs.length * step;
    missed += Math.max(0, refs.length - hyps.length) * step;
    falseAlarm += Math.max(0, hyps.length - refs.length) * step;
    confusion += (Math.min(refs.length, hyps.length) - correct) * step;
  }
  return { scored, missed, falseAlarm, confusion, der: scored > 0 ? (missed + falseAlarm + confusion) / scored : 0, mapping };
}

/**
 * Speaker-attributed word error rate (cpWER): each speaker's words are joined in order, hypothesis speakers are
 * paired with reference speakers so that the fewest word errors remain, and a speaker left unpaired on either side
 * counts all its words as errors.
 */
export function speakerAttributedWer(reference: ReadonlyMap<string, string>, hypothesis: ReadonlyMap<string, string>) {
  const refs = [...reference.keys()];
  const hyps = [...hypothesis.keys()];
  const errors = new Map<string, Map<string, number>>();
  for (const h of hyps)
    errors.set(
      h,
      new Map(
        refs.map((r) => {
          const counts = compareWords(reference.get(r) ?? '', hypothesis.get(h) ?? '').counts;
          return [r, counts.insert + counts.delete + counts.replace];
        }),
      ),
    );
  const words = (text: string) => compareWords(text, '').counts.delete;
  const referenceWords = refs.reduce((sum, r) => sum + words(reference.get(r) ?? ''), 0);
  let bestErrors = Number.POSITIVE_INFINITY;
  for (const pairing of pairings(hyps, refs)) {
    const pairedH = new Set(pairing.map(([h]) => h));
    const pairedR = new Set(pairing.map(([, r]) => r));
    let total = pairing.reduce((sum, [h, r]) => sum + (errors.get(h)?.get(r) ?? 0), 0);
    for (const h of hyps) if (!pairedH.has(h)) total += compareWords('', hypothesis.get(h) ?? '').counts.insert;
    for (const r of refs) if (!pairedR.has(r)) total += words(reference.get(r) ?? '');
    bestErrors = Math.min(bestErrors, total);
  }
  return { errors: bestErrors, referenceWords, wer: bestErrors / Math.max(1, referenceWords) };
}
