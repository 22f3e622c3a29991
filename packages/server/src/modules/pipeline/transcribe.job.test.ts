import { createReadStream } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaProcessor, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs/job-handler.js';
import { openMediaStorage } from '../../storage/media-storage.js';
import { recognitionOf } from '../../stt/paragraphs.js';
import { scratchDir } from '../../testing/media-fixtures.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld } from '../../testing/world.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { transcribeJob } from './transcribe.job.js';

/** A speech service that records what it was asked and hears "um we built the mill race" (keeping fillers only when asked, as the real adapters do). */
class RecordingSpeech implements SpeechToText {
  readonly asked: TranscribeOptions[] = [];
  constructor(readonly name: string) {}
  async transcribe(_path: string, options: TranscribeOptions = {}): Promise<Recognition> {
    const { signal: _signal, ...rest } = options;
    this.asked.push(rest);
    const words = ['um', 'we', 'built', 'the', 'mill', 'race'].map((text, i) => ({ text, start: i * 0.5, end: i * 0.5 + 0.4 }));
    return recognitionOf(words, { fillerWords: options.fillerWords === true });
  }
}

/** Only the speech conversion is used by the job on a single recording; copying stands in for ffmpeg here. */
const media = { speechWav: async (input: string, output: string) => copyFile(input, output) } as unknown as MediaProcessor;

const context = { signal: new AbortController().signal, job: { attempts: 1, maxAttempts: 3 } } as unknown as JobContext;

describe.each(testDatabases)('the transcribe job on $name', ({ open }) => {
  let deps: PipelineDeps & { stt: RecordingSpeech; speechServices: { deepgram: RecordingSpeech; whisper: RecordingSpeech } };
  let storyId: string;
  let organizationId: string;
  let projectId: string;
  let cleanup: () => Promise<void> = async () => {};
  afterEach(() => cleanup());

  beforeEach(async () => {
    const database = await open();
    await emptyDatabase(database);
    const world = await buildWorld(database.db);
    organizationId = world.own.organization.id;
    projectId = world.own.project;
    storyId = await addStory(database.db, world.own, 'Mill race');
    const scratch = await scratchDir('storykeep-transcribe-job-');
    cleanup = scratch.cleanup;
    const { dir } = scratch;
    const { store } = await openMediaStorage({ dataDir: dir, publicUrl: 'http://storykeep.test' });
    const file = join(dir, 'speech.wav');
    await writeFile(file, 'not really audio: the fake recogniser never reads it');
    const key = `stories/${storyId}/original.wav`;
    await store.put(key, createReadStream(file));
    await database.db.insertInto('story_media').values({ story_id: storyId, original_key: key }).execute();
    deps = {
      db: database.db,
      store,
      media,
      stt: new RecordingSpeech('server default'),
      speechServices: { deepgram: new RecordingSpeech('deepgram'), whisper: new RecordingSpeech('whisper') },
    };
  });

  async function settle(settings: Record<string, unknown>) {
    await deps.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', organizationId)
      .execute();
  }

  async function storedWords(): Promise<string[]> {
    const row = await storedTranscript(deps.db, storyId);
    const paragraphs = row.paragraphs as unknown as {
      children: { words: { text: string }[] }[];
    }[];
    return paragraphs.flatMap((p) => p.children.flatMap((c) => c.words.map((w) => w.text)));
  }

  it("runs the organization's chosen service with its vocabulary, filler-word choice and the asked language", async () => {
    await settle({ transcription_service: 'deepgram', vocabulary: ['Riverbend', 'mill race'], filler_words: true, auto_chaptering: false });
    await transcribeJob(deps)({ storyId, language: 'nl' }, context);
    expect(deps.speechServices.deepgram.asked).toEqual([
      { vocabulary: ['Riverbend', 'mill race'], fillerWords: true, language: 'nl', mode: 'standard' },
    ]);
    expect(deps.stt.asked).toEqual([]);
    expect(await storedWords()).toEqual(['um', 'we', 'built', 'the', 'mill', 'race']);
  });

  it('leaves filler words out when the organization does not keep them, with the OpenAI-compatible service', async () => {
    await settle({ transcription_service: 'whisper', vocabulary: ['Riverbend'], filler_words: false, auto_chaptering: false });
    await transcribeJob(deps)({ storyId }, context);
    expect(deps.speechServices.whisper.asked).toEqual([{ vocabulary: ['Riverbend'], fillerWords: false, mode: 'standard' }]);
    expect(await storedWords()).toEqual(['we', 'built', 'the', 'mill', 'race']);
  });

  it("uses the server's own service for 'default', and refuses a named service this server does not run", async () => {
    await settle({ transcription_service: 'default', vocabulary: [], filler_words: false, auto_chaptering: false });
    await transcribeJob(deps)({ storyId }, context);
    expect(deps.stt.asked).toEqual([{ vocabulary: [], fillerWords: false, mode: 'standard' }]);
    await settle({ transcription_service: 'pocketsphinx', vocabulary: ['Riverbend'], filler_words: false, auto_chaptering: false });
    await expect(transcribeJob(deps)({ storyId }, context)).rejects.toThrow(
      "The organization's transcription service, PocketSphinx, is not available on this server.",
    );
    // No stand-in ran, and the story says its transcription failed.
    expect(deps.stt.asked).toHaveLength(1);
    expect(deps.speechServices.deepgram.asked).toEqual([]);
    const story = await deps.db.selectFrom('stories').select('transcript_status').where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('failed');
  });

  it("sends the interview's Language field as a tag, and refuses a language the engine has no model for", async () => {
    await deps.db.updateTable('stories').set({ language: 'Spanish' }).where('id', '=', storyId).execute();
    await settle({ transcription_service: 'deepgram', vocabulary: [], filler_words: false, auto_chaptering: false });
    await transcribeJob(deps)({ storyId }, context);
    expect(deps.speechServices.deepgram.asked).toEqual([{ vocabulary: [], fillerWords: false, language: 'es', mode: 'standard' }]);

    const pocketsphinx = new RecordingSpeech('pocketsphinx');
    const withEngine = { ...deps, speechServices: { ...deps.speechServices, pocketsphinx } };
    await settle({ transcription_service: 'pocketsphinx', vocabulary: [], filler_words: false, auto_chaptering: false });
    await expect(transcribeJob(withEngine)({ storyId }, context)).rejects.toThrow('PocketSphinx on this server has no model for Spanish');
    expect(pocketsphinx.asked).toEqual([]);

    await deps.db.updateTable('stories').set({ language: 'en-GB' }).where('id', '=', storyId).execute();
    await transcribeJob(withEngine)({ storyId }, context);
    expect(pocketsphinx.asked).toEqual([{ vocabulary: [], fillerWords: false, language: 'en-GB', mode: 'standard' }]);
  });

  it('asks the engine for its advanced mode when the job was queued advanced, and refuses advanced where it would be standard', async () => {
    const advancedJob = { ...context, job: { id: 'job-advanced', attempts: 1, maxAttempts: 3, mode: 'advanced' } } as unknown as JobContext;
    const pocketsphinx = new RecordingSpeech('pocketsphinx');
    const withEngine = { ...deps, speechServices: { ...deps.speechServices, pocketsphinx } };
    await settle({ transcription_service: 'pocketsphinx', vocabulary: [], filler_words: false, auto_chaptering: false });
    await transcribeJob(withEngine)({ storyId }, advancedJob);
    expect(pocketsphinx.asked).toEqual([{ vocabulary: [], fillerWords: false, mode: 'advanced' }]);

    // The organization moved to Deepgram after advanced was asked: refused, not run as standard under its name.
    await settle({ transcription_service: 'deepgram', vocabulary: [], filler_words: false, auto_chaptering: false });
    await expect(transcribeJob(withEngine)({ storyId }, advancedJob)).rejects.toThrow('Deepgram has no advanced mode on this server');
    expect(deps.speechServices.deepgram.asked).toEqual([]);
    const story = await deps.db.selectFrom('stories').select('transcript_status').where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('failed');
  });

  it('moves the campaign person whose call this is on to recorded once it is transcribed', async () => {
    const now = new Date();
    const person = (id: string, status: string) => ({
      id,
      project_id: projectId,
      prep_session_id: null,
      name: id,
      email: '',
      status,
      questions: '[]',
      notes: '',
      ticket_id: null,
      story_id: storyId,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    await deps.db
      .insertInto('campaign_people')
      .values([person('scheduled-one', 'scheduled'), person('declined-one', 'declined')])
      .execute();
    await settle({ transcription_service: 'default', vocabulary: [], filler_words: false, auto_chaptering: false });
    await transcribeJob(deps)({ storyId }, context);
    const statuses = await deps.db.selectFrom('campaign_people').select(['id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: 'declined-one', status: 'declined' },
      { id: 'scheduled-one', status: 'recorded' },
    ]);
  });

  it('keeps one version of the new recognition beside edited work, however often the job runs', async () => {
    await deps.db
      .insertInto('transcripts')
      .values({ story_id: storyId, paragraphs: JSON.stringify([]), source: 'edit' })
      .execute();
    const job = { ...context, job: { id: 'job-run-twice', attempts: 1, maxAttempts: 3 } } as unknown as JobContext;
    // Jobs run at least once: the same job's second run (after a lost lease) must not add a second version.
    await transcribeJob(deps)({ storyId }, job);
    await transcribeJob(deps)({ storyId }, job);
    const versions = await deps.db.selectFrom('transcript_versions').select('source').where('story_id', '=', storyId).execute();
    expect(versions).toEqual([{ source: 'server default' }]);
  });
});
