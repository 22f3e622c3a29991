import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, pcm16Bytes, WAV_HEADER_BYTES, WAV_UNKNOWN_LENGTH, wavHeader } from './wav-encoder.js';

const sampleRates = fc
  .constantFrom(8000, 16_000, 22_050, 44_100, 48_000, 96_000)
  .chain((common) => fc.oneof(fc.constant(common), fc.integer({ min: 1, max: 384_000 })));
const floats = fc.float32Array({ maxLength: 2000, noNaN: false });
const inRange = fc.float32Array({ min: -1, max: 1, noNaN: true, maxLength: 2000 });

const ascii = (file: ArrayBuffer, offset: number) => String.fromCharCode(...new Uint8Array(file, offset, 4));

describe('the WAV encoder', () => {
  it('writes a RIFF/WAVE header for mono 16-bit PCM at the real sample rate and the exact length', () => {
    fc.assert(
      fc.property(floats, sampleRates, (samples, sampleRate) => {
        const file = encodeWav(samples, sampleRate);
        const view = new DataView(file);
        expect(file.byteLength).toBe(WAV_HEADER_BYTES + samples.length * 2);
        expect([ascii(file, 0), ascii(file, 8), ascii(file, 12), ascii(file, 36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
        expect(view.getUint32(4, true)).toBe(file.byteLength - 8);
        expect(view.getUint32(16, true)).toBe(16);
        expect(view.getUint16(20, true)).toBe(1);
        expect(view.getUint16(22, true)).toBe(1);
        expect(view.getUint32(24, true)).toBe(sampleRate);
        expect(view.getUint32(28, true)).toBe(sampleRate * 2);
        expect(view.getUint16(32, true)).toBe(2);
        expect(view.getUint16(34, true)).toBe(16);
        expect(view.getUint32(40, true)).toBe(samples.length * 2);
      }),
    );
  });

  it('clips every sample into 16 bits, keeps its sign, and reaches both ends of the range', () => {
    fc.assert(
      fc.property(floats, (samples) => {
        const pcm = new Int16Array(pcm16Bytes(samples));
        expect(pcm.length).toBe(samples.length);
        for (const [i, sample] of samples.entries()) {
          const value = pcm[i] as number;
          if (Number.isNaN(sample)) expect(value).toBe(0);
          else if (sample >= 1) expect(value).toBe(32_767);
          else if (sample <= -1) expect(value).toBe(-32_768);
          else {
            expect(Math.sign(value) === Math.sign(sample) || value === 0).toBe(true);
            expect(Math.abs(value / (sample < 0 ? 0x8000 : 0x7fff) - sample)).toBeLessThanOrEqual(0.5 / 0x7fff);
          }
        }
      }),
    );
  });

  it('decodes back to the same format and samples (within one step of 16 bits)', () => {
    fc.assert(
      fc.property(inRange, sampleRates, (samples, sampleRate) => {
        const decoded = decodeWav(encodeWav(samples, sampleRate));
        expect({ sampleRate: decoded.sampleRate, channels: decoded.channels, bitsPerSample: decoded.bitsPerSample }).toEqual({
          sampleRate,
          channels: 1,
          bitsPerSample: 16,
        });
        expect(decoded.samples.length).toBe(samples.length);
        for (const [i, sample] of samples.entries()) {
          const back = (decoded.samples[i] as number) / (sample < 0 ? 0x8000 : 0x7fff);
          expect(Math.abs(back - sample)).toBeLessThanOrEqual(1 / 0x7fff);
        }
      }),
    );
  });

  it('while recording, says the length is unknown, and the slices joined after it decode as one file', () => {
    fc.assert(
      fc.property(fc.array(inRange, { maxLength: 6 }), sampleRates, (slices, sampleRate) => {
        const header = wavHeader(sampleRate);
        expect(new DataView(header).getUint32(4, true)).toBe(WAV_UNKNOWN_LENGTH);
        expect(new DataView(header).getUint32(40, true)).toBe(WAV_UNKNOWN_LENGTH);
        const parts = [new Uint8Array(header), ...slices.map((slice) => new Uint8Array(pcm16Bytes(slice)))];
        const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const part of parts) {
          joined.set(part, at);
          at += part.length;
        }
        const whole = new Float32Array(slices.flatMap((slice) => [...slice]));
        expect(decodeWav(joined.buffer).samples).toEqual(new Int16Array(pcm16Bytes(whole)));
        expect(decodeWav(joined.buffer).sampleRate).toBe(sampleRate);
      }),
    );
  });

  it('refuses a sample rate that is not a positive whole number, and a file that is not WAV', () => {
    expect(() => wavHeader(0)).toThrow(RangeError);
    expect(() => wavHeader(44_100.5)).toThrow(RangeError);
    expect(() => decodeWav(new ArrayBuffer(44))).toThrow('Not a PCM WAV file');
  });
});
