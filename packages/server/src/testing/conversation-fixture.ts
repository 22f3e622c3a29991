// A recording of flite voices taking turns, made on the spot, with the truth of who spoke when.
import { writeFile } from 'node:fs/promises';
import type { SpeakerSegment } from '@storykeep/core';
import { runProcess } from '../media/run-process.js';

const RATE = 16_000;

export interface Turn {
  voice: 'rms' | 'slt' | 'awb' | 'kal16';
  text: string;
  /** Silence before this turn (s), instead of the conversation's usual pause. */
  pauseBefore?: number;
}

/** 16 kHz mono 16-bit WAV bytes of `samples`. */
function wavBytes(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/**
 * The turns spoken one after another with `pause` seconds between them, as a 16 kHz mono WAV at `output`, and each
 * turn's stretch of voice (flite's own lead-in and tail silences left out) named by its voice.
 */
export async function conversationWav(turns: readonly Turn[], output: string, pause = 0.8): Promise<SpeakerSegment[]> {
  const pieces: Int16Array[] = [];
  const truth: SpeakerSegment[] = [];
  let samples = 0;
  for (const [i, turn] of turns.entries()) {
    const silence = Math.round((turn.pauseBefore ?? pause) * RATE);
    pieces.push(new Int16Array(silence));
    samples += silence;
    const wav = `${output}.turn-${i}.wav`;
    await runProcess('flite', ['-voice', turn.voice, '-t', turn.text, '-o', wav]);
    const { stdout } = await runProcess('ffmpeg', ['-v', 'error', '-i', wav, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-']);
    const audio = new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
    const first = Math.max(
      0,
      audio.findIndex((x) => Math.abs(x) > 200),
    );
    let last = audio.length - 1;
    while (last > 0 && Math.abs(audio[last] ?? 0) <= 200) last--;
    truth.push({ start: (samples + first) / RATE, end: (samples + last + 1) / RATE, speaker: turn.voice });
    pieces.push(audio);
    samples += audio.length;
  }
  pieces.push(new Int16Array(Math.round(pause * RATE)));
  samples += Math.round(pause * RATE);
  const all = new Int16Array(samples);
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  await writeFile(output, wavBytes(all));
  return truth;
}

/** Interviewer (rms) and narrator (slt) taking three turns: the two-voice recording of the server's tests. */
export const TWO_VOICES: Turn[] = [
  { voice: 'rms', text: 'Where did you grow up, and what do you remember about the house?' },
  { voice: 'slt', text: 'I grew up on a farm near the river. There were four rooms and a big black stove in the kitchen.' },
  { voice: 'rms', text: 'How did your parents meet each other?' },
  { voice: 'slt', text: 'They met at a dance in the church hall one summer evening, and my father played the fiddle.' },
];
