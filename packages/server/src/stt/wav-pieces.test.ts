import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../testing/media-fixtures.js';
import { cutPoints, frameEnergies, pieceCount, piecesBetween, readWavLayout, SAMPLE_RATE, wavHeader, wavPieces } from './wav-pieces.js';

/** `seconds` of loud seeded noise standing in for speech, silent over each [from, to) gap (seconds). */
function speechWithGaps(seconds: number, gaps: [number, number][]): Int16Array {
  const samples = new Int16Array(seconds * SAMPLE_RATE);
  let state = 12345;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const t = i / SAMPLE_RATE;
    const silent = gaps.some(([from, to]) => t >= from && t < to);
    samples[i] = silent ? 0 : Math.round((state / 2147483648 - 0.5) * 16000);
  }
  return samples;
}

const cutsOf = (samples: Int16Array, pieces: number) => cutPoints(frameEnergies(samples), samples.length, pieces);

describe('cutting a recording into pieces', () => {
  it('cuts inside the silent gap near each even split point, not at the point itself', () => {
    const audio = speechWithGaps(90, [
      [27.2, 27.5],
      [41.3, 41.7],
      [63.1, 63.4],
    ]);
    const [cut] = cutsOf(audio, 2);
    expect(cut).toBeGreaterThanOrEqual(41.3 * SAMPLE_RATE);
    expect(cut).toBeLessThan(41.7 * SAMPLE_RATE);
    const three = cutsOf(audio, 3);
    expect(three).toHaveLength(2);
    expect(three[0]).toBeGreaterThanOrEqual(27.2 * SAMPLE_RATE);
    expect(three[0]).toBeLessThan(27.5 * SAMPLE_RATE);
    expect(three[1]).toBeGreaterThanOrEqual(63.1 * SAMPLE_RATE);
    expect(three[1]).toBeLessThan(63.4 * SAMPLE_RATE);
  });

  it('keeps a recording of under a minute whole, and gives every piece at least 30 s', () => {
    expect(pieceCount(59 * SAMPLE_RATE, 4)).toBe(1);
    expect(cutsOf(speechWithGaps(59, [[30, 31]]), pieceCount(59 * SAMPLE_RATE, 4))).toEqual([]);
    expect(pieceCount(90 * SAMPLE_RATE, 1)).toBe(1);
    expect(pieceCount(61 * SAMPLE_RATE, 4)).toBe(2);
    expect(pieceCount(90 * SAMPLE_RATE, 4)).toBe(3);
    expect(pieceCount(3600 * SAMPLE_RATE, 4)).toBe(4);
    expect(pieceCount(3600 * SAMPLE_RATE, 2)).toBe(2);
  });

  it('cuts near the even split point when the audio has no gap there', () => {
    const cuts = cutsOf(speechWithGaps(120, []), 4);
    expect(cuts).toHaveLength(3);
    for (const [k, cut] of cuts.entries()) expect(Math.abs(cut - (k + 1) * 30 * SAMPLE_RATE)).toBeLessThanOrEqual(10 * SAMPLE_RATE);
  });

  it('puts every sample in exactly one piece, in order', () => {
    const samples = 90 * SAMPLE_RATE + 37;
    const pieces = piecesBetween(samples, [30 * SAMPLE_RATE + 5, 61 * SAMPLE_RATE]);
    expect(pieces[0]?.from).toBe(0);
    expect(pieces.at(-1)?.to).toBe(samples);
    for (const [i, piece] of pieces.entries()) {
      expect(piece.to).toBeGreaterThan(piece.from);
      if (i > 0) expect(piece.from).toBe(pieces[i - 1]?.to);
    }
    expect(piecesBetween(samples, [])).toEqual([{ from: 0, to: samples }]);
  });
});

describe('pieces of a WAV file', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-pieces-'));
  });
  afterAll(() => cleanup());

  it('writes pieces whose samples, joined, are the recording byte for byte, each with its start as offset', async () => {
    const audio = speechWithGaps(75, [[37, 37.4]]);
    const pcm = Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
    // A LIST chunk before the samples, as ffmpeg writes: the samples are found after it.
    const list = Buffer.concat([Buffer.from('LIST', 'ascii'), Buffer.from([6, 0, 0, 0]), Buffer.from('INFOab', 'ascii')]);
    const header = wavHeader(audio.length);
    header.writeUInt32LE(36 + list.length + pcm.length, 4);
    const wav = join(dir, 'speech.wav');
    await writeFile(wav, Buffer.concat([header.subarray(0, 36), list, header.subarray(36), pcm]));
    expect(await readWavLayout(wav)).toEqual({ dataOffset: 44 + list.length, samples: audio.length });

    const pieces = await wavPieces(wav, dir, 4);
    expect(pieces).toHaveLength(2);
    const joined: Buffer[] = [];
    for (const piece of pieces) {
      const bytes = await readFile(piece.path);
      expect(await readWavLayout(piece.path)).toEqual({ dataOffset: 44, samples: piece.piece.to - piece.piece.from });
      expect(piece.offset).toBe(piece.piece.from / SAMPLE_RATE);
      joined.push(bytes.subarray(44));
    }
    expect(Buffer.concat(joined).equals(pcm)).toBe(true);
    expect(pieces[1]?.offset).toBeGreaterThanOrEqual(37);
    expect(pieces[1]?.offset).toBeLessThan(37.4);
  });

  it('leaves a short recording as it is', async () => {
    const audio = speechWithGaps(20, []);
    const wav = join(dir, 'short.wav');
    await writeFile(wav, Buffer.concat([wavHeader(audio.length), Buffer.from(audio.buffer)]));
    expect(await wavPieces(wav, dir, 4)).toEqual([{ path: wav, offset: 0, piece: { from: 0, to: audio.length } }]);
  });
});
