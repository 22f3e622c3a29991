import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speech } from '../testing/media-fixtures.js';
import { PocketsphinxSpeechToText } from './pocketsphinx.js';
import { cmuPhonesOf, mergeSpotted, parseSpotted, vocabularyPhrases } from './pocketsphinx-vocabulary.js';

describe('vocabulary for pocketsphinx', () => {
  it("maps flite's phones to the CMU set, dropping pauses, and gives up on a phone it cannot map", () => {
    expect(cmuPhonesOf('pau m aa r z ax n ih k pau \n')).toEqual(['M', 'AA', 'R', 'Z', 'AH', 'N', 'IH', 'K']);
    expect(cmuPhonesOf('pau b axr el pau')).toEqual(['B', 'ER', 'AH', 'L']);
    expect(cmuPhonesOf('pau q pau')).toBeUndefined();
    expect(cmuPhonesOf('pau pau')).toBeUndefined();
  });

  it('keeps spellable terms of up to four words, once each, with their spelling', () => {
    const phrases = vocabularyPhrases(['Marzanek', ' marzanek ', 'Mill Town', 'rm -rf /', '-t', "O'Neil", 'Łukasz', 'a b c d e']);
    expect([...phrases]).toEqual([
      ['marzanek', 'Marzanek'],
      ['mill town', 'Mill Town'],
      ["o'neil", "O'Neil"],
    ]);
  });

  it('reads spotted phrases, and puts them in place of the words heard over the same stretch', () => {
    const phrases = new Map([
      ['marzanek', 'Marzanek'],
      ['mill town', 'Mill Town'],
    ]);
    const spotted = parseSpotted('marzanek \nmarzanek  1.430 1.920 0.909636\nmill town 3.000 3.600 0.8\nother 1 2 0.5\n', phrases);
    expect(spotted).toEqual([
      { text: 'Marzanek', start: 1.43, end: 1.92, confidence: 0.909636 },
      { text: 'Mill Town', start: 3, end: 3.6, confidence: 0.8 },
    ]);
    const heard = [
      { text: 'neighbor', start: 1.14, end: 1.42 },
      { text: 'my', start: 1.43, end: 1.64 },
      { text: 'zenica', start: 1.65, end: 1.99 },
      { text: 'now', start: 2, end: 2.32 },
      { text: 'milton', start: 3.05, end: 3.55 },
    ];
    expect(mergeSpotted(heard, spotted).map((w) => [w.text, w.start, w.end])).toEqual([
      ['neighbor', 1.14, 1.42],
      ['Marzanek', 1.43, 1.92],
      ['now', 2, 2.32],
      ['Mill', 3, 3.3],
      ['Town', 3.3, 3.6],
    ]);
  });
});

const stt = new PocketsphinxSpeechToText();

describe.skipIf(!stt.available() || !existsSync('/usr/bin/flite'))('pocketsphinx with an organization vocabulary', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-vocabulary-'));
  });
  afterAll(() => cleanup());

  it('recognises a surname no dictionary holds only when the vocabulary names it', async () => {
    const recording = await speech('I went to see my neighbour Marzanek about the old farm', join(dir, 'neighbour.wav'), 'slt');
    const without = await stt.transcribe(recording);
    expect(without.words.map((w) => w.text)).not.toContain('Marzanek');
    const withVocabulary = await stt.transcribe(recording, { vocabulary: ['Marzanek', 'Riverbend'] });
    const words = withVocabulary.words.map((w) => w.text);
    // Side by side, for whoever reads the test's output.
    console.log(`without the vocabulary: ${without.words.map((w) => w.text).join(' ')}\nwith the vocabulary:    ${words.join(' ')}`);
    expect(words).toContain('Marzanek');
    expect(words).not.toContain('Riverbend');
    // The name takes its place in the sentence, with times in order.
    expect(words.indexOf('Marzanek')).toBeGreaterThan(words.indexOf('see'));
    for (const [i, word] of withVocabulary.words.entries())
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(withVocabulary.words[i - 1]?.end ?? 0);
  }, 180_000);

  it('adds no vocabulary word to speech that does not say it', async () => {
    const recording = await speech('We met at the union hall every Thursday night and talked about the market', join(dir, 'hall.wav'));
    const result = await stt.transcribe(recording, { vocabulary: ['Marzanek', 'Tolvenberg'] });
    expect(result.words.map((w) => w.text).filter((w) => w === 'Marzanek' || w === 'Tolvenberg')).toEqual([]);
  }, 180_000);
});
