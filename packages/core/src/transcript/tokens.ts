import type { Paragraph, Word } from '../model/transcript.schema.js';

/**
 * Words are separated by whitespace other than the non-breaking space, which recognisers put inside words
 * ("New York") and which must not split them.
 */
const SEPARATOR = /[^\S\u00a0]/;
const SEPARATOR_RUN = /[^\S\u00a0]+/g;

/** A whitespace-separated token of a text and where it sits in it (`end` exclusive). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** Whether a character separates words. */
export function isWordSeparator(char: string | undefined): boolean {
  return char !== undefined && char.length > 0 && isSeparatorCode(char.charCodeAt(0));
}

/** Whether a UTF-16 code unit separates words; tokenizing runs on every keystroke, so ASCII skips the regex. */
export function isSeparatorCode(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return code !== 0xa0 && SEPARATOR.test(String.fromCharCode(code));
}

/** Splits text into its words with their character offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const separator = i === text.length || isSeparatorCode(text.charCodeAt(i));
    if (separator && start >= 0) {
      tokens.push({ text: text.slice(start, i), start, end: i });
      start = -1;
    } else if (!separator && start < 0) {
      start = i;
    }
  }
  return tokens;
}

/** Splits text into its words. */
export function splitWords(text: string): string[] {
  return text.split(SEPARATOR_RUN).filter((word) => word.length > 0);
}

/** A paragraph's text as the editor shows it: its children's texts, one space between them. */
export function paragraphText(paragraph: Paragraph): string {
  const { children } = paragraph;
  if (children.length === 1) return children[0]?.text ?? '';
  return children.map((child) => child.text).join(' ');
}

/** A paragraph's words in reading order, across its children. */
export function paragraphWords(paragraph: Paragraph): readonly Word[] {
  const { children } = paragraph;
  if (children.length === 1) return children[0]?.words ?? [];
  return children.flatMap((child) => child.words);
}
