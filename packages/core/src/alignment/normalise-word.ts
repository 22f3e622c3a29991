const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{Nd}]/gu;

/** A word as alignment compares it: lowercase, with everything but letters and digits removed (spec). */
export function normaliseWord(word: string): string {
  // Most words are plain ASCII letters and digits; checking by character code spares them the Unicode-aware
  // replace, which is what keeps a four-hour transcript fast.
  let upper = false;
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) continue;
    if (c >= 65 && c <= 90) upper = true;
    else return word.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
  }
  return upper ? word.toLowerCase() : word;
}

/** The words of a reference text: newlines become spaces, split on spaces, empty pieces dropped (spec). */
export function referenceWords(text: string): string[] {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
}
