/** Word error rate by Levenshtein distance over lowercased words: (substitutions + deletions + insertions) / reference length. */
export function wordErrorRate(reference: string[], hypothesis: string[]): number {
  const ref = reference.map((w) => w.toLowerCase().replace(/[^a-z0-9']/g, '')).filter(Boolean);
  const hyp = hypothesis.map((w) => w.toLowerCase().replace(/[^a-z0-9']/g, '')).filter(Boolean);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      row.push(Math.min(substitute, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return ref.length === 0 ? 0 : (previous[hyp.length] ?? 0) / ref.length;
}
