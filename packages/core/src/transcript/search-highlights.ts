import type { Transcript } from '../model/transcript.schema.js';
import type { SearchMatch } from './search.js';
import { paragraphText } from './tokens.js';

/** A stretch of one paragraph's text to highlight, and which match it belongs to. */
export interface HighlightRange {
  from: number;
  to: number;
  matchIndex: number;
}

/** Each paragraph's highlighted ranges; a match running over several paragraphs highlights a piece of each. */
export function paragraphHighlights(transcript: Transcript, matches: readonly SearchMatch[]): Map<number, HighlightRange[]> {
  const byParagraph = new Map<number, HighlightRange[]>();
  matches.forEach((match, matchIndex) => {
    for (let p = match.start.paragraphIndex; p <= match.end.paragraphIndex; p++) {
      const paragraph = transcript.paragraphs[p];
      if (!paragraph) continue;
      const from = p === match.start.paragraphIndex ? match.start.charOffset : 0;
      const to = p === match.end.paragraphIndex ? match.end.charOffset : paragraphText(paragraph).length;
      if (to <= from) continue;
      const ranges = byParagraph.get(p) ?? [];
      ranges.push({ from, to, matchIndex });
      byParagraph.set(p, ranges);
    }
  });
  return byParagraph;
}
