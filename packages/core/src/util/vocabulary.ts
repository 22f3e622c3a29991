/** Reads the settings' vocabulary field: a comma-separated list, each word trimmed, empty entries dropped. */
export function parseVocabulary(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Writes a vocabulary list back into the comma-separated form the settings field shows. */
export function formatVocabulary(words: readonly string[]): string {
  return words.join(', ');
}
