import { describe, expect, it } from 'vitest';
import { TranscriptSchema } from '../model/transcript.schema.js';
import { tokenize } from '../transcript/tokens.js';
import { generateRawTranscript, generateTranscript } from './transcript-generators.js';

describe('generateTranscript', () => {
  it('builds the number of words asked for, valid and in time order', () => {
    const transcript = generateTranscript({ words: 3000, seed: 11 });
    expect(TranscriptSchema.parse(transcript)).toEqual(transcript);
    const words = transcript.paragraphs.flatMap((p) => p.children.flatMap((c) => c.words));
    expect(words).toHaveLength(3000);
    words.forEach((word, i) => {
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.start).toBeGreaterThanOrEqual(words[i - 1]?.end ?? 0);
    });
    for (const paragraph of transcript.paragraphs) {
      const child = paragraph.children[0];
      expect(child?.words.map((w) => w.text)).toEqual(tokenize(child?.text ?? '').map((t) => t.text));
      expect(paragraph.start).toBe(child?.words[0]?.start);
    }
  });

  it('takes about four hours for 40,000 words, with both speakers and many paragraphs', () => {
    const transcript = generateTranscript({ words: 40_000, seed: 1 });
    const last = transcript.paragraphs[transcript.paragraphs.length - 1];
    expect(last?.end).toBeGreaterThan(3 * 3600);
    expect(last?.end).toBeLessThan(5 * 3600);
    expect(new Set(transcript.paragraphs.map((p) => p.speaker))).toEqual(new Set(['Interviewer', 'Narrator']));
    expect(transcript.paragraphs.length).toBeGreaterThan(200);
  });

  it('gives the same transcript for the same seed and another for another seed', () => {
    expect(generateTranscript({ words: 500, seed: 3 })).toEqual(generateTranscript({ words: 500, seed: 3 }));
    expect(generateTranscript({ words: 500, seed: 3 })).not.toEqual(generateTranscript({ words: 500, seed: 4 }));
  });
});

describe('generateRawTranscript', () => {
  it('damages some timings and leaves the words', () => {
    const raw = generateRawTranscript({ words: 2000, seed: 5, flawRate: 0.1 });
    const clean = generateTranscript({ words: 2000, seed: 5 });
    expect(raw.paragraphs).toHaveLength(clean.paragraphs.length);
    expect(TranscriptSchema.safeParse(raw).success).toBe(false);
  });
});
