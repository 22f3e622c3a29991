import { join } from 'node:path';
import { StorySchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases)('a story with its jobs, public page and indexes on $name', ({ open }) => {
  let t: MediaTestApp;
  let file: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    const scratch = await scratchDir('storykeep-story-fields-');
    cleanup = scratch.cleanup;
    file = await tone(join(scratch.dir, 'tone.wav'), 2);
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const story = async (id: string, query = '') => {
    const answer = await t.call('GET', `/stories/${id}${query}`, { token: t.world.tokens.user });
    expect(answer.status).toBe(200);
    return StorySchema.parse(answer.body);
  };

  it('lists an advanced transcription as pending then finished, in the full and the polling form', async () => {
    const id = await addProcessedStory(t, t.world.own, file, 'Advanced');
    expect(await story(id, '?fullLoad=false')).toMatchObject({ asyncOperations: [], shared_page: null, indexes: [] });
    expect((await t.call('POST', `/stories/${id}/advanced_transcribe`, { token: t.world.tokens.user, body: {} })).status).toBe(200);
    for (const polled of [await story(id), await story(id, '?fullLoad=false')]) {
      expect(polled.asyncOperations).toEqual([{ type: 'transcribe', status: 'pending', mode: 'advanced' }]);
      expect(polled.transcript).toBe('pending');
    }
    await t.drain();
    const done = await story(id, '?fullLoad=false');
    // No speech service is configured here, so the transcription ends as no_op, and the operation says so.
    expect(done.asyncOperations).toEqual([{ type: 'transcribe', status: done.transcript, mode: 'advanced' }]);
    expect(['no_op', 'completed', 'failed']).toContain(done.transcript);
  });

  it('lists standard, deepgram and transcode jobs', async () => {
    const id = await addProcessedStory(t, t.world.own, file, 'Standard');
    await t.call('POST', `/stories/${id}/transcribe`, { token: t.world.tokens.user, body: {} });
    expect((await story(id)).asyncOperations).toEqual([{ type: 'transcribe', status: 'pending', mode: 'standard' }]);
    const other = await addProcessedStory(t, t.world.own, file, 'Deepgram');
    await t.call('POST', `/stories/${other}/deepgram_transcribe`, { token: t.world.tokens.user, body: {} });
    await t.call('POST', `/stories/${other}/transcode`, { token: t.world.tokens.user });
    const operations = (await story(other, '?fullLoad=false')).asyncOperations ?? [];
    expect(operations).toContainEqual({ type: 'transcribe', status: 'pending', mode: 'advanced' });
    expect(operations.find((o) => o.type === 'transcode')?.status).toBe('pending');
  });

  it('shows the public page while shared and the indexes', async () => {
    const id = await addProcessedStory(t, t.world.own, file, 'Shared');
    const shared = await t.call('GET', `/stories/${id}/share/public`, { token: t.world.tokens.project_manager });
    await t.call('PUT', `/stories/${id}/index`, {
      token: t.world.tokens.user,
      body: { title: 'Topics', metadata: [{ title: 'Welcome', time: { start: 0 } }] },
    });
    const full = await story(id);
    expect(full.shared_page).toBe(shared.body.shared_page);
    expect(full.indexes).toMatchObject([{ title: 'Topics', metadata: [{ title: 'Welcome' }] }]);
    await t.call('GET', `/stories/${id}/unshare/public`, { token: t.world.tokens.project_manager });
    expect((await story(id, '?fullLoad=false')).shared_page).toBeNull();
  });

  it('refuses an unknown query parameter', async () => {
    const id = await addProcessedStory(t, t.world.own, file, 'Query');
    expect((await t.call('GET', `/stories/${id}?fullLoad=maybe`, { token: t.world.tokens.user })).status).toBe(400);
  });
});
