// Seeded conversations of flite voices taking turns, with the truth of who spoke when: the speech benchmark's corpus.
// Nothing is kept in the repository; the same seed makes the same recording on every run.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SpeakerSegment, wavHeader } from '@storykeep/core';
import { seededRandom } from './interview.fixture.js';

/** Sentences an oral-history interview could hold, in words pocketsphinx's dictionary knows. */
const SENTENCES = [
  'my grandmother was born on a farm near the river in the spring',
  'she walked three miles to school every morning and helped with the cows after dark',
  'when the flood came the whole family moved to the city',
  'her father found work at the mill and her mother took in washing',
  'we still have the photographs she kept in a tin box under the stairs',
  'what do you remember about the house where you grew up',
  'there were four rooms and a kitchen with a big black stove',
  'how did your parents meet each other',
  'they met at a dance in the church hall one summer evening',
  'my father played the fiddle and everybody came to listen',
  'can you tell me about your first job',
  'i worked at the bakery on main street before the sun came up',
  'the owner gave us bread to take home at the end of the week',
  'who were your closest friends in those years',
  'we used to swim in the lake and ride our bicycles to the station',
  'the winters were long and the snow came up to the windows',
  'why did you decide to leave the town',
  'there was no work after the factory closed its doors',
  'i took the train to the coast with one suitcase and a letter',
  'what was the hardest part of starting over',
  'i missed my brothers and the sound of the church bells on sunday',
  'we wrote letters every month for many years',
  'the neighbours helped each other when times were hard',
  'tell me about the day your first child was born',
  'it was raining and the doctor came on a horse from the next village',
  'we named her after my mother who had died that winter',
  'my husband built the table we still eat at today',
  'the market on saturday was the best day of the week',
  'we sold eggs and butter and bought sugar and cloth',
  'what would you like your grandchildren to know',
  'work hard and be kind and never forget where you come from',
];

export type FliteVoice = 'rms' | 'slt' | 'awb' | 'kal16';

export interface Conversation {
  wav: string;
  seconds: number;
  /** Who spoke when, trimmed to the voice (flite's own lead-in and tail silences left out). */
  truth: SpeakerSegment[];
  /** Each voice's words, in order. */
  words: Map<string, string>;
  /** Each turn's words, in spoken order. */
  turns: string[];
}

const RATE = 16_000;

/** flite speaking `text` in `voice`, as 16 kHz mono samples. */
function spoken(text: string, voice: FliteVoice, dir: string): Int16Array {
  const wav = join(dir, 'turn.wav');
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', wav]);
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'], {
    maxBuffer: 1 << 28,
  });
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length >> 1);
}

/**
 * A conversation of `voices` taking turns of 2–40 s (never the same voice twice in a row) with 0.3–1.5 s pauses,
 * about `minutes` long, over a faint seeded hiss so no stretch is digital silence.
 */
export function conversation(voices: readonly FliteVoice[], minutes: number, seed: number, dir: string): Conversation {
  const random = seededRandom(seed);
  const chunks: Int16Array[] = [];
  const truth: SpeakerSegment[] = [];
  const words = new Map<string, string[]>(voices.map((v) => [v, []]));
  const turns: string[] = [];
  let samples = 0;
  // Every voice speaks early on (a shuffled first round), then any voice but the one before takes the next turn.
  const firstRound = [...voices].sort(() => random() - 0.5);
  let turn = 0;
  let voice = firstRound[0] ?? 'rms';
  const silence = (seconds: number) => {
    chunks.push(new Int16Array(Math.round(seconds * RATE)));
    samples += Math.round(seconds * RATE);
  };
  silence(0.5);
  while (samples < minutes * 60 * RATE) {
    const target = 2 + random() * 38;
    const sentences: string[] = [];
    // flite says about 2.8 words a second.
    while (sentences.join(' ').split(' ').length < target * 2.8 || sentences.length === 0)
      sentences.push(SENTENCES[Math.floor(random() * SENTENCES.length)] ?? '');
    const text = sentences.map((s) => `${s}.`).join(' ');
    const audio = spoken(text, voice, dir);
    let first = audio.findIndex((x) => Math.abs(x) > 200);
    let last = audio.length - 1;
    while (last > 0 && Math.abs(audio[last] ?? 0) <= 200) last--;
    if (first < 0) first = 0;
    truth.push({ start: (samples + first) / RATE, end: (samples + last + 1) / RATE, speaker: voice });
    words.get(voice)?.push(...sentences);
    turns.push(sentences.join(' '));
    chunks.push(audio);
    samples += audio.length;
    silence(0.3 + random() * 1.2);
    turn++;
    const others = voices.filter((v) => v !== voice);
    voice = firstRound[turn] ?? others[Math.floor(random() * others.length)] ?? voice;
  }
  silence(0.5);
  const all = new Int16Array(samples);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  for (let i = 0; i < all.length; i++) all[i] = Math.max(-32768, Math.min(32767, (all[i] ?? 0) + Math.round((random() - 0.5) * 8)));
  const wav = join(dir, `conversation-${voices.join('-')}-${seed}.wav`);
  writeFileSync(wav, Buffer.concat([Buffer.from(wavHeader(RATE, all.length * 2)), Buffer.from(all.buffer)]));
  return { wav, seconds: samples / RATE, truth, words: new Map([...words].map(([v, w]) => [v, w.join(' ')])), turns };
}
