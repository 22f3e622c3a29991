import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditProbe } from '../../testing/audit-probe.js';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';
import { READ_AUDIT_WINDOW_MS } from './audited-reads.js';

const FROM = '198.51.100.7';

/** Reads through which a recording, a transcript or a package leaves the server, as the administrators' log shows them. */
describe.each(testDatabases)('audited reads of sensitive content on $name', ({ open }) => {
  let t: MediaTestApp;
  let storyId: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-reads-');
    cleanup = scratch.cleanup;
    t = await buildMediaTestApp(await open());
    storyId = await addProcessedStory(t, t.world.own, await tone(join(scratch.dir, 'tone.wav'), 2), 'Read story');
    // As the processing job leaves it: an address stored, signed afresh from the rendition's key on every answer.
    await t.db.updateTable('stories').set({ archive_url: 'stored-at-processing' }).where('id', '=', storyId).execute();
    const words = [{ text: 'hello', start: 0, end: 1 }];
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token: t.world.tokens.manager,
      body: [{ speaker: 'Ada', start: 0, end: 1, children: [{ text: 'hello', words }] }],
    });
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const { ask, logged, later } = auditProbe(() => t, FROM);

  it("records who was given a signed address of an interview's recording, when and from where, once per window", async () => {
    const reader = t.world.users.user;
    const first = await ask('GET', `/stories/${storyId}`, t.world.tokens.user);
    expect(first.status).toBe(200);
    expect(first.body.archiveURL).toMatch(/^http/);
    // The story page asks again every few seconds while a transcription runs: still one line.
    for (let i = 0; i < 3; i += 1) {
      later(5_000);
      expect((await ask('GET', `/stories/${storyId}`, t.world.tokens.user)).status).toBe(200);
    }
    const once = await logged('recording.url', reader.id);
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({
      outcome: 'success',
      actorId: reader.id,
      actorEmail: reader.email,
      targetType: 'story',
      targetId: storyId,
      address: FROM,
    });
    expect(Math.abs(new Date(once[0]?.at ?? 0).getTime() - (t.clock.now.getTime() - 15_000))).toBeLessThan(1000);
    later(READ_AUDIT_WINDOW_MS);
    await ask('GET', `/stories/${storyId}`, t.world.tokens.user);
    expect(await logged('recording.url', reader.id)).toHaveLength(2);
    // Someone else reading the same story is a line of their own.
    await ask('GET', `/stories/${storyId}`, t.world.tokens.manager);
    expect(await logged('recording.url', t.world.users.manager.id)).toHaveLength(1);
  });

  it('records no recording or transcript read for metadata: a story without a recording, the story list, or a refused read', async () => {
    const bare = await addStory(t.db, t.world.own, 'No media yet');
    const reader = t.world.users.project_manager;
    expect((await ask('GET', `/stories/${bare}`, t.world.tokens.project_manager)).status).toBe(200);
    expect((await ask('GET', '/stories/all', t.world.tokens.project_manager)).status).toBe(200);
    expect((await ask('GET', `/stories/${t.world.other.stories[0]}`, t.world.tokens.project_manager)).status).toBe(404);
    expect(await logged('recording.url', reader.id)).toEqual([]);
    expect(await logged('transcript.read', reader.id)).toEqual([]);
    // The list signed the processed story's address for its bulk download: that answer is its own kind of event.
    expect(await logged('recordings.listed', reader.id)).toEqual([
      expect.objectContaining({ targetType: 'project', targetId: 'all', details: expect.objectContaining({ stories: storyId }) }),
    ]);
  });

  it('records reading a transcript (the source of every transcript export) and downloading a story file', async () => {
    const reader = t.world.users.user;
    expect((await ask('GET', `/transcripts/${storyId}`, t.world.tokens.user)).status).toBe(200);
    expect((await ask('GET', `/transcripts/${storyId}`, t.world.tokens.user)).status).toBe(200);
    expect(await logged('transcript.read', reader.id)).toEqual([
      expect.objectContaining({ targetType: 'story', targetId: storyId, address: FROM, actorEmail: reader.email }),
    ]);
    const fileId = randomUUID();
    const key = `stories/${storyId}/files/${fileId}`;
    await t.media.store.put(key, Readable.from([Buffer.from('release form')]));
    await t.db
      .insertInto('story_files')
      .values({ id: fileId, story_id: storyId, title: 'Release', object_key: key, file_name: 'release.pdf', uploaded: true })
      .execute();
    expect((await ask('GET', `/stories/${storyId}/files/${fileId}/download`, t.world.tokens.user)).status).toBe(200);
    expect(await logged('file.download', reader.id)).toEqual([
      expect.objectContaining({ targetType: 'story_file', targetId: fileId, details: expect.objectContaining({ id: storyId }) }),
    ]);
  });

  it('records building the archival package and being given its download address, once per watcher', async () => {
    const manager = t.world.users.project_manager;
    const started = await ask('POST', `/user/permanentExport/${storyId}`, t.world.tokens.project_manager, {});
    expect(started.status).toBe(200);
    await t.drain();
    const task = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        remoteAddress: FROM,
        headers: { authorization: `Bearer ${t.world.tokens.project_manager}` },
        payload: { query: 'query ($id: ID!) { getAsyncTask(taskId: $id) { downloadUrl } }', variables: { id: started.body.archiveTaskId } },
      });
    expect((await task()).json().data.getAsyncTask.downloadUrl).toEqual(expect.any(String));
    expect((await task()).json().data.getAsyncTask.downloadUrl).toEqual(expect.any(String));
    expect(await logged('package.build', manager.id)).toEqual([
      expect.objectContaining({ outcome: 'success', targetId: storyId, address: FROM }),
    ]);
    expect(await logged('package.download', manager.id)).toEqual([
      expect.objectContaining({
        outcome: 'success',
        targetType: 'story',
        targetId: storyId,
        address: FROM,
        details: expect.objectContaining({ task: started.body.archiveTaskId }),
      }),
    ]);
  });
});
