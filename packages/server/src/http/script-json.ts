/**
 * A value as JSON safe inside an HTML script element: every `<` and `>` is written as a JSON escape, so nothing in
 * it can close the element or open or close a comment, and U+2028/U+2029 are escaped for older JavaScript parsers.
 * The text reads back as the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
