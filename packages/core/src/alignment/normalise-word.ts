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
  // One pass by character code: the same words as replacing line breaks and splitting, without the two
  // intermediate copies of a four-hour text.
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13) {
      if (start >= 0) words.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(text.slice(start));
  return words;
}
