import { join } from 'node:path';
import type { Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { clipOf } from '../../testing/publishing-route-cases.js';
import { testDatabases } from '../../testing/test-databases.js';
import { diskStore } from '../../testing/upload-test-kit.js';
import { writeTranscript } from '../transcripts/transcript-store.js';
import { setRemixer } from './remix-flag.js';

const words = (speaker: string, list: [string, number, number][]): Paragraph => ({
  speaker,
  start: list[0]?.[1] ?? 0,
  end: list[list.length - 1]?.[2] ?? 0,
  children: [{ text: list.map((w) => w[0]).join(' '), words: list.map(([text, start, end]) => ({ text, start, end })) }],
});

describe.each(testDatabases)('remixes on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let token: string;
  let project: string;
  let videoA: string;
  let videoB: string;
  let audio: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
    project = t.world.own.project;
    await setRemixer(t.db, t.world.own.organization.id, true);
    const scratch = await scratchDir('storykeep-remix-');
    cleanup = scratch.cleanup;
    videoA = await speakingVideo(join(scratch.dir, 'a.mp4'), { container: 'mp4', text: 'the quick brown fox jumps over the lazy dog' });
    videoB = await speakingVideo(join(scratch.dir, 'b.mp4'), {
      container: 'mp4',
      voice: 'slt',
      size: '320x240',
      text: 'a farmer watches from the porch',
    });
    audio = await tone(join(scratch.dir, 'tone.wav'), 6);
  });

  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  const clip = async (storyId: string, start: number, end: number) =>
    (await t.call('POST', `/stories/${storyId}/create_clip`, { token, body: { title: `${start}-${end}`, start, end } })).body._id as string;

  it('renders clips of two stories into one file as long as the clips, with the transcript shifted onto it', async () => {
    const a = await addProcessedStory(t, t.world.own, videoA, 'Story A');
    const b = await addProcessedStory(t, t.world.own, videoB, 'Story B');
    await writeTranscript(
      t.db,
      a,
      [
        words('Ann', [
          ['quick', 0.4, 0.8],
          ['brown', 0.8, 1.2],
          ['fox', 1.3, 1.7],
          ['lazy', 2.6, 3],
        ]),
      ],
      'test',
      new Date(),
    );
    await writeTranscript(
      t.db,
      b,
      [
        words('Bea', [
          ['farmer', 0.5, 1],
          ['porch', 1.8, 2.2],
        ]),
      ],
      'test',
      new Date(),
    );
    const first = await clip(a, 0.5, 2);
    const second = await clip(b, 0.3, 1.5);
    const created = await t.call('POST', `/projects/${project}/remixes`, { token, body: { title: 'Voices', clipIds: [first, second] } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Voices', state: 'pending', archiveURL: null, clipCount: 2, duration: 2.7 });
    expect(created.body.taskId).toEqual(expect.any(String));
    expect(created.body.clips.map((c: { offset: number; storyTitle: string }) => [c.storyTitle, c.offset])).toEqual([
      ['Story A', 0],
      ['Story B', 1.5],
    ]);
    // Words inside each clip, moved by the clip's start and by the clips before it.
    expect(created.body.paragraphs.flatMap((p: Paragraph) => p.children.flatMap((c) => c.words))).toEqual([
      { text: 'brown', start: 0.3, end: 0.7 },
      { text: 'fox', start: 0.8, end: 1.2 },
      { text: 'farmer', start: 1.7, end: 2.2 },
    ]);
    const remixId = created.body._id;
    const task = () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { authorization: `Bearer ${token}` },
          payload: { query: 'query ($id: ID!) { getAsyncTask(taskId: $id) { status progress } }', variables: { id: created.body.taskId } },
        })
        .then((r) => r.json().data.getAsyncTask);
    // The render's progress is a task of the task service, like every other job.
    expect(await task()).toEqual({ status: 'pending', progress: null });
    if (name === 'postgres') return;
    await t.drain();
    expect(await task()).toEqual({ status: 'completed', progress: 1 });
    // While it ran, the render wrote how far ffmpeg was.
    const written = await t.db.selectFrom('jobs').select('progress').where('id', '=', created.body.taskId).executeTakeFirstOrThrow();
    expect(written.progress).toBeGreaterThan(0);
    const ready = await t.call('GET', `/remixes/${remixId}`, { token });
    expect(ready.body).toMatchObject({
      state: 'ready',
      mediaType: 'video',
      taskId: null,
      archiveURL: expect.stringContaining('/api/media/'),
    });
    const file = await t.media.media.probe(diskStore(t.media).pathOf(`remixes/${remixId}/remix.mp4`));
    expect(file.mediaType).toBe('video');
    expect(file.duration).toBeGreaterThan(2.5);
    expect(file.duration).toBeLessThan(2.95);
    expect(file.streams.find((s) => s.kind === 'video')).toMatchObject({ width: 1280, height: 720 });

    // A new order hides the file until it is made again, and shifts the transcript with the clips.
    const reordered = await t.call('PUT', `/remixes/${remixId}/order`, { token, body: { clipIds: [second, first] } });
    expect(reordered.body).toMatchObject({ state: 'pending', archiveURL: null });
    expect(reordered.body.paragraphs.map((p: Paragraph) => [p.speaker, p.start])).toEqual([
      ['Bea', 0.2],
      ['Ann', 1.5],
    ]);
    await t.drain();
    expect((await t.call('GET', `/remixes/${remixId}`, { token })).body.state).toBe('ready');
    const listed = await t.call('GET', `/projects/${project}/remixes`, { token });
    expect(listed.body).toEqual([expect.objectContaining({ _id: remixId, clipCount: 2, state: 'ready' })]);
    expect((await t.call('DELETE', `/remixes/${remixId}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/remixes/${remixId}`, { token })).status).toBe(404);
    expect(await t.media.store.stat(`remixes/${remixId}/remix.mp4`)).toBeFalsy();
  });

  it('joins audio with video as audio, and renders again when a clip is deleted', async () => {
    const v = await addProcessedStory(t, t.world.own, videoA, 'Video');
    const s = await addProcessedStory(t, t.world.own, audio, 'Tone');
    const one = await clip(v, 0, 1);
    const two = await clip(s, 1, 3);
    const remixId = (await t.call('POST', `/projects/${project}/remixes`, { token, body: { title: 'Mixed', clipIds: [one, two] } })).body
      ._id;
    if (name === 'postgres') return;
    await t.drain();
    const ready = await t.call('GET', `/remixes/${remixId}`, { token });
    expect(ready.body).toMatchObject({ state: 'ready', mediaType: 'audio' });
    const file = await t.media.media.probe(diskStore(t.media).pathOf(`remixes/${remixId}/remix.m4a`));
    expect(file.duration).toBeGreaterThan(2.8);
    expect(file.duration).toBeLessThan(3.25);
    await t.call('DELETE', `/stories/${s}/delete_clip/${two}`, { token });
    const stale = await t.call('GET', `/remixes/${remixId}`, { token });
    expect(stale.body).toMatchObject({ state: 'pending', clipCount: 1, archiveURL: null, taskId: expect.any(String) });
    await t.drain();
    expect((await t.call('GET', `/remixes/${remixId}`, { token })).body).toMatchObject({ state: 'ready', duration: 1 });
  });

  it("mixes clips from more than one project the person sees, and refuses one they do not see or another tenant's", async () => {
    const orgManager = t.world.tokens.org_manager ?? '';
    const here = await addProcessedStory(t, t.world.own, audio, 'Here');
    const quiet = await addProcessedStory(t, t.world.own, videoB, 'Quiet project story');
    // The second interview lives in the organization's other project, which only its managers reach.
    await t.db.updateTable('stories').set({ project_id: t.world.own.quietProject }).where('id', '=', quiet).execute();
    const mine = await clip(here, 1, 2);
    const quietClip = (
      await t.call('POST', `/stories/${quiet}/create_clip`, { token: orgManager, body: { title: 'porch', start: 0.3, end: 1.5 } })
    ).body._id as string;
    const foreignId = (await clipOf(t.db, t.world.other, 'Elsewhere')).clipId;

    const made = await t.call('POST', `/projects/${project}/remixes`, {
      token: orgManager,
      body: { title: 'Two projects', clipIds: [quietClip, mine] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.clips.map((c: { storyTitle: string }) => c.storyTitle)).toEqual(['Quiet project story', 'Here']);
    // A project member does not see the quiet project, so cannot use its clip.
    const refused = await t.call('POST', `/projects/${project}/remixes`, {
      token,
      body: { title: 'Borrowed', clipIds: [mine, quietClip] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('clipIds');
    // Not even an administrator, who sees both tenants, carries one tenant's clip into another's project.
    const across = await t.call('POST', `/projects/${project}/remixes`, {
      token: t.world.tokens.admin,
      body: { title: 'Across', clipIds: [mine, foreignId] },
    });
    expect(across.status).toBe(400);
    expect(across.body.error.field).toBe('clipIds');
    expect(await t.db.selectFrom('remixes').select('id').where('title', 'in', ['Borrowed', 'Across']).execute()).toEqual([]);
    if (name === 'postgres') return;
    await t.drain();
    const ready = (await t.call('GET', `/remixes/${made.body._id}`, { token: orgManager })).body;
    // One of them is audio only, so the remix is audio.
    expect(ready).toMatchObject({ state: 'ready', mediaType: 'audio', duration: 2.2 });
  });

  it('checks input, the flag and the tenant', async () => {
    const storyId = await addProcessedStory(t, t.world.own, audio, 'Checks');
    const own = await clip(storyId, 0, 1);
    const post = (body: unknown, p = project) => t.call('POST', `/projects/${p}/remixes`, { token, body });
    expect((await post({ title: 'x', clipIds: [] })).body.error.field).toBe('clipIds');
    expect((await post({ title: 'x', clipIds: [own, own] })).body.error.field).toBe('clipIds');
    expect((await post({ title: '', clipIds: [own] })).body.error.field).toBe('title');
    expect((await post({ title: 'x', clipIds: [own], colour: 1 })).body.error.field).toBe('colour');
    expect((await post({ title: 'x', clipIds: ['no-such-clip'] })).body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'clipIds' });
    const remixId = (await post({ title: 'ok', clipIds: [own] })).body._id;
    const order = await t.call('PUT', `/remixes/${remixId}/order`, { token, body: { clipIds: [own, 'extra'] } });
    expect(order.body.error.field).toBe('clipIds');
    expect((await post({ title: 'x', clipIds: [own] }, t.world.other.project)).status).toBe(404);
    expect((await t.call('GET', `/remixes/${remixId}`, { token: t.world.tokens.guest })).status).toBe(403);
    await setRemixer(t.db, t.world.own.organization.id, false);
    expect((await t.call('GET', `/remixes/${remixId}`, { token })).status).toBe(403);
    expect((await post({ title: 'x', clipIds: [own] })).status).toBe(403);
    // A person's own flag turns remixes on for them alone.
    const userFlag = { scope: 'user' as const, scope_id: t.world.users.user.id, flags: JSON.stringify({ enableRemixer: true }) };
    await t.db.insertInto('feature_flags').values(userFlag).execute();
    expect((await t.call('GET', `/remixes/${remixId}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/remixes/${remixId}`, { token: t.world.tokens.manager })).status).toBe(403);
    await t.db.deleteFrom('feature_flags').where('scope', '=', 'user').execute();
    await setRemixer(t.db, t.world.own.organization.id, true);
  });
});
