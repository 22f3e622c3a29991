// Words that carry no topic: function words and the fillers of speech.
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves um uh er ah oh yeah yes okay ok well like know mean really just got get ' +
    "going go went gonna lot things thing said say says one two also us them there's it's i'm don't didn't that's"
  ).split(' '),
);

/** The topic term of a spoken word (folded, crudely stemmed), or undefined for function words and fillers. */
export function topicTerm(word: string): string | undefined {
  const folded = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']/gu, '');
  if (folded.length < 3 || STOPWORDS.has(folded) || /^\d+$/.test(folded)) return undefined;
  return folded
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, (suffix, _m, offset: number) => (offset >= 4 ? '' : suffix));
}

/** The `count` terms of a segment that best set it apart from the others (term frequency × inverse segment frequency). */
export function topTerms(segment: readonly string[], segments: readonly (readonly string[])[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const term of segment) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const sets = segments.map((s) => new Set(s));
  const weight = (term: string) => {
    const containing = sets.filter((s) => s.has(term)).length;
    return (frequency.get(term) ?? 0) * Math.log((1 + segments.length) / (1 + containing) + 1);
  };
  return [...frequency.keys()].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b)).slice(0, count);
}
