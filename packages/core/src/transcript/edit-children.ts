import type { Paragraph, ParagraphChild, Word } from '../model/transcript.schema.js';
import { tokenize } from './tokens.js';

/** Where each child's text starts in the paragraph's text (children joined by one space). */
export function childOffsets(children: readonly ParagraphChild[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const child of children) {
    starts.push(offset);
    offset += child.text.length + 1;
  }
  return starts;
}

/** The last child starting at or before a paragraph text offset. */
export function childAt(starts: readonly number[], offset: number): number {
  let found = 0;
  for (let i = 0; i < starts.length; i += 1) if ((starts[i] ?? 0) <= offset) found = i;
  return found;
}

function wordCount(children: readonly ParagraphChild[]): number {
  let count = 0;
  for (const child of children) count += child.words.length;
  return count;
}

function consistent(child: ParagraphChild): boolean {
  return tokenize(child.text).length === child.words.length;
}

/**
 * The children of a paragraph after its text `from`–`to` was replaced by `insert`: children the edit did not reach
 * stay the same objects, the ones it touched become one child holding the edited stretch. Undefined when the
 * paragraph has one child, or when its children do not line up with its words (then it is rebuilt as one child).
 */
export function editChildren(
  paragraph: Paragraph,
  from: number,
  to: number,
  insert: string,
  newText: string,
  newWords: readonly Word[],
): ParagraphChild[] | undefined {
  const { children } = paragraph;
  if (children.length <= 1) return undefined;
  const starts = childOffsets(children);
  const first = childAt(starts, from);
  const last = childAt(starts, to);
  const before = children.slice(0, first);
  const after = children.slice(last + 1);
  const lastChild = children[last];
  if (!lastChild) return undefined;
  const delta = insert.length - (to - from);
  const text = newText.slice(starts[first] ?? 0, (starts[last] ?? 0) + lastChild.text.length + delta);
  const wordsBefore = wordCount(before);
  const wordsAfter = wordCount(after);
  if (wordsBefore + wordsAfter > newWords.length) return undefined;
  const middle: ParagraphChild = { text, words: newWords.slice(wordsBefore, newWords.length - wordsAfter) };
  if (!consistent(middle)) return undefined;
  // Unreached children keep their words only if the edit kept exactly those word objects.
  let i = 0;
  for (const child of before) {
    for (const word of child.words) {
      if (newWords[i] !== word) return undefined;
      i += 1;
    }
  }
  return [...before, middle, ...after];
}

/**
 * The children of the two halves of a paragraph split at a text offset: whole children on either side stay the same
 * objects, the child holding the cut is cut in two. Undefined when the children do not line up with the words.
 */
export function splitChildren(
  paragraph: Paragraph,
  cut: number,
  headText: (text: string) => string,
  tailText: (text: string) => string,
  wordsBefore: readonly Word[],
  wordsAfter: readonly Word[],
): [ParagraphChild[], ParagraphChild[]] | undefined {
  const { children } = paragraph;
  if (children.length <= 1) return undefined;
  const starts = childOffsets(children);
  const k = childAt(starts, cut);
  const child = children[k];
  if (!child) return undefined;
  const whole = children.slice(0, k);
  const rest = children.slice(k + 1);
  const headCount = wordsBefore.length - wordCount(whole);
  const tailCount = wordsAfter.length - wordCount(rest);
  if (headCount < 0 || tailCount < 0) return undefined;
  const local = cut - (starts[k] ?? 0);
  const head: ParagraphChild = { text: headText(child.text.slice(0, local)), words: wordsBefore.slice(wordsBefore.length - headCount) };
  const tail: ParagraphChild = { text: tailText(child.text.slice(local)), words: wordsAfter.slice(0, tailCount) };
  if (!consistent(head) || !consistent(tail)) return undefined;
  return [trimEnd([...whole, head], headText), trimStart([tail, ...rest], tailText)];
}

/** The last non-empty child trimmed at its end, with empty children after it dropped. */
function trimEnd(children: ParagraphChild[], trim: (text: string) => string): ParagraphChild[] {
  const kept = children.slice();
  while (kept.length > 1) {
    const last = kept[kept.length - 1] as ParagraphChild;
    const text = trim(last.text);
    if (text.length > 0) {
      if (text !== last.text) kept[kept.length - 1] = { ...last, text };
      return kept;
    }
    kept.pop();
  }
  const only = kept[0] as ParagraphChild;
  return [{ ...only, text: trim(only.text) }];
}

/** The first non-empty child trimmed at its start, with empty children before it dropped. */
function trimStart(children: ParagraphChild[], trim: (text: string) => string): ParagraphChild[] {
  const flipped = trimEnd(children.slice().reverse(), trim);
  return flipped.reverse();
}

/**
 * The children of two paragraphs joined, every child kept, so the joined text is the two texts with one space
 * between; a paragraph whose text is empty contributes nothing, as it would add a stray space.
 */
export function joinChildren(a: readonly ParagraphChild[], b: readonly ParagraphChild[]): ParagraphChild[] {
  const empty = (children: readonly ParagraphChild[]) => children.every((child) => child.text.length === 0);
  if (empty(b)) return a.length > 0 ? [...a] : [...b];
  if (empty(a)) return [...b];
  return [...a, ...b];
}
