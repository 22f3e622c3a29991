// More interviews for the alignment benchmark, each unlike the others in the ways that make alignment slow: how many
// distinct words there are (few distinct words leave few words that occur once, which the fast path anchors on),
// what the recogniser gets wrong (a common word for another, a near spelling, a word split in two, a run heard that
// was never typed), and where its errors fall (spread evenly, or clustered in stretches of crosstalk).
import { COMMON_WORDS } from './common-words.fixture.js';
import { type Interview, seededRandom, speakInterview, type TimedText } from './interview.fixture.js';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ra', 'to', 'su', 'vi', 'da', 'pe', 'go', 'hu', 'ri', 'sa', 'te', 'bo', 'an', 'el'];

/** `size` distinct words: the everyday ones first (most common first), then made-up ones of one to four syllables. */
function vocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>(COMMON_WORDS.slice(0, size));
  while (words.size < size) {
    const length = 1 + Math.floor(random() * 4);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

/** Draws indexes 0..n-1 with probability proportional to 1 / (rank ^ exponent). */
export function zipf(random: () => number, n: number, exponent: number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) {
    total += 1 / rank ** exponent;
    cumulative[rank - 1] = total;
  }
  return () => {
    const target = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];

function spokenYear(year: number): string[] {
  const low = year % 100;
  if (low === 0) return ['nineteen', 'hundred'];
  if (low < 10) return ['nineteen', 'oh', UNITS[low] as string];
  if (low < 20) return ['nineteen', TEENS[low - 10] as string];
  return ['nineteen', TENS[Math.floor(low / 10)] as string, ...(low % 10 ? [UNITS[low % 10] as string] : [])];
}

const SHAPE = {
  firstStart: 1,
  firstYear: 1920,
  years: 80,
  wordSeconds: 0.13,
  capitalRate: 0.07,
  punctuationRate: 0.1,
  commaShare: 0.55,
  lineBreakRate: 0.01,
  gapSeconds: 0.04,
  gapSpread: 0.25,
  sayYear: spokenYear,
};

/**
 * The interview-like corpus: a 3,000-word vocabulary used with a Zipf exponent of 1.05, as speech uses its words, and
 * recognition errors that are themselves common words drawn from the same distribution (10% substituted, 3% dropped,
 * 3% inserted) — so a misheard word usually repeats a word said nearby.
 */
export function buildZipfInterview(wordCount: number, seed = 1105): Interview {
  const random = seededRandom(seed);
  const words = vocabulary(random, 3000);
  const rank = zipf(random, words.length, 1.05);
  return speakInterview(wordCount, random, () => words[rank()] as string, { ...SHAPE, substituteRate: 0.1, dropsBelow: 0.13 });
}

/** One letter changed, added or dropped: how a recogniser misspells a word it nearly heard. */
function nearMiss(random: () => number, word: string): string {
  const at = Math.floor(random() * word.length);
  const letter = 'aeioustrnl'[Math.floor(random() * 10)] as string;
  const roll = random();
  if (roll < 0.4 || word.length < 3) return word.slice(0, at) + letter + word.slice(at + 1);
  if (roll < 0.7) return word.slice(0, at) + letter + word.slice(at);
  return word.slice(0, at) + word.slice(at + 1);
}

/**
 * A large-vocabulary corpus (20,000 distinct words, Zipf exponent 0.9: names, places and trades, few words repeating)
 * whose errors are near misses rather than other words: 9% misspelled by a letter, 3% split into two pieces, 3%
 * dropped, 2% inserted.
 */
export function buildLargeVocabularyInterview(wordCount: number, seed = 2000): Interview {
  const random = seededRandom(seed);
  const words = vocabulary(random, 20_000);
  const rank = zipf(random, words.length, 0.9);
  const pick = () => words[rank()] as string;
  const truth: TimedText[] = [];
  const stt: TimedText[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  let clock = SHAPE.firstStart;
  for (let i = 0; i < wordCount; i += 1) {
    const spoken = pick();
    const duration = SHAPE.wordSeconds + 0.05 * spoken.length;
    const word = { start: clock, end: clock + duration };
    const written = random() < SHAPE.punctuationRate ? `${spoken}${random() < 0.5 ? ',' : '.'}` : spoken;
    truth.push({ text: written, ...word });
    line.push(written);
    if (random() < SHAPE.lineBreakRate) {
      lines.push(line.join(' '));
      line = [];
    }
    const roll = random();
    if (roll < 0.09) stt.push({ text: nearMiss(random, spoken), ...word });
    else if (roll < 0.12 && spoken.length > 3) {
      const cut = 1 + Math.floor(random() * (spoken.length - 2));
      const middle = word.start + duration / 2;
      stt.push({ text: spoken.slice(0, cut), start: word.start, end: middle }, { text: spoken.slice(cut), start: middle, end: word.end });
    } else if (roll < 0.15) {
      // dropped
    } else stt.push({ text: spoken, ...word });
    clock = word.end + SHAPE.gapSeconds + random() * SHAPE.gapSpread;
    if (random() < 0.02) {
      stt.push({ text: pick(), start: clock, end: clock + 0.2 });
      clock += 0.25;
    }
  }
  lines.push(line.join(' '));
  return { referenceText: lines.join('\n'), truth, stt };
}

/**
 * Errors clustered rather than spread: a small vocabulary (400 words, Zipf exponent 1.2, so nearly every word
 * repeats), clean speech most of the time, and about once every two minutes a stretch of crosstalk of 20 to 80 words
 * where six words in ten are misheard as other common words; about once every ten minutes the recogniser loses
 * 20 to 60 words outright, and about as often it hears 10 to 40 words of an aside the transcriber left out.
 */
export function buildClusteredErrorInterview(wordCount: number, seed = 4040): Interview {
  const random = seededRandom(seed);
  const words = vocabulary(random, 400);
  const rank = zipf(random, words.length, 1.2);
  const pick = () => words[rank()] as string;
  const truth: TimedText[] = [];
  const stt: TimedText[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  let clock = SHAPE.firstStart;
  let crosstalk = 0;
  let lost = 0;
  for (let i = 0; i < wordCount; i += 1) {
    if (crosstalk === 0 && lost === 0) {
      const roll = random();
      if (roll < 1 / 300) crosstalk = 20 + Math.floor(random() * 60);
      else if (roll < 1 / 300 + 1 / 1500) lost = 20 + Math.floor(random() * 40);
      else if (roll < 1 / 300 + 2 / 1500) {
        const aside = 10 + Math.floor(random() * 30);
        for (let k = 0; k < aside; k += 1) {
          stt.push({ text: pick(), start: clock, end: clock + 0.25 });
          clock += 0.3;
        }
      }
    }
    const spoken = pick();
    const duration = SHAPE.wordSeconds + 0.05 * spoken.length;
    const word = { start: clock, end: clock + duration };
    const written = random() < SHAPE.capitalRate ? spoken.charAt(0).toUpperCase() + spoken.slice(1) : spoken;
    truth.push({ text: written, ...word });
    line.push(written);
    if (random() < SHAPE.lineBreakRate) {
      lines.push(line.join(' '));
      line = [];
    }
    if (lost > 0) lost -= 1;
    else if (crosstalk > 0) {
      crosstalk -= 1;
      const roll = random();
      if (roll < 0.6) stt.push({ text: pick(), ...word });
      else if (roll < 0.7) stt.push({ text: pick(), ...word }, { text: pick(), start: word.end, end: word.end + 0.1 });
      else stt.push({ text: spoken, ...word });
    } else if (random() < 0.02) stt.push({ text: pick(), ...word });
    else stt.push({ text: spoken, ...word });
    clock = word.end + SHAPE.gapSeconds + random() * SHAPE.gapSpread;
  }
  lines.push(line.join(' '));
  return { referenceText: lines.join('\n'), truth, stt };
}
