import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { diskStore } from '../../testing/upload-test-kit.js';
import { addStory } from '../../testing/world.js';

const pathOf = (url: string) => url.replace(PUBLIC_URL, '');

describe.each(testDatabases)('clips on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let token: string;
  let video: string;
  let audio: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
    const scratch = await scratchDir('storykeep-clips-');
    cleanup = scratch.cleanup;
    video = await speakingVideo(join(scratch.dir, 'talk.mp4'), { container: 'mp4' });
    audio = await tone(join(scratch.dir, 'tone.wav'), 6);
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('cuts a clip, its extended version and thumbnail, shows their URLs when ready, and cuts audio on demand', async () => {
    const storyId = await addProcessedStory(t, t.world.own, video);
    const created = await t.call('POST', `/stories/${storyId}/create_clip`, {
      token,
      body: { title: 'The Fox', description: 'quick', start: 0.5, end: 2, tags: ['animals'] },
    });
    expect(created).toMatchObject({ status: 200, body: { title: 'The Fox', start: 0.5, end: 2, tags: ['animals'], archiveURL: null } });
    const clipId = created.body._id;
    if (name === 'postgres') return;
    expect(await t.drain()).toBe(1);
    const ready = await t.call('GET', `/stories/${storyId}/read_clip/${clipId}`, { token });
    for (const field of ['archiveURL', 'extendedArchiveURL', 'thumbnailURL'])
      expect(ready.body[field]).toMatch(/^http:\/\/storykeep\.test\/api\/media\//);
    const media = await t.app.inject({ method: 'GET', url: pathOf(ready.body.archiveURL) });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    const cut = await t.media.media.probe(diskStore(t.media).pathOf(`stories/${storyId}/clips/${clipId}/clip.mp4`));
    const extended = await t.media.media.probe(diskStore(t.media).pathOf(`stories/${storyId}/clips/${clipId}/extended.mp4`));
    expect(cut.duration).toBeGreaterThan(1.2);
    expect(cut.duration).toBeLessThan(1.9);
    expect(extended.duration).toBeGreaterThan(cut.duration + 1);

    const asked = await t.call('POST', `/stories/${storyId}/${clipId}/generate_audio_download`, { token });
    expect(asked.body).toMatchObject({ audioArchiveURL: null });
    expect(asked.body.taskId).toEqual(expect.any(String));
    await t.drain();
    const again = await t.call('POST', `/stories/${storyId}/${clipId}/generate_audio_download`, { token });
    expect(again.body).toMatchObject({ taskId: null, audioArchiveURL: expect.stringContaining('/api/media/') });

    // A new range hides the old renditions until they are cut again.
    const trimmed = await t.call('PUT', `/stories/${storyId}/edit_clip/${clipId}`, { token, body: { start: 1 } });
    expect(trimmed.body).toMatchObject({ start: 1, end: 2, archiveURL: null, audioArchiveURL: null });
    await t.drain();
    expect((await t.call('GET', `/stories/${storyId}/read_clip/${clipId}`, { token })).body.archiveURL).toEqual(expect.any(String));
  });

  it('renders audio stories as audio clips', async () => {
    const storyId = await addProcessedStory(t, t.world.own, audio, 'Tone');
    const created = await t.call('POST', `/stories/${storyId}/create_clip`, { token, body: { title: 'Beep', start: 1, end: 3 } });
    if (name === 'postgres') return;
    await t.drain();
    const ready = await t.call('GET', `/stories/${storyId}/read_clip/${created.body._id}`, { token });
    const media = await t.app.inject({ method: 'GET', url: pathOf(ready.body.archiveURL) });
    expect(media.headers['content-type']).toBe('audio/mp4');
    expect((await t.app.inject({ method: 'GET', url: pathOf(ready.body.thumbnailURL) })).headers['content-type']).toBe('image/jpeg');
  });

  it('lists newest first, edits fields, deletes one or many, and /stories/clips/v2 sees them', async () => {
    const storyId = await addProcessedStory(t, t.world.own, audio, 'Listed');
    const ids: string[] = [];
    for (const [i, title] of ['one', 'two', 'three'].entries()) {
      t.clock.now = new Date(Date.UTC(2030, 0, i + 1));
      ids.push((await t.call('POST', `/stories/${storyId}/create_clip`, { token, body: { title, start: i, end: i + 1 } })).body._id);
    }
    t.clock.now = new Date();
    const listed = await t.call('GET', `/stories/${storyId}/list_clip`, { token });
    expect(listed.body.map((c: { title: string }) => c.title)).toEqual(['three', 'two', 'one']);
    const edited = await t.call('PUT', `/stories/${storyId}/edit_clip/${ids[0]}`, { token, body: { title: 'first', tags: ['a', 'b'] } });
    expect(edited.body).toMatchObject({ title: 'first', tags: ['a', 'b'], start: 0, end: 1 });
    const withClips = await t.call('POST', '/stories/clips/v2', { token, body: { data: { ids: [storyId] } } });
    expect(withClips.body).toEqual([{ _id: storyId, clips: 3 }]);
    expect((await t.call('DELETE', `/stories/${storyId}/delete_clip/${ids[0]}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/stories/${storyId}/read_clip/${ids[0]}`, { token })).status).toBe(404);
    const many = await t.call('DELETE', `/stories/${storyId}/delete_multiple_clip`, { token, body: [ids[1], ids[2], 'not-a-clip'] });
    expect(many.body).toEqual({ deleted: 2 });
    expect((await t.call('GET', `/stories/${storyId}/list_clip`, { token })).body).toEqual([]);
  });

  it('validates ranges against the media and refuses other organizations', async () => {
    const storyId = await addProcessedStory(t, t.world.own, audio, 'Bounds');
    const call = (body: unknown) => t.call('POST', `/stories/${storyId}/create_clip`, { token, body });
    expect((await call({ title: 'x', start: 2, end: 2 })).body.error).toMatchObject({ code: 'VALIDATION', field: 'end' });
    expect((await call({ title: 'x', start: -1, end: 2 })).body.error.field).toBe('start');
    expect((await call({ title: 'x', start: 1, end: 60 })).body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'end' });
    expect((await call({ title: '', start: 1, end: 2 })).body.error.field).toBe('title');
    expect((await call({ title: 'x', start: 1, end: 2, colour: 'red' })).body.error.field).toBe('colour');
    const clip = (await call({ title: 'ok', start: 1, end: 2 })).body;
    const inverted = await t.call('PUT', `/stories/${storyId}/edit_clip/${clip._id}`, { token, body: { start: 3 } });
    expect(inverted.body.error.field).toBe('end');
    expect((await t.call('DELETE', `/stories/${storyId}/delete_multiple_clip`, { token, body: [] })).status).toBe(400);
    const unprocessed = await addStory(t.db, t.world.own, 'No media');
    expect((await t.call('POST', `/stories/${unprocessed}/create_clip`, { token, body: { title: 'x', start: 0, end: 1 } })).status).toBe(
      409,
    );
    const foreign = t.world.other.stories[0];
    expect((await t.call('GET', `/stories/${foreign}/list_clip`, { token })).status).toBe(404);
    expect((await t.call('GET', `/stories/${storyId}/list_clip`, { token: t.world.tokens.guest })).status).toBe(403);
    expect((await t.call('GET', `/stories/${storyId}/list_clip`)).status).toBe(401);
  });
});
