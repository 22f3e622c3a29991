const NON_BREAKING_SPACE = /\u00a0/g;

/** Seconds a word takes to say, estimated from its length: 0.08475 + 0.05379 × characters (spec). */
export function estimateWordDuration(text: string): number {
  return 0.08475 + 0.05379 * text.replace(NON_BREAKING_SPACE, '').length;
}
