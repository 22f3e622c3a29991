import type { IndexMetadataItem, Paragraph } from '@storykeep/core';
import { topicTerm, topTerms } from './topic-terms.js';

/** Tokens per pseudo-sentence and pseudo-sentences per block compared across each gap (TextTiling's w and k). */
export const TILING = { sentenceTokens: 20, blockSentences: 6, minChapterSeconds: 60, maxChapters: 30 } as const;

interface Token {
  term: string;
  start: number;
  paragraph: number;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, x] of a) {
    dot += x * (b.get(term) ?? 0);
    na += x * x;
  }
  for (const y of b.values()) nb += y * y;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function counts(tokens: readonly Token[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t.term, (map.get(t.term) ?? 0) + 1);
  return map;
}

/** Smallest depth (in cosine similarity) a valley needs to count as a change of topic, however uniform the talk. */
const MIN_DEPTH = 0.1;

/**
 * Indices of pseudo-sentences where a topic changes, deepest first: local minima of lexical cohesion between the
 * blocks either side of a gap whose depth stands out from the rest (Hearst's TextTiling, cutoff mean − sd/2). The
 * blocks shrink for short transcripts so that a block never spans several topics.
 */
function boundaries(sentences: readonly Token[][]): number[] {
  const k = Math.max(2, Math.min(TILING.blockSentences, Math.round(sentences.length / 8)));
  const gaps: number[] = [];
  for (let gap = 1; gap < sentences.length; gap++) {
    const left = sentences.slice(Math.max(0, gap - k), gap).flat();
    const right = sentences.slice(gap, gap + k).flat();
    gaps.push(cosine(counts(left), counts(right)));
  }
  const depths = gaps.map((score, i) => {
    let left = score;
    for (let j = i; j >= 0 && (gaps[j] ?? 0) >= left; j--) left = gaps[j] ?? left;
    let right = score;
    for (let j = i; j < gaps.length && (gaps[j] ?? 0) >= right; j++) right = gaps[j] ?? right;
    return left - score + (right - score);
  });
  if (depths.length === 0) return [];
  const mean = depths.reduce((a, b) => a + b, 0) / depths.length;
  const sd = Math.sqrt(depths.reduce((a, d) => a + (d - mean) ** 2, 0) / depths.length);
  const isValley = (i: number) =>
    (gaps[i] ?? 0) <= (gaps[i - 1] ?? Number.POSITIVE_INFINITY) && (gaps[i] ?? 0) <= (gaps[i + 1] ?? Number.POSITIVE_INFINITY);
  return depths
    .flatMap((depth, i) => (isValley(i) && depth >= MIN_DEPTH && depth > mean - sd / 2 ? [i + 1] : []))
    .sort((a, b) => (depths[b - 1] ?? 0) - (depths[a - 1] ?? 0));
}

/**
 * The paragraph where a topic change found between two pseudo-sentences really falls: of the paragraphs starting
 * in either sentence, the one whose words before and after are least alike.
 */
function refine(tokens: readonly Token[], sentences: readonly Token[][], gap: number): number {
  const around = [...(sentences[gap - 1] ?? []), ...(sentences[gap] ?? [])];
  let best = sentences[gap]?.[0]?.paragraph ?? 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const paragraph of new Set(around.map((t) => t.paragraph))) {
    const at = tokens.findIndex((t) => t.paragraph === paragraph);
    if (at <= 0) continue;
    const similarity = cosine(
      counts(tokens.slice(Math.max(0, at - TILING.sentenceTokens), at)),
      counts(tokens.slice(at, at + TILING.sentenceTokens)),
    );
    if (similarity < lowest) {
      lowest = similarity;
      best = paragraph;
    }
  }
  return best;
}

function titleCase(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

/**
 * Chapters of a transcript by topic: TextTiling over pseudo-sentences of its words, each boundary moved to the
 * start of the paragraph it falls in, chapters at least a minute long. Each chapter is titled with its most
 * distinctive terms (TF-IDF across chapters), keeps its top five as keywords, and opens with its first words as
 * a synopsis. The first chapter starts at 0.
 */
export function segmentTopics(paragraphs: readonly Paragraph[]): IndexMetadataItem[] {
  const tokens: Token[] = [];
  const words: { text: string; start: number }[] = [];
  paragraphs.forEach((p, paragraph) => {
    for (const child of p.children) {
      for (const word of child.words) {
        words.push({ text: word.text, start: word.start });
        const term = topicTerm(word.text);
        if (term) tokens.push({ term, start: word.start, paragraph });
      }
    }
  });
  if (tokens.length === 0) return [];
  const sentences: Token[][] = [];
  for (let i = 0; i < tokens.length; i += TILING.sentenceTokens) sentences.push(tokens.slice(i, i + TILING.sentenceTokens));
  const starts = [0];
  for (const gap of boundaries(sentences)) {
    if (starts.length >= TILING.maxChapters) break;
    const paragraph = paragraphs[refine(tokens, sentences, gap)];
    const at = paragraph?.start ?? 0;
    if (starts.every((s) => Math.abs(s - at) >= TILING.minChapterSeconds)) starts.push(at);
  }
  starts.sort((a, b) => a - b);
  const segmentOf = (time: number) => starts.reduce((found, start, i) => (time >= start ? i : found), 0);
  const segments: string[][] = starts.map(() => []);
  for (const token of tokens) segments[segmentOf(token.start)]?.push(token.term);
  return starts.map((start, i) => {
    const keywords = topTerms(segments[i] ?? [], segments, 5);
    const opening = words.filter((w) => segmentOf(w.start) === i).slice(0, 25);
    return {
      index: i,
      title: keywords.slice(0, 3).map(titleCase).join(', '),
      synopsis: opening.map((w) => w.text).join(' ') + (opening.length === 25 ? '…' : ''),
      keywords,
      time: { start },
    };
  });
}
