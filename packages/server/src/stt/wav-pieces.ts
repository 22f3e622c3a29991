// One pocketsphinx_continuous process decodes on one core, so a long recording left whole keeps the other cores idle.
// Cutting the speech WAV into pieces lets one process per core decode them side by side. Each cut falls at the
// quietest stretch near an even split point, so no word is cut in two, and at a sample position, so a word's time in
// its piece plus the piece's start is its exact time in the recording.
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { wavHeader as pcmWavHeader } from '@storykeep/core';

export const SAMPLE_RATE = 16_000;
/** Samples of one 10 ms energy frame. */
const FRAME = SAMPLE_RATE / 100;
/** A recording shorter than this stays whole: the model's start-up would eat most of what splitting saves. */
export const MIN_SPLIT_SECONDS = 60;
/** The shortest even share a piece gets, so each process decodes long enough to be worth starting. */
export const MIN_PIECE_SECONDS = 30;
/** The quiet stretch a cut looks for: 250 ms, longer than the gaps inside most words. */
const WINDOW_FRAMES = 25;
/** How far from the even split point a cut may move: up to 10 s, and a sixth of a piece in short recordings. */
const MAX_SEARCH_FRAMES = 1000;

/** Samples `from` (inclusive) to `to` (exclusive) of the recording. */
export interface Piece {
  from: number;
  to: number;
}

/** How many pieces a recording of `samples` is decoded in, with up to `parallelism` processes. */
export function pieceCount(samples: number, parallelism: number): number {
  if (samples < MIN_SPLIT_SECONDS * SAMPLE_RATE) return 1;
  return Math.max(1, Math.min(Math.floor(parallelism), Math.floor(samples / (MIN_PIECE_SECONDS * SAMPLE_RATE))));
}

/** Mean square of each 10 ms frame (the last one may be shorter); `into` continues a running list. */
export function frameEnergies(samples: Int16Array, into: number[] = []): number[] {
  for (let start = 0; start < samples.length; start += FRAME) {
    const end = Math.min(samples.length, start + FRAME);
    let sum = 0;
    for (let i = start; i < end; i++) sum += (samples[i] ?? 0) * (samples[i] ?? 0);
    into.push(sum / (end - start));
  }
  return into;
}

/**
 * Sample positions where a recording of `samples` (with these frame energies) is cut into `pieces`: for each even
 * split point, the middle of the quietest 250 ms window within the search range around it (nearest the point on a tie).
 */
export function cutPoints(energies: readonly number[], samples: number, pieces: number): number[] {
  if (pieces <= 1) return [];
  const frames = energies.length;
  const prefix = new Float64Array(frames + 1);
  for (let i = 0; i < frames; i++) prefix[i + 1] = (prefix[i] ?? 0) + (energies[i] ?? 0);
  const windowSum = (start: number) => (prefix[start + WINDOW_FRAMES] ?? 0) - (prefix[start] ?? 0);
  const search = Math.min(MAX_SEARCH_FRAMES, Math.floor(frames / pieces / 6));
  const cuts: number[] = [];
  for (let k = 1; k < pieces; k++) {
    const target = Math.round((k * frames) / pieces);
    const first = Math.max(0, target - search - Math.floor(WINDOW_FRAMES / 2));
    const last = Math.min(frames - WINDOW_FRAMES, target + search - Math.floor(WINDOW_FRAMES / 2));
    let best = Math.max(0, target - Math.floor(WINDOW_FRAMES / 2));
    let bestSum = Number.POSITIVE_INFINITY;
    for (let start = first; start <= last; start++) {
      const sum = windowSum(start);
      const closer = Math.abs(start - target) < Math.abs(best - target);
      if (sum < bestSum || (sum === bestSum && closer)) {
        best = start;
        bestSum = sum;
      }
    }
    cuts.push(Math.min(samples, (best + Math.floor(WINDOW_FRAMES / 2)) * FRAME));
  }
  return cuts;
}

/** The pieces between the cuts: every sample in exactly one piece, in order. */
export function piecesBetween(samples: number, cuts: readonly number[]): Piece[] {
  const bounds = [0, ...cuts, samples];
  return bounds.slice(1).map((to, i) => ({ from: bounds[i] ?? 0, to }));
}

/** Where the samples of a 16 kHz mono 16-bit PCM WAV start, and how many there are. */
export async function readWavLayout(path: string): Promise<{ dataOffset: number; samples: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(4096);
    const { bytesRead } = await file.read(header, 0, header.length, 0);
    if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
    for (let at = 12; at + 8 <= bytesRead; ) {
      const id = header.toString('ascii', at, at + 4);
      const chunk = header.readUInt32LE(at + 4);
      if (id === 'fmt ') {
        const pcm = header.readUInt16LE(at + 8) === 1 && header.readUInt16LE(at + 22) === 16;
        if (!pcm || header.readUInt16LE(at + 10) !== 1 || header.readUInt32LE(at + 12) !== SAMPLE_RATE)
          throw new Error('pieces need 16 kHz mono 16-bit PCM');
      }
      // A data size the writer could not fill in (streamed output) reads as "to the end of the file".
      if (id === 'data') return { dataOffset: at + 8, samples: Math.floor(Math.min(chunk, size - at - 8) / 2) };
      at += 8 + chunk + (chunk % 2);
    }
    throw new Error('WAV file without a data chunk');
  } finally {
    await file.close();
  }
}

/** The 10 ms frame energies of a WAV's samples, read in chunks so that a long interview never sits in memory. */
async function energiesOfWav(path: string, layout: { dataOffset: number; samples: number }): Promise<number[]> {
  const file = await open(path, 'r');
  try {
    const energies: number[] = [];
    // A whole number of frames a chunk, so frames never straddle two chunks.
    const buffer = Buffer.alloc(2 * FRAME * 1000);
    for (let done = 0; done < layout.samples; ) {
      const want = Math.min(buffer.length, 2 * (layout.samples - done));
      const { bytesRead } = await file.read(buffer, 0, want, layout.dataOffset + 2 * done);
      if (bytesRead < 2) break;
      const samples = new Int16Array(bytesRead >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(2 * i);
      frameEnergies(samples, energies);
      done += samples.length;
    }
    return energies;
  } finally {
    await file.close();
  }
}

/** A 44-byte header of a 16 kHz mono 16-bit PCM WAV holding `samples`: core's one WAV header writer. */
export function wavHeader(samples: number): Buffer {
  return Buffer.from(pcmWavHeader(SAMPLE_RATE, samples * 2));
}

/** A WAV of one piece's samples, copied byte for byte from the recording. */
async function writePiece(source: string, dataOffset: number, piece: Piece, output: string): Promise<void> {
  const out = createWriteStream(output);
  out.write(wavHeader(piece.to - piece.from));
  // Pieces are never empty: each holds at least two thirds of an even share of 30 s or more.
  await pipeline(createReadStream(source, { start: dataOffset + 2 * piece.from, end: dataOffset + 2 * piece.to - 1 }), out);
}

/**
 * The speech WAV as files for up to `parallelism` recognisers, each with the time (seconds) its first sample has in
 * the recording. A short recording, or one process, is the WAV itself.
 */
export async function wavPieces(wav: string, dir: string, parallelism: number): Promise<{ path: string; offset: number; piece: Piece }[]> {
  const layout = await readWavLayout(wav);
  const count = pieceCount(layout.samples, parallelism);
  if (count <= 1) return [{ path: wav, offset: 0, piece: { from: 0, to: layout.samples } }];
  const pieces = piecesBetween(layout.samples, cutPoints(await energiesOfWav(wav, layout), layout.samples, count));
  return Promise.all(
    pieces.map(async (piece, i) => {
      const path = join(dir, `piece-${i}.wav`);
      await writePiece(wav, layout.dataOffset, piece, path);
      return { path, offset: piece.from / SAMPLE_RATE, piece };
    }),
  );
}
