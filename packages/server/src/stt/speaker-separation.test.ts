import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationWav, TWO_VOICES } from '../testing/conversation-fixture.js';
import { scratchDir } from '../testing/media-fixtures.js';
import { recognitionOf } from './paragraphs.js';
import { transcribeWithSpeakers, wordsWithSpeakers } from './speaker-separation.js';

const word = (text: string, start: number, end: number) => ({ text, start, end });

describe('words with speakers', () => {
  it('gives each word the turn it overlaps most, or the nearest one', () => {
    const turns = [
      { start: 0, end: 2, speaker: 0 },
      { start: 2.5, end: 5, speaker: 1 },
    ];
    const words = [word('so', 0.1, 0.4), word('across', 1.8, 2.6), word('heard', 2.1, 2.45), word('late', 6, 6.4)];
    expect(wordsWithSpeakers(words, turns).map((w) => w.speaker)).toEqual(['Speaker 1', 'Speaker 1', 'Speaker 2', 'Speaker 2']);
    expect(wordsWithSpeakers(words, [])).toEqual(words);
  });
});

/** A recogniser that hears the given words, keeping whatever speakers it was given, and remembers it was asked. */
class ScriptedSpeech implements SpeechToText {
  readonly name = 'scripted';
  asked = 0;
  constructor(
    private readonly words: Recognition['words'],
    readonly separatesSpeakers = false,
  ) {}
  async transcribe(_path: string, options: TranscribeOptions = {}): Promise<Recognition> {
    this.asked++;
    return recognitionOf(this.words, options);
  }
}

describe.skipIf(!existsSync('/usr/bin/flite'))('transcription with speaker separation', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let wav: string;
  let truth: Awaited<ReturnType<typeof conversationWav>>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-separation-'));
    wav = join(dir, 'two.wav');
    truth = await conversationWav(TWO_VOICES, wav);
  });
  afterAll(() => cleanup());

  /** One word in the middle of each turn. */
  const wordsOfTurns = () => truth.map((t, i) => word(`w${i}`, (t.start + t.end) / 2 - 0.2, (t.start + t.end) / 2 + 0.2));

  it('breaks paragraphs where the voice changes for a recogniser that does not tell speakers apart', async () => {
    const stt = new ScriptedSpeech(wordsOfTurns());
    const recognition = await transcribeWithSpeakers(stt, wav);
    expect(recognition.paragraphs.map((p) => p.speaker)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1', 'Speaker 2']);
  }, 60_000);

  it("keeps a service's own speakers, and a participant's own track as theirs", async () => {
    const fromService = wordsOfTurns().map((w, i) => ({ ...w, speaker: i < 2 ? 'Speaker 1' : 'Speaker 2' }));
    const deepgramLike = new ScriptedSpeech(fromService, true);
    // The turns are paragraphs of their own (long pauses), with the service's speakers, not the voices heard.
    expect((await transcribeWithSpeakers(deepgramLike, wav)).paragraphs.map((p) => p.speaker)).toEqual([
      'Speaker 1',
      'Speaker 1',
      'Speaker 2',
      'Speaker 2',
    ]);
    const track = await transcribeWithSpeakers(new ScriptedSpeech(wordsOfTurns()), wav, { speakerLabel: 'Rose' });
    // Still a paragraph per turn (the pauses), but every one is Rose's: her own track is not separated.
    expect(track.paragraphs.map((p) => p.speaker)).toEqual(['Rose', 'Rose', 'Rose', 'Rose']);
  }, 60_000);

  it('keeps the words with one speaker when the recording cannot be separated', async () => {
    const notAudio = join(dir, 'not-audio.wav');
    await writeFile(notAudio, 'not a recording');
    const recognition = await transcribeWithSpeakers(new ScriptedSpeech(wordsOfTurns()), notAudio);
    expect(recognition.words).toHaveLength(4);
    expect(new Set(recognition.paragraphs.map((p) => p.speaker))).toEqual(new Set(['Speaker 1']));
  });
});
