// A four-hour interview in everyday English for the alignment benchmark: the words are the most common ones, drawn
// with a Zipf distribution (a few words make up much of the text, as in speech), so matching has to cope with many
// repeats. The recogniser substitutes 8% of words, drops 4%, inserts 3% extra, and says years written as digits.
import { type Interview, seededRandom, speakInterview } from './interview.fixture.js';

const COMMON = `the and i to a of that it was in we you he they my she but so had there with for on what
were is be at this have all not do when as me one her them about like just would know then out his up from
our if there's or said no time were very people because could get went back years go did think old got some
home us school family mother father out little two house first see well work how been said more where then
came down by into over three remember after day who used only way made an good man year those things much
war never children other any didn't can around also still told come again place long before town three new
live lived big little off away life day days always church farm brother sister friends married night later
left four five six seven eight nine ten young grandmother grandfather worked working something nothing every
kind didn't wasn't right let own while same great hard city country river water road store money car job
called find take took give gave tell mean really yes oh okay course well sure maybe because through until
each both those these whole part mother's father's boy girl girls boys women men woman around near summer
winter spring fall morning evening war army navy soldiers came coming going gone looked looking saw seen
food bread milk garden field fields horse horses cow cows chickens kitchen table room rooms door window
street neighbours neighbour teacher teachers class church sunday christmas wedding funeral music dance`
  .split(/\s+/)
  .filter((word, i, all) => word.length > 0 && all.indexOf(word) === i);

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function spokenYear(year: number): string[] {
  const low = year % 100;
  const tens = Math.floor(low / 10);
  if (low === 0) return ['nineteen', 'hundred'];
  if (low < 10) return ['nineteen', 'oh', UNITS[low] as string];
  if (low < 20)
    return [
      'nineteen',
      ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][low - 10] as string,
    ];
  return ['nineteen', TENS[tens] as string, ...(low % 10 ? [UNITS[low % 10] as string] : [])];
}

/** Draws word ranks with probability proportional to 1 / rank. */
function zipf(random: () => number, n: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
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

/**
 * An interview of `wordCount` reference words of everyday English at about 2.5 words a second, with the recogniser's
 * errors: 8% substituted, 4% dropped, 3% inserted; about one word in 200 is a year written as digits and heard
 * as words.
 */
export function buildCommonWordInterview(wordCount: number, seed = 1952): Interview {
  const random = seededRandom(seed);
  const rank = zipf(random, COMMON.length);
  const pick = () => COMMON[rank()] as string;
  return speakInterview(wordCount, random, pick, {
    firstStart: 0.8,
    firstYear: 1900,
    years: 100,
    wordSeconds: 0.12,
    capitalRate: 0.07,
    punctuationRate: 0.1,
    commaShare: 0.6,
    lineBreakRate: 0.012,
    substituteRate: 0.08,
    dropsBelow: 0.12,
    gapSeconds: 0.04,
    gapSpread: 0.25,
    sayYear: spokenYear,
  });
}

/** The everyday words the generated interviews draw from, most common first. */
export const COMMON_WORDS: readonly string[] = COMMON;
