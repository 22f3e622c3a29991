/** Words as the recogniser writes them: lower case, letters, digits and apostrophes only. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level edit distance (substitutions, insertions, deletions) of `hypothesis` from `reference`. */
export function editDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}

/**
 * The word error rate of what was recognised on a track whose fake microphone looped `script` over and over: the
 * reference is the script said as many times as fits the recognised words best (the loop's count is not known
 * exactly, and the first and last time round are cut anywhere), so the rate measures the words, not the loop.
 */
export function loopedScriptWer(script: string, recognised: string): { wer: number; loops: number; referenceWords: number } {
  const said = words(script);
  const heard = words(recognised);
  let best = { wer: Number.POSITIVE_INFINITY, loops: 0, referenceWords: 0 };
  const most = Math.max(1, Math.ceil(heard.length / said.length) + 1);
  for (let loops = 1; loops <= most; loops += 1) {
    const reference = Array.from({ length: loops }, () => said).flat();
    const wer = editDistance(reference, heard) / reference.length;
    if (wer < best.wer) best = { wer, loops, referenceWords: reference.length };
  }
  return best;
}
