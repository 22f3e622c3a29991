import { open } from 'node:fs/promises';
import FFT from 'fft.js';

/** Frames per second of every feature track: a 25 ms window every 10 ms, as speech front ends commonly use. */
export const FRAME_RATE = 100;
/** Cepstral coefficients kept per frame (c1…c13; c0, the loudness, is left to speech activity). */
export const CEPSTRA = 13;

const SAMPLE_RATE = 16_000;
const WINDOW = 400;
const HOP = SAMPLE_RATE / FRAME_RATE;
const FFT_SIZE = 512;
const MEL_BANDS = 24;
const PRE_EMPHASIS = 0.97;

/** What speaker separation reads of a recording: per 10 ms frame, its cepstra and its loudness. */
export interface SpeechFeatures {
  frames: number;
  /** `frames × CEPSTRA` values, frame after frame. */
  cepstra: Float32Array;
  /** Log energy (dB) per frame. */
  energy: Float32Array;
}

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular mel filters over the FFT bins, 64 Hz to 7.6 kHz (below the 8 kHz edge of 16 kHz speech). */
function melFilters(): Array<{ first: number; weights: Float64Array }> {
  const low = melOf(64);
  const high = melOf(7600);
  const edges = Array.from(
    { length: MEL_BANDS + 2 },
    (_, i) => (hzOf(low + ((high - low) * i) / (MEL_BANDS + 1)) * FFT_SIZE) / SAMPLE_RATE,
  );
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left = 0, centre = 0, right = 0] = edges.slice(band, band + 3);
    const first = Math.ceil(left);
    const weights = new Float64Array(Math.max(1, Math.floor(right) - first + 1));
    for (let k = 0; k < weights.length; k++) {
      const bin = first + k;
      weights[k] = bin <= centre ? (bin - left) / (centre - left) : Math.max(0, (right - bin) / (right - centre));
    }
    return { first, weights };
  });
}

/** The cosine table of the DCT-II that turns log mel energies into cepstra c1…c13. */
function dctTable(): Float64Array {
  const table = new Float64Array(CEPSTRA * MEL_BANDS);
  for (let c = 0; c < CEPSTRA; c++)
    for (let b = 0; b < MEL_BANDS; b++) table[c * MEL_BANDS + b] = Math.cos((Math.PI * (c + 1) * (b + 0.5)) / MEL_BANDS);
  return table;
}

/** Computes MFCCs and log energy frame by frame; samples are pushed in any chunking. */
export class FeatureExtractor {
  private readonly fft = new FFT(FFT_SIZE);
  private readonly spectrum = this.fft.createComplexArray() as number[];
  private readonly frame = new Float64Array(FFT_SIZE);
  private readonly hamming = Float64Array.from({ length: WINDOW }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WINDOW - 1)));
  private readonly filters = melFilters();
  private readonly dct = dctTable();
  private readonly mel = new Float64Array(MEL_BANDS);
  private pending = new Float32Array(0);
  private cepstra = new Float32Array(CEPSTRA * 1024);
  private energy = new Float32Array(1024);
  private frames = 0;

  /** Adds samples (−1…1, 16 kHz) and computes every frame they complete. */
  push(samples: Float32Array): void {
    const all = new Float32Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    let offset = 0;
    for (; offset + WINDOW <= all.length; offset += HOP) this.addFrame(all, offset);
    this.pending = all.slice(offset);
  }

  /** The features of everything pushed. */
  result(): SpeechFeatures {
    return { frames: this.frames, cepstra: this.cepstra.slice(0, this.frames * CEPSTRA), energy: this.energy.slice(0, this.frames) };
  }

  private addFrame(samples: Float32Array, offset: number): void {
    this.grow();
    const { frame, hamming, spectrum, mel } = this;
    let power = 0;
    for (let i = 0; i < WINDOW; i++) {
      const x = (samples[offset + i] ?? 0) - PRE_EMPHASIS * (samples[offset + i - 1] ?? 0);
      frame[i] = x * (hamming[i] ?? 0);
      power += (samples[offset + i] ?? 0) ** 2;
    }
    frame.fill(0, WINDOW);
    this.fft.realTransform(spectrum, frame);
    for (let b = 0; b < MEL_BANDS; b++) {
      const { first, weights } = this.filters[b] ?? { first: 0, weights: new Float64Array() };
      let sum = 0;
      for (let k = 0; k < weights.length; k++) {
        const re = spectrum[2 * (first + k)] ?? 0;
        const im = spectrum[2 * (first + k) + 1] ?? 0;
        sum += (weights[k] ?? 0) * (re * re + im * im);
      }
      mel[b] = Math.log(sum + 1e-10);
    }
    const base = this.frames * CEPSTRA;
    for (let c = 0; c < CEPSTRA; c++) {
      let sum = 0;
      for (let b = 0; b < MEL_BANDS; b++) sum += (this.dct[c * MEL_BANDS + b] ?? 0) * (mel[b] ?? 0);
      this.cepstra[base + c] = sum;
    }
    this.energy[this.frames] = 10 * Math.log10(power / WINDOW + 1e-10);
    this.frames++;
  }

  private grow(): void {
    if (this.frames < this.energy.length) return;
    const cepstra = new Float32Array(this.cepstra.length * 2);
    cepstra.set(this.cepstra);
    this.cepstra = cepstra;
    const energy = new Float32Array(this.energy.length * 2);
    energy.set(this.energy);
    this.energy = energy;
  }
}

/** Where the samples of a 16-bit PCM WAV file start, after its header chunks. */
async function dataOffset(file: Awaited<ReturnType<typeof open>>): Promise<number> {
  const header = Buffer.alloc(4096);
  const { bytesRead } = await file.read(header, 0, header.length, 0);
  if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  while (at + 8 <= bytesRead) {
    const id = header.toString('ascii', at, at + 4);
    const size = header.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      const format = header.readUInt16LE(at + 8);
      const channels = header.readUInt16LE(at + 10);
      const rate = header.readUInt32LE(at + 12);
      const bits = header.readUInt16LE(at + 22);
      if (format !== 1 || channels !== 1 || rate !== SAMPLE_RATE || bits !== 16)
        throw new Error('speech features need 16 kHz mono 16-bit PCM');
    }
    if (id === 'data') return at + 8;
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}

/**
 * The features of a 16 kHz mono 16-bit WAV (what `speechWav` writes), read in chunks so that an hours-long interview
 * never sits in memory as samples; `onChunk` lets the caller yield between chunks.
 */
export async function featuresOfWav(path: string, onChunk?: () => Promise<void>): Promise<SpeechFeatures> {
  const file = await open(path, 'r');
  try {
    let position = await dataOffset(file);
    const extractor = new FeatureExtractor();
    const buffer = Buffer.alloc(2 * SAMPLE_RATE * 10);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      if (bytesRead < 2) break;
      position += bytesRead;
      const samples = new Float32Array(bytesRead >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(2 * i) / 32768;
      extractor.push(samples);
      await onChunk?.();
    }
    return extractor.result();
  } finally {
    await file.close();
  }
}
