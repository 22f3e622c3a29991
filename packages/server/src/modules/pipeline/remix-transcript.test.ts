import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Paragraph, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognitionOf } from '../../stt/paragraphs.js';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { writeTranscript } from '../transcripts/transcript-store.js';
import { JOB_TYPES } from './async-operations.js';
import { mediaKeys, storeFile } from './pipeline-deps.js';

/** Hears one word in every track it is given (the tracks are tones), so the speakers show which tracks were transcribed. */
class OneWordSpeech implements SpeechToText {
  readonly name = 'one word';
  heard = 0;
  async transcribe(_path: string, _options: TranscribeOptions = {}): Promise<Recognition> {
    this.heard += 1;
    return recognitionOf([{ text: 'hello', start: 0.2, end: 0.6 }]);
  }
}

const pglite = testDatabases.filter((d) => d.name === 'pglite');
const speakersOf = (paragraphs: unknown) => new Set((paragraphs as Paragraph[]).map((p) => p.speaker));

describe.each(pglite)('the transcript of a call mixed again on $name', ({ open }) => {
  let t: UploadTestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  const stt = new OneWordSpeech();
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-remix-transcript-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'), { stt });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  async function track(storyId: string, speaker: string, startSecond: number) {
    const key = mediaKeys.stream(storyId, speaker, 'wav');
    await storeFile(t.media.store, key, await tone(join(dir, `${storyId}-${speaker}.wav`), 2, 300 + startSecond * 100));
    await t.db
      .insertInto('media_uploads')
      .values({
        upload_id: randomUUID(),
        story_id: storyId,
        object_key: key,
        kind: 'stream',
        mime_type: 'audio/wav',
        participant_name: speaker,
        recording_start: new Date(Date.UTC(2024, 4, 1, 10, 0, startSecond)),
      } as never)
      .execute();
    return key;
  }

  async function complete(storyId: string, key: string) {
    await t.db.updateTable('media_uploads').set({ status: 'completed' }).where('object_key', '=', key).execute();
    await t.media.jobs.enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId, dedupeKey: `mix:${storyId}` });
  }

  /** A call of Host and Guest, mixed, processed and transcribed; Late's track is stored but not yet complete. */
  async function transcribedCall() {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { project: t.projectId, type: 'local', title: 'Call' },
    });
    const storyId: string = started.body.storyId;
    await complete(storyId, await track(storyId, 'Host', 0));
    await complete(storyId, await track(storyId, 'Guest', 1));
    const late = await track(storyId, 'Late', 3);
    await t.drain();
    const first = await storedTranscript(t.db, storyId);
    expect(speakersOf(first.paragraphs)).toEqual(new Set(['Host', 'Guest']));
    return { storyId, late };
  }

  it('transcribes the call again when a late track is mixed in', async () => {
    const { storyId, late } = await transcribedCall();
    await complete(storyId, late);
    await t.drain();
    const transcript = await storedTranscript(t.db, storyId);
    expect(transcript.source).toBe('one word');
    expect(speakersOf(transcript.paragraphs)).toEqual(new Set(['Host', 'Guest', 'Late']));
    const story = await t.db.selectFrom('stories').select('transcript_status').where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('completed');
  }, 120_000);

  it('keeps a transcript a person edited and files the new mix transcript as a version', async () => {
    const { storyId, late } = await transcribedCall();
    const edited: Paragraph[] = [
      { speaker: 'Host', start: 0, end: 1, children: [{ text: 'corrected', words: [{ text: 'corrected', start: 0.2, end: 0.6 }] }] },
    ];
    await writeTranscript(t.db, storyId, edited, 'edit', new Date());
    await complete(storyId, late);
    await t.drain();
    const transcript = await storedTranscript(t.db, storyId);
    expect(transcript.source).toBe('edit');
    const words = (transcript.paragraphs as Paragraph[]).flatMap((p) => p.children.flatMap((c) => c.words.map((w) => w.text)));
    expect(words).toEqual(['corrected']);
    const versions = await t.db.selectFrom('transcript_versions').selectAll().where('story_id', '=', storyId).execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]?.source).toBe('one word');
    expect(speakersOf(versions[0]?.paragraphs)).toEqual(new Set(['Host', 'Guest', 'Late']));
    const story = await t.db.selectFrom('stories').select('transcript_status').where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('completed');
  }, 120_000);

  it('mixes again when the host changes whose video is kept, without transcribing the same voices again', async () => {
    const { storyId } = await transcribedCall();
    const heard = stt.heard;
    const before = await t.db.selectFrom('story_media').select('updated_at').where('story_id', '=', storyId).executeTakeFirstOrThrow();
    const chosen = await t.call('POST', `/stories/${storyId}/update_recording`, {
      token: t.token,
      body: { videoParticipants: [{ id: 'Host', name: 'Host' }] },
    });
    expect(chosen.status).toBe(200);
    const queued = await t.db
      .selectFrom('jobs')
      .select('status')
      .where('story_id', '=', storyId)
      .where('type', '=', JOB_TYPES.mixLocalTracks)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
    await t.drain();
    const after = await t.db
      .selectFrom('story_media')
      .select(['updated_at', 'original_key'])
      .where('story_id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(after.original_key).toBe(mediaKeys.mix(storyId));
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(stt.heard).toBe(heard);
    expect(speakersOf((await storedTranscript(t.db, storyId)).paragraphs)).toEqual(new Set(['Host', 'Guest']));
  }, 120_000);
});
