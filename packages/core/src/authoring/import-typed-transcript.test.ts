import { describe, expect, it } from 'vitest';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { paragraphText, paragraphWords, tokenize } from '../transcript/tokens.js';
import { importTypedTranscript } from './import-typed-transcript.js';
import { parseCues } from './typed-cues.js';

function expectWellTimed(transcript: Transcript): void {
  let previousEnd = 0;
  for (const paragraph of transcript.paragraphs) {
    const words = paragraphWords(paragraph);
    expect(tokenize(paragraphText(paragraph)).map((t) => t.text)).toEqual(words.map((w) => w.text));
    for (const word of words) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      previousEnd = word.end;
    }
  }
}

const recognised = (text: string, speaker = 'Speaker 1'): Transcript => {
  const words = text.split(' ').map((word, i) => ({ text: word, start: i, end: i + 0.8 }));
  return { paragraphs: [{ speaker, start: 0, end: words.length, children: [{ text, words }] }] };
};

describe('importTypedTranscript', () => {
  it('times plain text from the recognised words, one paragraph a line, speakers from labels', () => {
    const heard = recognised('we lived on the farm in nineteen forty two it was cold');
    const result = importTypedTranscript({
      format: 'text',
      text: 'Ann: We lived on the farm\n\nin 1942. It was cold.\n',
      recognised: heard,
    });
    expect(result.paragraphs.map((p) => [p.speaker, paragraphText(p)])).toEqual([
      ['Ann', 'We lived on the farm'],
      ['Speaker 1', 'in 1942. It was cold.'],
    ]);
    const words = result.paragraphs.flatMap((p) => paragraphWords(p));
    expect(words[0]).toEqual({ text: 'We', start: 0, end: 0.8 });
    expect(words.find((w) => w.text === 'cold.')).toEqual({ text: 'cold.', start: 11, end: 11.8 });
    expect(words.find((w) => w.text === '1942.')?.start).toBe(6);
    expectWellTimed(result);
  });

  it('gives every word time 0 without recognised words', () => {
    const result = importTypedTranscript({ format: 'text', text: 'hello there' });
    expect(paragraphWords(result.paragraphs[0] as Paragraph)).toEqual([
      { text: 'hello', start: 0, end: 0 },
      { text: 'there', start: 0, end: 0 },
    ]);
  });

  it('keeps SRT cue times and spreads words inside a cue', () => {
    const srt = '1\n00:00:01,000 --> 00:00:03,000\nHello there\nfriend\n\n2\n00:00:10,500 --> 00:00:12,000\nSecond cue\n';
    const result = importTypedTranscript({ format: 'srt', text: srt });
    expect(result.paragraphs.map((p) => paragraphText(p))).toEqual(['Hello there friend', 'Second cue']);
    const first = paragraphWords(result.paragraphs[0] as Paragraph);
    expect(first[0]?.start).toBe(1);
    expect(first[2]?.end).toBe(3);
    expect(result.paragraphs[1]?.start).toBe(10.5);
    expectWellTimed(result);
  });

  it('reads WebVTT voices as speakers and aligns cue words with the words heard in the cue', () => {
    const vtt =
      'WEBVTT\n\nNOTE a note\n\n00:00.000 --> 00:04.000\n<v Ann>we lived <i>on</i> the</v>\n\nintro\n00:04.000 --> 00:08.000 align:start\n<v Bob>farm &amp; it was</v>\n';
    const heard = recognised('we lived on the farm and it was');
    const result = importTypedTranscript({ format: 'vtt', text: vtt, recognised: heard });
    expect(result.paragraphs.map((p) => [p.speaker, paragraphText(p)])).toEqual([
      ['Ann', 'we lived on the'],
      ['Bob', 'farm & it was'],
    ]);
    expect(paragraphWords(result.paragraphs[1] as Paragraph).map((w) => w.start)).toEqual([4, 5, 6, 7]);
    expectWellTimed(result);
  });

  it('keeps times monotone when cues overlap', () => {
    const srt = '1\n00:00:01,000 --> 00:00:05,000\none two three\n\n2\n00:00:02,000 --> 00:00:03,000\nfour five\n';
    expectWellTimed(importTypedTranscript({ format: 'srt', text: srt }));
  });

  it('aligns a whole typed interview with its recognised transcript, every word timed', () => {
    const heard = generateTranscript({ words: 600, seed: 11 });
    const typed = heard.paragraphs.map((p) => `${p.speaker}: ${paragraphText(p)}`).join('\n');
    const result = importTypedTranscript({ format: 'text', text: typed, recognised: heard });
    expect(result.paragraphs.flatMap((p) => paragraphWords(p))).toEqual(heard.paragraphs.flatMap((p) => paragraphWords(p)));
    expectWellTimed(result);
  });
});

describe('parseCues', () => {
  it('reads hours-less WebVTT stamps and skips blocks without times', () => {
    expect(parseCues('WEBVTT\n\nSTYLE\n::cue {}\n\n01:02.500 --> 01:03.000\nHi')).toEqual([{ start: 62.5, end: 63, text: 'Hi' }]);
  });
});
