import type { Transcript } from '../model/transcript.schema.js';
import { mergeWithNextParagraph, splitParagraphAt } from '../transcript/edit-paragraphs.js';
import { replaceText, setParagraphText } from '../transcript/edit-text.js';
import { paragraphText, tokenize } from '../transcript/tokens.js';
import type { TranscriptRandom } from './transcript-random.js';

/** One editing step, as data, so fuzzers can replay it on the real engine and on the reference. */
export type TranscriptEditOp =
  | { kind: 'replace'; paragraphIndex: number; from: number; to: number; text: string }
  | { kind: 'setText'; paragraphIndex: number; text: string }
  | { kind: 'split'; paragraphIndex: number; at: number }
  | { kind: 'merge'; paragraphIndex: number };

/** Applies an editing step with the transcript engine. */
export function applyEditOp(transcript: Transcript, op: TranscriptEditOp): Transcript {
  switch (op.kind) {
    case 'replace':
      return replaceText(transcript, op.paragraphIndex, op.from, op.to, op.text);
    case 'setText':
      return setParagraphText(transcript, op.paragraphIndex, op.text);
    case 'split':
      return splitParagraphAt(transcript, op.paragraphIndex, op.at);
    case 'merge':
      return mergeWithNextParagraph(transcript, op.paragraphIndex);
  }
}

const TYPED = ['a', 'e', 'x', 'Z', ' ', '  ', '.', ',', '\u00a0', '\n', 'the ', ' new words ', 'Mother', 'hello world', '', 'it’s'];

/** A random editing step on a transcript with at least one paragraph: keystrokes, deletions, pastes, splits, joins. */
export function randomEditOp(random: TranscriptRandom, transcript: Transcript): TranscriptEditOp {
  const paragraphIndex = random.int(0, Math.max(0, transcript.paragraphs.length - 1));
  const paragraph = transcript.paragraphs[paragraphIndex];
  const text = paragraph ? paragraphText(paragraph) : '';
  const tokens = tokenize(text);
  const position = () => {
    const token = tokens.length > 0 && random.chance(0.5) ? random.pick(tokens) : undefined;
    if (token) return random.chance(0.5) ? token.start : token.end;
    return random.int(0, text.length);
  };
  const roll = random.next();
  if (roll < 0.3) {
    const at = position();
    return { kind: 'replace', paragraphIndex, from: at, to: at, text: random.pick(TYPED) };
  }
  if (roll < 0.5) {
    const from = position();
    return { kind: 'replace', paragraphIndex, from, to: Math.min(text.length, from + random.int(1, 12)), text: '' };
  }
  if (roll < 0.72) {
    const a = position();
    const b = position();
    return { kind: 'replace', paragraphIndex, from: Math.min(a, b), to: Math.max(a, b), text: random.pick(TYPED) };
  }
  if (roll < 0.82) {
    const a = position();
    const b = Math.max(a, position());
    return { kind: 'setText', paragraphIndex, text: text.slice(0, a) + random.pick(TYPED) + text.slice(b) };
  }
  if (roll < 0.92) return { kind: 'split', paragraphIndex, at: position() };
  return { kind: 'merge', paragraphIndex };
}
