import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { estimateWordDuration } from '../transcript/word-duration.js';
import { type TranscriptRandom, transcriptRandom } from './transcript-random.js';

const VOCABULARY = (
  'the and a to of i was in that it we my he they you her there had with but for on so were what when his she ' +
  'went remember mother father school house farm town war church river winter summer year years children work ' +
  'worked family always never back then just really very little big old new down up out about over after before ' +
  'time day days night morning people everybody nobody something nothing going came come used would could should ' +
  'know knew think thought told said tell say home road train ship mill store brother sister grandmother uncle ' +
  'neighbours kitchen garden field horses cows letter letters music dance dances wedding funeral war-time ' +
  'hard good bad long short early late first last because until while where which who how why again only'
).split(' ');

/** What `generateTranscript` builds. */
export interface GenerateTranscriptOptions {
  /** Number of words in the whole transcript (about 2.7 words per second of speech). */
  words: number;
  seed: number;
  /** Speaker names; the first asks short questions, the others answer at length. */
  speakers?: readonly string[];
  /** Media time of the first word, in seconds. */
  start?: number;
}

/**
 * A realistic, well-formed interview transcript: an interviewer's short questions and long answers, sentences with
 * punctuation, word timings in whole milliseconds, and paragraphs split at turns and at long pauses.
 */
export function generateTranscript(options: GenerateTranscriptOptions): Transcript {
  const random = transcriptRandom(options.seed);
  const speakers = options.speakers ?? ['Interviewer', 'Narrator'];
  const paragraphs: Paragraph[] = [];
  let clock = Math.round((options.start ?? 0) * 1000);
  let remaining = options.words;
  let turn = 0;
  while (remaining > 0) {
    const speaker = speakers[turn % speakers.length] ?? 'Speaker';
    const turnWords = Math.min(remaining, turn % speakers.length === 0 ? random.int(4, 30) : random.int(30, 420));
    let words: Word[] = [];
    for (let i = 0; i < turnWords; i++) {
      const { word, pauseAfter } = nextWord(random, clock, i === 0 || endsSentence(words[words.length - 1]));
      words.push(word);
      clock = Math.round(word.end * 1000) + pauseAfter;
      if (pauseAfter > 1200 && words.length >= 20 && i < turnWords - 1) {
        paragraphs.push(paragraphOf(speaker, words));
        words = [];
      }
    }
    if (words.length > 0) paragraphs.push(paragraphOf(speaker, words));
    clock += random.int(300, 1500);
    remaining -= turnWords;
    turn += 1;
  }
  return { paragraphs };
}

function nextWord(random: TranscriptRandom, clockMs: number, capitalise: boolean): { word: Word; pauseAfter: number } {
  let text = random.pick(VOCABULARY);
  if (capitalise) text = text.charAt(0).toUpperCase() + text.slice(1);
  let pauseAfter = random.chance(0.85) ? random.int(0, 60) : random.int(60, 300);
  if (random.chance(0.08)) {
    text += random.pick(['.', '.', '.', '?', '!']);
    pauseAfter = random.chance(0.25) ? random.int(1200, 2400) : random.int(250, 800);
  } else if (random.chance(0.07)) {
    text += ',';
    pauseAfter = random.int(100, 500);
  }
  const durationMs = Math.max(60, Math.round(estimateWordDuration(text) * 1000 * (0.55 + random.next() * 0.4)));
  return { word: { text, start: clockMs / 1000, end: (clockMs + durationMs) / 1000 }, pauseAfter };
}

function endsSentence(word: Word | undefined): boolean {
  return word !== undefined && /[.?!]$/.test(word.text);
}

function paragraphOf(speaker: string, words: Word[]): Paragraph {
  const start = words[0]?.start ?? 0;
  const end = words[words.length - 1]?.end ?? start;
  return { speaker, start, end, children: [{ text: words.map((word) => word.text).join(' '), words }] };
}

/** How `generateRawTranscript` damages a generated transcript. */
export interface GenerateRawTranscriptOptions extends GenerateTranscriptOptions {
  /** Share of words and paragraphs given one flaw (missing timing, overlap, start after end, no speaker). */
  flawRate: number;
}

/**
 * A transcript as a careless recogniser might send it: a generated transcript with missing timings, overlapping
 * and reversed times, and paragraphs without a speaker, for exercising normalisation and diagnostics.
 */
export function generateRawTranscript(options: GenerateRawTranscriptOptions): { paragraphs: unknown[] } {
  const random = transcriptRandom(options.seed ^ 0x5eed);
  const clean = generateTranscript(options);
  const paragraphs = clean.paragraphs.map((paragraph): Record<string, unknown> => {
    const children = paragraph.children.map((child) => ({
      text: child.text,
      words: child.words.map((word) => flawed(random, word, options.flawRate)),
    }));
    return flawed(random, { ...paragraph, children }, options.flawRate);
  });
  return { paragraphs };
}

function flawed<T extends { start: number; end: number }>(random: TranscriptRandom, item: T, rate: number): Record<string, unknown> {
  if (!random.chance(rate)) return { ...item };
  const copy: Record<string, unknown> = { ...item };
  switch (random.int(0, 4)) {
    case 0:
      delete copy.start;
      break;
    case 1:
      copy.end = null;
      break;
    case 2:
      copy.start = item.start - random.int(1, 3000) / 1000;
      break;
    case 3:
      copy.start = item.end + random.int(1, 500) / 1000;
      break;
    default:
      if ('speaker' in copy) copy.speaker = null;
      else copy.start = String(item.start);
  }
  return copy;
}
