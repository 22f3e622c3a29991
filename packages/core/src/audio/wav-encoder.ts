import { WAV_BITS_PER_SAMPLE, WAV_CHANNELS } from '../util/constants.js';

/** Bytes of the RIFF/WAVE header written before the samples. */
export const WAV_HEADER_BYTES = 44;

/**
 * The data size written while the length is not known yet (a recording whose first bytes are stored, and maybe
 * uploaded, before it ends): readers such as ffmpeg then read the samples to the end of the file.
 */
export const WAV_UNKNOWN_LENGTH = 0xffff_ffff;

const BYTES_PER_SAMPLE = WAV_BITS_PER_SAMPLE / 8;

/** A decoded WAV file's format and samples. */
export interface DecodedWav {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  samples: Int16Array;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/**
 * The 44-byte RIFF/WAVE header of mono 16-bit PCM at `sampleRate`, for `dataBytes` bytes of samples; without
 * `dataBytes`, the sizes say "unknown" (`WAV_UNKNOWN_LENGTH`) so the samples can follow as they are recorded.
 */
export function wavHeader(sampleRate: number, dataBytes?: number): ArrayBuffer {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`Bad sample rate ${sampleRate}`);
  const header = new ArrayBuffer(WAV_HEADER_BYTES);
  const view = new DataView(header);
  const blockAlign = WAV_CHANNELS * BYTES_PER_SAMPLE;
  const known = dataBytes !== undefined && dataBytes + WAV_HEADER_BYTES - 8 < WAV_UNKNOWN_LENGTH;
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, known ? (dataBytes as number) + WAV_HEADER_BYTES - 8 : WAV_UNKNOWN_LENGTH, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // the PCM format chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, WAV_CHANNELS, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // bytes per second
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, WAV_BITS_PER_SAMPLE, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, known ? (dataBytes as number) : WAV_UNKNOWN_LENGTH, true);
  return header;
}

/** Float samples (-1…1, as Web Audio gives them; anything beyond is clipped) as 16-bit little-endian PCM bytes. */
export function pcm16Bytes(samples: Float32Array): ArrayBuffer {
  const bytes = new ArrayBuffer(samples.length * BYTES_PER_SAMPLE);
  const view = new DataView(bytes);
  for (let i = 0; i < samples.length; i += 1) {
    const sample = samples[i] as number;
    // NaN is silence; -1 maps to -32768 and 1 to 32767, so both ends of the range are reached and none wraps.
    const clipped = Number.isNaN(sample) ? 0 : Math.max(-1, Math.min(1, sample));
    view.setInt16(i * BYTES_PER_SAMPLE, clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff), true);
  }
  return bytes;
}

/** A whole mono 16-bit WAV file of the samples at `sampleRate`, its header giving the exact length. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const data = pcm16Bytes(samples);
  const file = new Uint8Array(WAV_HEADER_BYTES + data.byteLength);
  file.set(new Uint8Array(wavHeader(sampleRate, data.byteLength)), 0);
  file.set(new Uint8Array(data), WAV_HEADER_BYTES);
  return file.buffer;
}

/** Reads a 44-byte-header PCM WAV file (an unknown length reads the samples to the end). */
export function decodeWav(file: ArrayBuffer): DecodedWav {
  const view = new DataView(file);
  const tag = (offset: number) => String.fromCharCode(...new Uint8Array(file, offset, 4));
  if (file.byteLength < WAV_HEADER_BYTES || tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(12) !== 'fmt ' || tag(36) !== 'data')
    throw new Error('Not a PCM WAV file');
  const bitsPerSample = view.getUint16(34, true);
  const declared = view.getUint32(40, true);
  const available = file.byteLength - WAV_HEADER_BYTES;
  const dataBytes = declared === WAV_UNKNOWN_LENGTH ? available : Math.min(declared, available);
  const samples = new Int16Array(Math.floor(dataBytes / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(WAV_HEADER_BYTES + i * 2, true);
  return { sampleRate: view.getUint32(24, true), channels: view.getUint16(22, true), bitsPerSample, samples };
}
