const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];
const IRREGULAR_ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};
/** Beyond this, numbers are only read digit by digit: nobody says "four quadrillion" to a recogniser. */
const LARGEST_SPOKEN = 999_999_999_999_999;

function belowHundred(n: number): string[] {
  if (n < 20) return [ONES[n] ?? ''];
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? [tens] : [tens, ONES[n % 10] ?? ''];
}

function belowThousand(n: number, withAnd: boolean): string[] {
  const rest = n % 100;
  const hundreds = Math.floor(n / 100);
  if (hundreds === 0) return belowHundred(rest);
  const head = [ONES[hundreds] ?? '', 'hundred'];
  if (rest === 0) return head;
  return [...head, ...(withAnd ? ['and'] : []), ...belowHundred(rest)];
}

/** Cardinal words of a whole number: 1952 → one thousand nine hundred fifty two (with `withAnd`: …hundred and fifty two). */
export function cardinalWords(n: number, withAnd = false): string[] {
  if (n === 0) return ['zero'];
  const words: string[] = [];
  let rest = n;
  for (let scale = SCALES.length - 1; scale >= 0; scale -= 1) {
    const unit = 1000 ** scale;
    const group = Math.floor(rest / unit);
    rest %= unit;
    if (group === 0) continue;
    // British usage: "two thousand and ten".
    if (withAnd && scale === 0 && group < 100 && words.length > 0) words.push('and');
    words.push(...belowThousand(group, withAnd));
    if (scale > 0) words.push(SCALES[scale] ?? '');
  }
  return words;
}

function ordinalOf(word: string): string {
  return IRREGULAR_ORDINALS[word] ?? (word.endsWith('y') ? `${word.slice(0, -1)}ieth` : `${word}th`);
}

/** The ways people say a four-digit number as a year or in hundreds: nineteen fifty two, nineteen oh five, fifteen hundred. */
function pairedForms(n: number): string[][] {
  const high = Math.floor(n / 100);
  const low = n % 100;
  if (n < 1100 || n > 9999) return [];
  const head = belowHundred(high);
  const forms: string[][] = [];
  // "twenty hundred" is not said, but "twenty ten" is.
  if (high % 10 !== 0) {
    forms.push([...head, 'hundred', ...(low === 0 ? [] : belowHundred(low))]);
    if (low > 0) forms.push([...head, 'hundred', 'and', ...belowHundred(low)]);
    if (low > 0 && low < 10) forms.push([...head, 'oh', ...belowHundred(low)], [...head, 'o', ...belowHundred(low)]);
  }
  if (low >= 10) forms.push([...head, ...belowHundred(low)]);
  return forms;
}

const DIGITS = /^\d+$/;
const ORDINAL = /^(\d+)(st|nd|rd|th)$/;

/**
 * The spoken forms of a normalised number token, each a list of words, canonical (cardinal) form first; empty when
 * the token is not a pure number or an ordinal like `15th`. 1952 gives, among others, "one thousand nine hundred fifty
 * two" and "nineteen fifty two"; 2000 gives "two thousand"; 15th gives "fifteenth".
 */
export function spokenForms(token: string): string[][] {
  const ordinal = ORDINAL.exec(token);
  if (ordinal) {
    const n = Number(ordinal[1]);
    if (n > LARGEST_SPOKEN) return [];
    return [cardinalWords(n), cardinalWords(n, true)].map((words) => [...words.slice(0, -1), ordinalOf(words.at(-1) ?? '')]);
  }
  if (!DIGITS.test(token)) return [];
  const digitByDigit = [...token].map((d) => ONES[Number(d)] ?? '');
  const n = Number(token);
  // A leading zero (007, 0161) marks a code read digit by digit, not a quantity.
  const quantity = n <= LARGEST_SPOKEN && !(token.length > 1 && token.startsWith('0'));
  const forms = quantity ? [cardinalWords(n), cardinalWords(n, true), ...pairedForms(n)] : [];
  if (token.length > 1) forms.push(digitByDigit);
  const seen = new Set<string>();
  return forms.filter((form) => {
    const key = form.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
