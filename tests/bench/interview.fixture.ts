// A deterministic four-hour interview for the alignment benchmark: reference words with the times they were really
// said, and what a recogniser with realistic errors would return for them.

/** Seeded linear congruential generator: the same interview on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface TimedText {
  text: string;
  start: number;
  end: number;
}

export interface Interview {
  /** The corrected transcript, as a person would type it (capitals, punctuation, digits, line breaks). */
  referenceText: string;
  /** When each reference word was really said: the truth alignments are scored against. */
  truth: TimedText[];
  /** What the recogniser heard. */
  stt: TimedText[];
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ra', 'to', 'su', 'vi', 'da', 'pe', 'go', 'hu', 'ri', 'sa', 'te', 'bo'];
const YEAR_WORDS = ['nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A 3,000-word vocabulary used with a Zipf-like skew, so common words repeat as in speech. */
function vocabulary(random: () => number): string[] {
  const words = new Set<string>(['the', 'and', 'i', 'we', 'was', 'to', 'of', 'a', 'in', 'that', 'it', 'my', 'he', 'she', 'they']);
  while (words.size < 3000) {
    const length = 1 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

/** How the year 19xx is said: "nineteen fifty two". */
function spokenYear(year: number): string[] {
  const low = year % 100;
  const tens = YEAR_WORDS[Math.floor(low / 10) - 1] ?? 'ten';
  return ['nineteen', tens, ...(low % 10 ? [UNITS[low % 10] as string] : [])];
}

/**
 * Builds an interview of `wordCount` reference words spoken at about 2.5 words a second (36,000 words ≈ 4 hours).
 * The recogniser substitutes ~10% of words, drops ~3%, inserts ~3% extra, and says years as words.
 */
export function buildInterview(wordCount: number, seed = 2024): Interview {
  const random = seededRandom(seed);
  const words = vocabulary(random);
  const pick = () => words[Math.floor(words.length * random() ** 2.5)] as string;
  return speakInterview(wordCount, random, pick, {
    firstStart: 1.2,
    firstYear: 1920,
    years: 80,
    wordSeconds: 0.15,
    capitalRate: 0.08,
    punctuationRate: 0.1,
    commaShare: 0.5,
    lineBreakRate: 0.01,
    substituteRate: 0.1,
    dropsBelow: 0.13,
    gapSeconds: 0.05,
    gapSpread: 0.3,
    sayYear: spokenYear,
  });
}

/** How an interview is spoken and misheard; rates are per word. */
export interface SpeakingShape {
  firstStart: number;
  firstYear: number;
  years: number;
  /** A word lasts this plus 0.05 s a letter. */
  wordSeconds: number;
  capitalRate: number;
  punctuationRate: number;
  /** Of the punctuated words, the share that end with a comma (the rest with a full stop). */
  commaShare: number;
  lineBreakRate: number;
  substituteRate: number;
  /** Rolls below `substituteRate` substitute a word; rolls from there up to `dropsBelow` drop it. */
  dropsBelow: number;
  /** The pause after a word: this plus up to `gapSpread` seconds. */
  gapSeconds: number;
  gapSpread: number;
  /** The words a recogniser hears for a year. */
  sayYear(year: number): string[];
}

/**
 * Speaks `wordCount` words drawn by `pick` (about one in 200 a year, written as digits and heard as words), and
 * has the recogniser substitute, drop and insert words (3% inserted) as `shape` says.
 */
export function speakInterview(wordCount: number, random: () => number, pick: () => string, shape: SpeakingShape): Interview {
  const truth: TimedText[] = [];
  const stt: TimedText[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  let clock = shape.firstStart;
  for (let i = 0; i < wordCount; i += 1) {
    const isYear = random() < 0.005;
    const year = shape.firstYear + Math.floor(random() * shape.years);
    const spoken = isYear ? String(year) : pick();
    const duration = isYear ? 0.9 : shape.wordSeconds + 0.05 * spoken.length;
    const word = { start: clock, end: clock + duration };
    const text = i === 0 || random() < shape.capitalRate ? spoken.charAt(0).toUpperCase() + spoken.slice(1) : spoken;
    const written = random() < shape.punctuationRate ? `${text}${random() < shape.commaShare ? ',' : '.'}` : text;
    truth.push({ text: written, ...word });
    line.push(written);
    if (random() < shape.lineBreakRate) {
      lines.push(line.join(' '));
      line = [];
    }
    const roll = random();
    if (isYear) {
      const parts = shape.sayYear(year);
      parts.forEach((part, k) => {
        stt.push({ text: part, start: word.start + (k * duration) / parts.length, end: word.start + ((k + 1) * duration) / parts.length });
      });
    } else if (roll < shape.substituteRate) stt.push({ text: pick(), ...word });
    else if (roll < shape.dropsBelow) {
      // dropped: the recogniser heard nothing here
    } else stt.push({ text: spoken, ...word });
    clock = word.end + shape.gapSeconds + random() * shape.gapSpread;
    if (random() < 0.03) {
      stt.push({ text: pick(), start: clock, end: clock + 0.2 });
      clock += 0.25;
    }
  }
  lines.push(line.join(' '));
  return { referenceText: lines.join('\n'), truth, stt };
}

/** Share of words whose given time overlaps the time they were really said. */
export function timedCorrectly(aligned: readonly { start: number; end: number }[], truth: readonly TimedText[]): number {
  if (aligned.length !== truth.length) return 0;
  let good = 0;
  aligned.forEach((word, i) => {
    const real = truth[i] as TimedText;
    const middle = (word.start + word.end) / 2;
    if (middle >= real.start && middle <= real.end) good += 1;
  });
  return good / truth.length;
}
