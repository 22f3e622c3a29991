import type { CheckRecordingResponse } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../testing/database-snapshot.js';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { pathOf } from '../../testing/upload-test-kit.js';
import { addStory } from '../../testing/world.js';

describe.each(testDatabases)('check_recording and update_recording on $name', ({ open }) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
  });
  afterAll(() => t.close());

  /** Opens a stream as a participant's browser does and PUTs `parts`; completes it when asked. */
  async function stream(storyId: string, token: string | undefined, streamId: string, parts: Buffer[], extra: Record<string, unknown>) {
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token,
      body: { type: 'audio', streamId, recordingStart: '2024-05-01T10:00:00.000Z', localTimeOffset: 250, sessionId: 'sess-1', ...extra },
    });
    expect(opened.status).toBe(200);
    const { key, uploadId, token: uploadToken } = opened.body as { key: string; uploadId: string; token: string };
    for (const [i, bytes] of parts.entries()) {
      const query = `uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=${i + 1}`;
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/stories/${storyId}/media/upload/next?${query}`,
        headers: { authorization: uploadToken },
      });
      expect((await t.app.inject({ method: 'PUT', url: pathOf(next.json().partUrl), payload: bytes })).statusCode).toBe(200);
    }
    const complete = (metadata: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stories/${storyId}/media/upload/completion`,
        headers: { authorization: `Bearer ${uploadToken}` },
        payload: { uploadId, key, metadata: { streamId, recordingStop: '2024-05-01T10:01:00.000Z', ...metadata } },
      });
    const abort = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/stories/${storyId}/media/upload/abort`,
        headers: { authorization: `Bearer ${uploadToken}` },
        payload: { uploadId, key },
      });
    return { complete, abort };
  }

  it('tells each stream’s state, parts and bytes, and sums them up per participant', async () => {
    const { user, manager } = t.world.users;
    const storyId = await addStory(t.db, t.world.own, 'Interview', user.id);
    const check = () => t.call('GET', `/stories/${storyId}/check_recording`, { token: t.world.tokens.user });
    const before = Date.now();
    const empty = (await check()).body;
    expect(empty).toEqual({
      local_recording: { streams: [], participants: [], videoParticipants: [], updatedAt: null, layoutChanges: [], mayChooseVideo: true },
      serverTime: expect.any(String),
    });
    // The server's own clock (not the app's test clock): recorders line their tracks up against it.
    expect(Date.parse(empty.serverTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(empty.serverTime)).toBeLessThanOrEqual(Date.now());

    const host = await stream(storyId, t.world.tokens.user, 'host-mic', [Buffer.alloc(3000, 1), Buffer.alloc(1000, 2)], {});
    const guest = await stream(storyId, t.world.tokens.manager, 'guest-mic', [Buffer.alloc(500, 3)], { participantName: 'Grandma Rose' });
    const lost = await stream(storyId, t.world.tokens.manager, 'guest-cam', [Buffer.alloc(10, 4)], {
      participantName: 'Grandma Rose',
      type: 'video',
    });
    expect((await lost.abort()).statusCode).toBe(200);

    const during = (await check()).body as CheckRecordingResponse;
    expect(during.local_recording.streams).toMatchObject([
      { streamId: 'host-mic', participantName: 'user', userId: user.id, state: 'uploading', partsUploaded: 2, uploadedBytes: 4000 },
      {
        streamId: 'guest-mic',
        participantName: 'Grandma Rose',
        userId: manager.id,
        state: 'uploading',
        partsUploaded: 1,
        uploadedBytes: 500,
      },
      { streamId: 'guest-cam', type: 'video', state: 'failed' },
    ]);
    expect(during.local_recording.streams[0]).toMatchObject({
      sessionId: 'sess-1',
      type: 'audio',
      localTimeOffset: 250,
      recordingStartTime: '2024-05-01T10:00:00.000Z',
      recordingStopTime: null,
      completedAt: null,
    });
    // Until the host chooses, everyone's video is recorded.
    expect(during.local_recording.participants).toEqual([
      { name: 'user', userId: user.id, streams: 1, state: 'uploading', partsUploaded: 2, uploadedBytes: 4000, isVideoRecorded: true },
      {
        name: 'Grandma Rose',
        userId: manager.id,
        streams: 2,
        state: 'uploading',
        partsUploaded: 1,
        uploadedBytes: 500,
        isVideoRecorded: true,
      },
    ]);

    expect((await host.complete()).statusCode).toBe(200);
    // A completion repeated after a lost answer is confirmed again, not refused.
    const again = await host.complete();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ ok: true, size: 4000 });
    expect((await guest.complete({ participantName: 'Rose Miller' })).statusCode).toBe(200);
    const after = (await check()).body as CheckRecordingResponse;
    expect(after.local_recording.streams).toMatchObject([
      { streamId: 'host-mic', state: 'completed', partsUploaded: 2, uploadedBytes: 4000, recordingStopTime: '2024-05-01T10:01:00.000Z' },
      // The name given at completion wins: the browser may learn it only after joining.
      { streamId: 'guest-mic', participantName: 'Rose Miller', state: 'completed', partsUploaded: 1, uploadedBytes: 500 },
      { streamId: 'guest-cam', participantName: 'Grandma Rose', state: 'failed' },
    ]);
    expect(after.local_recording.streams[0]?.completedAt).not.toBeNull();
    expect(after.local_recording.participants.map((p) => [p.name, p.state])).toEqual([
      ['user', 'completed'],
      ['Rose Miller', 'completed'],
      ['Grandma Rose', 'failed'],
    ]);
  });

  it('stores who is video-recorded for the story’s creator and managers; members get 403 and bad layouts a 400 naming the field', async () => {
    const { user, project_manager } = t.world.users;
    const mine = await addStory(t.db, t.world.own, 'Hosted by user', user.id);
    const theirs = await addStory(t.db, t.world.own, 'Hosted by manager', project_manager.id);
    const layout = {
      videoParticipants: [
        { id: user.id, name: 'user' },
        { id: 'peer-7', name: 'Grandma Rose' },
      ],
    };

    const set = await t.call('POST', `/stories/${mine}/update_recording`, { token: t.world.tokens.user, body: layout });
    expect(set.status).toBe(200);
    expect(set.body.videoParticipants).toEqual(layout.videoParticipants);
    expect(Date.parse(set.body.updatedAt)).not.toBeNaN();
    await stream(mine, t.world.tokens.user, 'host-cam', [Buffer.alloc(8, 1)], { type: 'video' });
    const checked = (await t.call('GET', `/stories/${mine}/check_recording`, { token: t.world.tokens.project_manager })).body;
    expect(checked.local_recording).toMatchObject({ videoParticipants: layout.videoParticipants, updatedAt: set.body.updatedAt });
    expect(checked.local_recording.participants).toMatchObject([{ name: 'user', isVideoRecorded: true }]);

    // The answer says who may change the choice, by the same rule the update asks: the host and the managers.
    const mayChoose = async (story: string, token: string | undefined) =>
      (await t.call('GET', `/stories/${story}/check_recording`, { token })).body.local_recording.mayChooseVideo;
    expect(await mayChoose(mine, t.world.tokens.user)).toBe(true);
    expect(await mayChoose(theirs, t.world.tokens.user)).toBe(false);
    expect(await mayChoose(theirs, t.world.tokens.project_manager)).toBe(true);

    const before = await databaseSnapshot(t.db as never);
    expect((await t.call('POST', `/stories/${theirs}/update_recording`, { token: t.world.tokens.user, body: layout })).status).toBe(403);
    const bad = [
      { videoParticipants: [{ id: 'a' }, { id: 'a' }] },
      { videoParticipants: [{ id: '' }] },
      { videoParticipants: [{ id: 'a', name: 7 }] },
      { videoParticipants: null },
      { layout: 'grid' },
    ];
    for (const body of bad) {
      const answer = await t.call('POST', `/stories/${mine}/update_recording`, { token: t.world.tokens.user, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.field, JSON.stringify(body)).toMatch(/videoParticipants|layout/);
    }
    expect(await databaseSnapshot(t.db as never)).toBe(before);

    const cleared = await t.call('POST', `/stories/${theirs}/update_recording`, {
      token: t.world.tokens.project_manager,
      body: { videoParticipants: [] },
    });
    expect(cleared.body.videoParticipants).toEqual([]);
  });

  it('answers 404 for a deleted story and for another organization’s', async () => {
    const storyId = await addStory(t.db, t.world.own, 'Gone');
    await t.db.deleteFrom('stories').where('id', '=', storyId).execute();
    expect((await t.call('GET', `/stories/${storyId}/check_recording`, { token: t.world.tokens.manager })).status).toBe(404);
    const foreign = t.world.other.stories[0];
    expect((await t.call('GET', `/stories/${foreign}/check_recording`, { token: t.world.tokens.manager })).status).toBe(404);
    const body = { videoParticipants: [] };
    expect((await t.call('POST', `/stories/${foreign}/update_recording`, { token: t.world.tokens.manager, body })).status).toBe(404);
  });
});
