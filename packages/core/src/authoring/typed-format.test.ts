import { describe, expect, it } from 'vitest';
import { typedTranscriptFormat } from './typed-format.js';

describe('typedTranscriptFormat', () => {
  it('trusts a known extension', () => {
    expect(typedTranscriptFormat('anything', 'Interview.VTT')).toBe('vtt');
    expect(typedTranscriptFormat('WEBVTT\n', 'notes.srt')).toBe('srt');
    expect(typedTranscriptFormat('1\n00:00:01,000 --> 00:00:02,000\nHi', 'notes.txt')).toBe('text');
  });

  it('reads pasted text by its header or timings', () => {
    expect(typedTranscriptFormat('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBe('vtt');
    expect(typedTranscriptFormat('WEBVTT - my notes\n')).toBe('vtt');
    expect(typedTranscriptFormat('1\n00:00:01,000 --> 00:00:02,500\nHello')).toBe('srt');
    expect(typedTranscriptFormat('Clara: we started at six --> then the looms')).toBe('text');
    expect(typedTranscriptFormat('WEBVTTX is not a header')).toBe('text');
  });
});
