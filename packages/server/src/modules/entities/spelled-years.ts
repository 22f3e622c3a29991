// Recognisers write years as words ("nineteen thirty seven"), which the date library does not read as dates.
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const DECADES = TENS.map((t) => `${t.slice(0, -1)}ies`);
const CENTURIES: Record<string, number> = { eighteen: 1800, nineteen: 1900 };

const alt = (words: string[]) => words.join('|');
const YEAR = new RegExp(
  `\\b(eighteen|nineteen)[\\s-]+(?:(${alt(TENS)})(?:[\\s-]+(${alt(UNITS)}))?|(${alt(TEENS)})|(${alt(DECADES)})|oh[\\s-]+(${alt(UNITS)}))\\b`,
  'gi',
);
const BARE_DECADE = new RegExp(`\\bthe\\s+(${alt(DECADES)})\\b`, 'gi');

/** A year or decade said in words: the phrase as said and the number an archive writes ("1937", "1960s"). */
export interface SpelledYear {
  phrase: string;
  name: string;
}

/** The years ("nineteen thirty seven") and decades ("nineteen sixties", "the sixties") said in words in a text. */
export function spelledYears(text: string): SpelledYear[] {
  const found: SpelledYear[] = [];
  for (const m of text.matchAll(YEAR)) {
    const [phrase, century = '', tens, unit, teen, decade, ohUnit] = m;
    const base = CENTURIES[century.toLowerCase()] ?? 1900;
    const lower = (s: string | undefined) => s?.toLowerCase() ?? '';
    let name: string;
    if (tens) name = String(base + (TENS.indexOf(lower(tens)) + 2) * 10 + (unit ? UNITS.indexOf(lower(unit)) + 1 : 0));
    else if (teen) name = String(base + TEENS.indexOf(lower(teen)) + 10);
    else if (decade) name = `${base + (DECADES.indexOf(lower(decade)) + 2) * 10}s`;
    else name = String(base + UNITS.indexOf(lower(ohUnit)) + 1);
    found.push({ phrase, name });
  }
  for (const m of text.matchAll(BARE_DECADE)) found.push({ phrase: m[0], name: `the ${m[1]?.toLowerCase()}` });
  return found;
}

/** The text with every year or decade said in words written as the number ("June nineteen fifty one" → "June 1951"). */
export function withYearNumbers(text: string): string {
  let out = text;
  for (const year of spelledYears(text)) if (!year.name.startsWith('the ')) out = out.replace(year.phrase, year.name);
  return out;
}
