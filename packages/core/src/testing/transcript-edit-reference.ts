import type { Transcript } from '../model/transcript.schema.js';
import { paragraphText, paragraphWords, tokenize } from '../transcript/tokens.js';
import type { TranscriptEditOp } from './transcript-edit-ops.js';

interface OriginalWord {
  text: string;
  start: number;
  end: number;
}

/** A character, and the original word and position it came from; typed characters have no origin. */
interface TracedChar {
  char: string;
  origin?: { word: OriginalWord; index: number };
}

interface TracedParagraph {
  speaker: string;
  chars: TracedChar[];
}

/** What a correct engine must produce for one paragraph: its text, and each word with its timing if untouched. */
export interface ExpectedParagraph {
  speaker: string;
  text: string;
  words: { text: string; untouched?: OriginalWord }[];
}

const SEPARATOR = /[^\S\u00a0]/;

/**
 * The slow, obviously-correct model the editing engine is fuzzed against. It keeps every paragraph as an array of
 * characters, each remembering which original word it came from, applies edits by splicing characters, and
 * decides from scratch afterwards which words are untouched: those made of all of one original word's characters,
 * in order, and nothing else. Those must keep their original timing exactly.
 */
export class ReferenceTranscript {
  private paragraphs: TracedParagraph[];

  constructor(transcript: Transcript) {
    this.paragraphs = transcript.paragraphs.map((paragraph) => {
      const text = paragraphText(paragraph);
      const chars: TracedChar[] = text.split('').map((char) => ({ char }));
      const words = paragraphWords(paragraph);
      tokenize(text).forEach((token, i) => {
        const source = words[i];
        if (!source) return;
        const word = { text: source.text, start: source.start, end: source.end };
        for (let k = token.start; k < token.end; k++) {
          const traced = chars[k];
          if (traced) traced.origin = { word, index: k - token.start };
        }
      });
      return { speaker: paragraph.speaker, chars };
    });
  }

  /**
   * Applies one editing step by plain character splicing. A word that is no longer whole afterwards (joined to
   * another, cut, partly retyped) forgets where its characters came from: it is a new word from then on.
   */
  apply(op: TranscriptEditOp): void {
    this.splice(op);
    for (const paragraph of this.paragraphs) {
      const text = paragraph.chars.map((c) => c.char).join('');
      for (const token of tokenize(text)) {
        const span = paragraph.chars.slice(token.start, token.end);
        if (wholeWordOf(span) === undefined) for (const c of span) delete c.origin;
      }
    }
  }

  private splice(op: TranscriptEditOp): void {
    const paragraph = this.paragraphs[op.paragraphIndex];
    if (!paragraph) throw new Error(`no paragraph ${op.paragraphIndex}`);
    const text = paragraph.chars.map((c) => c.char).join('');
    if (op.kind === 'replace') this.replace(paragraph, op.from, op.to, op.text);
    else if (op.kind === 'setText') {
      let head = 0;
      while (head < Math.min(text.length, op.text.length) && text[head] === op.text[head]) head++;
      let tail = 0;
      while (tail < Math.min(text.length, op.text.length) - head && text[text.length - 1 - tail] === op.text[op.text.length - 1 - tail])
        tail++;
      this.replace(paragraph, head, text.length - tail, op.text.slice(head, op.text.length - tail));
    } else if (op.kind === 'split') {
      const cut = Math.min(Math.max(op.at, 0), paragraph.chars.length);
      // Only the whitespace at the cut goes; the rest of the text is left as it was.
      const first = trim(paragraph.chars.slice(0, cut), 'end');
      const second = trim(paragraph.chars.slice(cut), 'start');
      this.paragraphs.splice(
        op.paragraphIndex,
        1,
        { speaker: paragraph.speaker, chars: first },
        { speaker: paragraph.speaker, chars: second },
      );
    } else {
      const next = this.paragraphs[op.paragraphIndex + 1];
      if (!next) return;
      const parts = [paragraph.chars, next.chars].filter((chars) => chars.length > 0);
      const chars = parts.length === 2 ? [...(parts[0] ?? []), { char: ' ' }, ...(parts[1] ?? [])] : (parts[0] ?? []);
      this.paragraphs.splice(op.paragraphIndex, 2, { speaker: paragraph.speaker, chars });
    }
  }

  private replace(paragraph: TracedParagraph, rawFrom: number, rawTo: number, insert: string): void {
    const from = Math.min(Math.max(Math.min(rawFrom, rawTo), 0), paragraph.chars.length);
    const to = Math.min(Math.max(Math.max(rawFrom, rawTo), 0), paragraph.chars.length);
    const current = paragraph.chars
      .slice(from, to)
      .map((c) => c.char)
      .join('');
    if (current === insert) return;
    paragraph.chars.splice(from, to - from, ...insert.split('').map((char) => ({ char })));
  }

  /** What the engine's transcript must look like now. */
  expected(): ExpectedParagraph[] {
    return this.paragraphs.map(({ speaker, chars }) => {
      const text = chars.map((c) => c.char).join('');
      const words = tokenize(text).map((token) => {
        const word = wholeWordOf(chars.slice(token.start, token.end));
        return word ? { text: token.text, untouched: word } : { text: token.text };
      });
      return { speaker, text, words };
    });
  }
}

/** The original word these characters are, all of it and in order, if they are one. */
function wholeWordOf(span: readonly TracedChar[]): OriginalWord | undefined {
  const word = span[0]?.origin?.word;
  if (word === undefined || span.length !== word.text.length) return undefined;
  return span.every((c, k) => c.origin?.word === word && c.origin.index === k) ? word : undefined;
}

function trim(chars: TracedChar[], side: 'start' | 'end'): TracedChar[] {
  let start = 0;
  let end = chars.length;
  while (side === 'start' && start < end && SEPARATOR.test(chars[start]?.char ?? '')) start++;
  while (side === 'end' && end > start && SEPARATOR.test(chars[end - 1]?.char ?? '')) end--;
  return chars.slice(start, end);
}

/** Every way the engine's transcript differs from the reference or breaks a timing rule; empty when correct. */
/**
 * A paragraph's text, with nothing but spaces read as none: deleting up to a space leaves the editor an empty
 * paragraph where this model keeps the space, and neither has a word to time.
 */
const unlessBlank = (text: string) => (text.trim() === '' ? '' : text);

export function editViolations(actual: Transcript, expected: readonly ExpectedParagraph[]): string[] {
  const problems: string[] = [];
  if (actual.paragraphs.length !== expected.length) return [`${actual.paragraphs.length} paragraphs, expected ${expected.length}`];
  let previousEnd = Number.NEGATIVE_INFINITY;
  let previousStart = Number.NEGATIVE_INFINITY;
  actual.paragraphs.forEach((paragraph, p) => {
    const want = expected[p];
    const words = paragraphWords(paragraph);
    if (!want) return;
    if (paragraph.speaker !== want.speaker) problems.push(`paragraph ${p}: speaker ${paragraph.speaker}, expected ${want.speaker}`);
    if (unlessBlank(paragraphText(paragraph)) !== unlessBlank(want.text))
      problems.push(`paragraph ${p}: text ${JSON.stringify(paragraphText(paragraph))}, expected ${JSON.stringify(want.text)}`);
    const texts = words.map((w) => w.text);
    if (JSON.stringify(texts) !== JSON.stringify(want.words.map((w) => w.text)))
      problems.push(`paragraph ${p}: words ${JSON.stringify(texts)}, expected ${JSON.stringify(want.words.map((w) => w.text))}`);
    if (paragraph.end < paragraph.start) problems.push(`paragraph ${p}: ends before it starts`);
    if (paragraph.start < previousStart) problems.push(`paragraph ${p}: starts before the paragraph before it`);
    previousStart = paragraph.start;
    words.forEach((word, w) => {
      const untouched = want.words[w]?.untouched;
      if (untouched && (word.start !== untouched.start || word.end !== untouched.end)) {
        problems.push(
          `paragraph ${p} word ${w} "${word.text}": untouched but retimed ${word.start}–${word.end}, was ${untouched.start}–${untouched.end}`,
        );
      }
      if (word.end < word.start) problems.push(`paragraph ${p} word ${w}: ends before it starts`);
      if (word.start < previousEnd) problems.push(`paragraph ${p} word ${w}: starts before the previous word ends`);
      if (word.start < paragraph.start || word.end > paragraph.end) problems.push(`paragraph ${p} word ${w}: outside its paragraph`);
      previousEnd = word.end;
    });
  });
  return problems;
}
