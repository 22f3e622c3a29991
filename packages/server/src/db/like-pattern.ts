/** The text as a LIKE pattern matching itself only: its wildcards and escapes taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A contains-match pattern for (I)LIKE, with the user's % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
