import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** A line the synthesizer spoke: its length in seconds and when (from the line's start) each word was said. */
export interface SpokenLine {
  duration: number;
  words: TimedWord[];
}

/** The flite voice of each demo role: two voices, so the two speakers are told apart by ear. */
export const DEMO_VOICES = { interviewer: 'slt', narrator: 'rms' } as const;

/** What flite reads aloud: plain ASCII, since curly apostrophes make it spell the word out. */
function speakable(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'");
}

/** A word as flite's lexicon looks it up: lower case, no punctuation around it. */
function bare(word: string): string {
  return speakable(word)
    .toLowerCase()
    .replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '');
}

/** Phones flite says for each word said alone: a sentence's phone timings are cut into words with them. */
export async function phoneCounts(words: string[], voice: string): Promise<number[]> {
  // One call for the whole line: each word said as a sentence of its own comes back between two pauses.
  const { stdout } = await exec('flite', ['-voice', voice, '-pr', 'Segment', '-t', words.map((w) => `${bare(w)}.`).join(' '), 'none']);
  const groups = stdout
    .trim()
    .split(/\bpau\b/)
    .map((g) => g.trim())
    .filter((g) => g !== '')
    .map((g) => g.split(/\s+/).length);
  // A word flite says with a pause inside, or not at all, breaks the grouping: no counts, so the caller shares by letters.
  return groups.length === words.length ? groups : [];
}

/** Parses flite's `-psdur` output ("pau:0.177 ay:0.320 …", each phone with its end time) into spans. */
export function phoneSpans(psdur: string): { phone: string; start: number; end: number }[] {
  const spans: { phone: string; start: number; end: number }[] = [];
  let previous = 0;
  for (const token of psdur.trim().split(/\s+/)) {
    const [phone, end] = token.split(':');
    const seconds = Number(end);
    if (!phone || !Number.isFinite(seconds)) continue;
    spans.push({ phone, start: previous, end: seconds });
    previous = seconds;
  }
  return spans;
}

/**
 * Word timings from the synthesizer's own phone timings: each word takes as many of the sentence's phones as flite
 * says for it alone. When the counts disagree (a word said differently in context), the spoken stretch is shared out
 * by letters instead, so every word still gets a time inside the line.
 */
export function timeWords(words: string[], phones: { phone: string; start: number; end: number }[], counts: number[]): TimedWord[] {
  const spoken = phones.filter((p) => p.phone !== 'pau');
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (spoken.length > 0 && total === spoken.length && counts.length === words.length && counts.every((n) => n > 0)) {
    let at = 0;
    return words.map((text, i) => {
      const first = spoken[at];
      at += counts[i] ?? 0;
      const last = spoken[at - 1];
      return { text, start: first?.start ?? 0, end: last?.end ?? 0 };
    });
  }
  const begin = spoken[0]?.start ?? 0;
  const finish = spoken.at(-1)?.end ?? phones.at(-1)?.end ?? 0;
  const letters = words.reduce((sum, w) => sum + Math.max(1, bare(w).length), 0);
  let cursor = begin;
  return words.map((text) => {
    const share = ((finish - begin) * Math.max(1, bare(text).length)) / letters;
    const word = { text, start: cursor, end: cursor + share };
    cursor += share;
    return word;
  });
}

/** Seconds of sound in a PCM WAV file, from its header. */
export async function wavDuration(path: string): Promise<number> {
  const bytes = await readFile(path);
  const byteRate = bytes.readUInt32LE(28);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'data') return Math.min(size, bytes.length - offset - 8) / byteRate;
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${path} has no data chunk`);
}

/** Speaks one line into a WAV file with a flite voice, and says when each of its words was said. */
export async function speakLine(text: string, voice: string, wavPath: string): Promise<SpokenLine> {
  const { stdout } = await exec('flite', ['-voice', voice, '-psdur', '-t', speakable(text), '-o', wavPath]);
  const words = text.split(/\s+/).filter((w) => w !== '');
  const counts = await phoneCounts(words, voice);
  return { duration: await wavDuration(wavPath), words: timeWords(words, phoneSpans(stdout), counts) };
}
