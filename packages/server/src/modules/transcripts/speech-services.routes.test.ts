import { randomUUID } from 'node:crypto';
import type { Recognition, SpeechToText } from '@storykeep/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

/** Stands in for an adapter by its name; these routes only ask which services exist, never run one. */
const adapter = (name: string): SpeechToText => ({
  name,
  transcribe: async (): Promise<Recognition> => {
    throw new Error('not run by these routes');
  },
});

describe.each(testDatabases)('speech services on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // This server runs Deepgram and the English-only pocketsphinx; the OpenAI-compatible server is not configured.
    Object.assign(t.media, { stt: undefined, speechServices: { pocketsphinx: adapter('pocketsphinx'), deepgram: adapter('deepgram') } });
  });

  async function settle(service: string) {
    await t.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify({ transcription_service: service }) })
      .where('id', '=', t.world.own.organization.id)
      .execute();
  }

  async function storyWithMedia(language: string): Promise<string> {
    const id = await addStory(t.db, t.world.own, `Story ${randomUUID().slice(0, 6)}`);
    await t.db.updateTable('stories').set({ language }).where('id', '=', id).execute();
    await t.db
      .insertInto('story_media')
      .values({ story_id: id, original_key: `stories/${id}/original.wav` })
      .execute();
    return id;
  }

  it('lists every service with whether this server runs it, and why not', async () => {
    const answer = await t.call('GET', '/speech_services', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      default: null,
      services: [
        { service: 'pocketsphinx', available: true, reason: null, advanced: true, languages: ['en'] },
        { service: 'deepgram', available: true, reason: null, advanced: false, languages: null },
        { service: 'whisper', available: false, reason: 'not_configured', advanced: false, languages: null },
      ],
    });
    expect((await t.call('GET', '/speech_services', {})).status).toBe(401);
  });

  it("answers the service that would transcribe a story, with the story's language", async () => {
    await settle('pocketsphinx');
    const id = await storyWithMedia('Spanish');
    const answer = await t.call('GET', `/stories/${id}/speech_service`, { token });
    expect(answer.body).toMatchObject({
      setting: 'pocketsphinx',
      language: 'Spanish',
      service: { service: 'pocketsphinx', languages: ['en'] },
    });
    expect((await t.call('GET', `/stories/${t.world.other.stories[0]}/speech_service`, { token })).status).toBe(404);
  });

  it('refuses, before queueing, a language the engine has no model for and a service this server cannot run', async () => {
    await settle('pocketsphinx');
    const spanish = await storyWithMedia('Spanish');
    const refused = await t.call('POST', `/stories/${spanish}/transcribe`, { token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('PocketSphinx on this server has no model for Spanish');
    const jobs = await t.db.selectFrom('jobs').select('id').where('story_id', '=', spanish).execute();
    expect(jobs).toEqual([]);

    await settle('whisper');
    const english = await storyWithMedia('English');
    const missing = await t.call('POST', `/stories/${english}/transcribe`, { token, body: {} });
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toContain('Whisper, is not available on this server');

    await settle('deepgram');
    const queued = await t.call('POST', `/stories/${spanish}/transcribe`, { token, body: {} });
    expect(queued.status).toBe(200);
    expect(queued.body.queued).toBe(true);
  });

  it('queues advanced where the engine has a different advanced mode, and refuses it naming the mode where it has none', async () => {
    await settle('pocketsphinx');
    const english = await storyWithMedia('English');
    const queued = await t.call('POST', `/stories/${english}/advanced_transcribe`, { token, body: {} });
    expect(queued.status).toBe(200);
    expect(queued.body.asyncOperations).toEqual([{ type: 'transcribe', status: 'pending', mode: 'advanced' }]);

    await settle('deepgram');
    const other = await storyWithMedia('English');
    for (const path of ['advanced_transcribe', 'deepgram_transcribe']) {
      const refused = await t.call('POST', `/stories/${other}/${path}`, { token, body: {} });
      expect(refused.status, path).toBe(409);
      expect(refused.body.error.field, path).toBe('mode');
      expect(refused.body.error.message, path).toBe(
        'Deepgram has no advanced mode on this server: it would transcribe exactly as in standard mode.',
      );
    }
    expect(await t.db.selectFrom('jobs').select('id').where('story_id', '=', other).execute()).toEqual([]);
    expect((await t.call('POST', `/stories/${other}/transcribe`, { token, body: {} })).body.queued).toBe(true);
  });
});
