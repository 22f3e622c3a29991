import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeakerSegment } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../media/run-process.js';
import { conversationWav, TWO_VOICES } from '../testing/conversation-fixture.js';
import { scratchDir } from '../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp, uploadInOnePart } from '../testing/upload-test-kit.js';

interface StoredParagraph {
  speaker: string;
  children: { words: { text: string; start: number; end: number }[] }[];
}

/**
 * Two flite voices taking turns, then the narrator again after a long pause: the voices' changes must become
 * paragraph changes with the speaker told apart (pocketsphinx does not tell speakers apart itself), and the long pause
 * a paragraph break within one speaker.
 */
const CONVERSATION = [...TWO_VOICES, { voice: 'slt' as const, text: 'We kept the fiddle in the house for many years.', pauseBefore: 3 }];

// The promise through the API only: upload one recording of two people, let the pipeline transcribe it with
// the embedded default (real ffmpeg and pocketsphinx), and read paragraphs that follow the voices.
describe.each(testDatabases)('an uploaded recording of two voices on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let recording: Buffer;
  let truth: SpeakerSegment[];
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-two-voices-');
    cleanup = scratch.cleanup;
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(scratch.dir, 'data'));
    const wav = join(scratch.dir, 'conversation.wav');
    truth = await conversationWav(CONVERSATION, wav);
    // Sent as a phone would send it: AAC in MP4, so the pipeline's own conversion is part of what is tested.
    const m4a = join(scratch.dir, 'conversation.m4a');
    await runProcess('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '96k', m4a]);
    recording = await readFile(m4a);
    await t.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify({ auto_chaptering: false }) })
      .execute();
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  it('becomes a transcript whose paragraphs change speaker where the voices change, and break at the long pause', async () => {
    const token = t.token;
    const { storyId, completion } = await uploadInOnePart(t, { fileName: 'conversation.m4a', type: 'audio/mp4', bytes: recording });
    expect(completion).toBe(200);
    expect(await t.drain()).toBeGreaterThanOrEqual(2);

    const transcript = await t.call('GET', `/transcripts/${storyId}`, { token });
    const paragraphs: StoredParagraph[] = transcript.body.transcript.paragraphs;
    expect(paragraphs.map((p) => p.speaker)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1', 'Speaker 2', 'Speaker 2']);
    // Each paragraph holds the words of one turn: its words lie within that turn (give or take a word's edge).
    for (const [i, paragraph] of paragraphs.entries()) {
      const words = paragraph.children.flatMap((c) => c.words);
      const turn = truth[i] as SpeakerSegment;
      expect(words.length).toBeGreaterThan(0);
      expect(words[0]?.start).toBeGreaterThan(turn.start - 0.5);
      expect(words.at(-1)?.end).toBeLessThan(turn.end + 0.5);
    }
  }, 180_000);
});
