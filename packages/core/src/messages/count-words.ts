// The one place a label with a number picks its plural form and writes the number, so components never spell out
// `count === 1 ? ... : ...` themselves.
const pluralRules = new Intl.PluralRules('en');
const numberFormat = new Intl.NumberFormat('en');

/** The word forms of a counted noun: `one` for 1, `other` for every other count. */
export interface CountForms {
  readonly one: string;
  readonly other: string;
}

/** The word for `count` things, without the number: `pluralWord(2, { one: 'clip', other: 'clips' })` is 'clips'. */
export function pluralWord(count: number, forms: CountForms): string {
  return pluralRules.select(count) === 'one' ? forms.one : forms.other;
}

/** The number written in English followed by its word: `countOf(1200, { one: 'clip', other: 'clips' })` is '1,200 clips'. */
export function countOf(count: number, forms: CountForms): string {
  return `${numberFormat.format(count)} ${pluralWord(count, forms)}`;
}

/** A number written in English (1,200). */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}
