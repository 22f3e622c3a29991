import { describe, expect, it } from 'vitest';
import { apiFailure } from '../../ports/api-failure.port.js';
import { backoffDelayMs } from '../../util/backoff.js';
import { LOCAL_SYNC_QUIET_MS, STALE_UPLOAD_SESSION_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { runUpload, storeStream, T0, uploadWorld } from './local-recording.test-kit.js';

const bytes = (n: number, seed: number) => Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256);

describe('localUploadMachine', () => {
  it('sends every part in order, completes with the recording metadata, and only then deletes the stream locally', async () => {
    const world = uploadWorld();
    const parts = [bytes(10, 1), bytes(7, 2), bytes(3, 3)];
    await storeStream(world.store, { parts, updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    const actor = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log).toEqual([
      'open:st1:u1',
      'next:u1:1',
      'put:u1:1:10',
      'next:u1:2',
      'put:u1:2:7',
      'next:u1:3',
      'put:u1:3:3',
      'complete:u1',
    ]);
    const done = world.api.completed.get('st1');
    expect([...(done?.bytes ?? [])]).toEqual(parts.flat());
    expect(done?.metadata).toEqual({
      streamId: 'st1',
      sessionId: 'se1',
      recordingStart: new Date(T0 - 2 * LOCAL_SYNC_QUIET_MS).toISOString(),
      recordingStop: new Date(T0 - LOCAL_SYNC_QUIET_MS).toISOString(),
      localTimeOffset: -120,
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(await world.store.getStream('st1')).toBeUndefined();
    expect(await world.store.getPartSlices('st1-p1')).toBeUndefined();
  });

  it('opens a call guest’s stream with their join token and names its speaker in the open and the completion', async () => {
    const world = uploadWorld();
    const stream = await storeStream(world.store, { parts: [bytes(4, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    await world.store.putStream({ ...stream, userId: null, participantName: 'Nora Narrator', guestToken: 'join-token' });
    const actor = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.opened.get('st1')).toEqual({ participantName: 'Nora Narrator', guestToken: 'join-token' });
    expect(world.api.completed.get('st1')?.metadata.participantName).toBe('Nora Narrator');
  });

  it('waits for a minute of quiet after the stream last changed, unless forced', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(4, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS + 1 });
    const early = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(early.getSnapshot().value).toBe('deferred');
    expect(world.api.log).toEqual([]);
    await world.advance(1);
    const onTime = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(onTime.getSnapshot().value).toBe('completed');

    const forcedWorld = uploadWorld();
    await storeStream(forcedWorld.store, { parts: [bytes(4, 1)], updatedAt: T0 });
    const forced = runUpload(forcedWorld, { streamId: 'st1', force: true });
    await flush();
    expect(forced.getSnapshot().value).toBe('completed');
  });

  it('retries a failed part after the backoff helper’s waits and keeps the local data until completion', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(5, 1), bytes(5, 2)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.failNext('putPart', 3);
    const actor = runUpload(world, { streamId: 'st1' });
    await flush();
    const puts = () => world.api.log.filter((l) => l.startsWith('put'));
    expect(puts()).toEqual(['putPart:failed']);
    expect(backoffDelayMs(0)).toBe(0);
    await world.advance(0);
    expect(puts()).toEqual(['putPart:failed', 'putPart:failed']);
    await world.advance(backoffDelayMs(1) - 1);
    expect(puts()).toHaveLength(2);
    await world.advance(1);
    expect(puts()).toHaveLength(3);
    expect(await world.store.getStream('st1')).toBeDefined();
    await world.advance(backoffDelayMs(2));
    expect(actor.getSnapshot().value).toBe('completed');
    expect(puts().filter((l) => l.startsWith('put:'))).toEqual(['put:u1:1:5', 'put:u1:2:5']);
    expect(actor.getSnapshot().context.streamRetries).toBe(3);
  });

  it('gives a part up after 10 retries', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(5, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.failNext('putPart', 1000);
    const actor = runUpload(world, { streamId: 'st1' });
    for (let i = 0; i < 20; i += 1) await world.advance(30_000);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('retries_exhausted');
    expect(world.api.log.filter((l) => l === 'putPart:failed')).toHaveLength(11);
    expect(await world.store.getStream('st1')).toBeDefined();
  });

  it('gives the stream up after 50 retries in all, even when each part alone stays under its 10', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: Array.from({ length: 7 }, (_, i) => bytes(3, i)), updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    // Each part fails 9 times, then goes through.
    world.api.failWhen('putPart', (index) => index % 10 !== 9);
    const actor = runUpload(world, { streamId: 'st1' });
    for (let i = 0; i < 200; i += 1) await world.advance(30_000);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('retries_exhausted');
    expect(world.api.log.filter((l) => l === 'putPart:failed')).toHaveLength(51);
    expect(world.api.log.filter((l) => l.startsWith('put:'))).toHaveLength(5);
  });

  it('deletes the stream locally only when the server answers 410 STORY_DELETED, at the open or midway', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(5, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.deletedStories.add('story-1');
    const actor = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('story_deleted');
    expect(world.api.log).toEqual(['openStream:410']);
    expect(await world.store.getStream('st1')).toBeUndefined();

    const later = uploadWorld();
    await storeStream(later.store, { parts: [bytes(5, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    later.api.failNext('nextPartUrl', 1, () => apiFailure(410, 'STORY_DELETED'));
    const midway = runUpload(later, { streamId: 'st1' });
    await flush();
    expect(midway.getSnapshot().context.failure).toBe('story_deleted');
    expect(await later.store.listPartMeta('st1')).toEqual([]);
  });

  it('fails without retrying when the stream or a part’s metadata is missing, keeping what is stored', async () => {
    const world = uploadWorld();
    const missing = runUpload(world, { streamId: 'nope' });
    await flush();
    expect(missing.getSnapshot().context.failure).toBe('fatal');

    const stream = await storeStream(world.store, { parts: [bytes(5, 1)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    await world.store.putStream({ ...stream, partIds: [...stream.partIds, 'ghost'] });
    const broken = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(broken.getSnapshot().context.failure).toBe('fatal');
    expect(world.api.log).toEqual([]);
    expect(await world.store.getStream('st1')).toBeDefined();
  });

  it('resumes an open session with the parts not yet sent, and renews a session whose last update is over 24 h old', async () => {
    const world = uploadWorld();
    await storeStream(world.store, {
      parts: [bytes(5, 1), bytes(5, 2)],
      uploaded: [true, false],
      session: true,
      updatedAt: T0 - STALE_UPLOAD_SESSION_MS,
    });
    // The fake server knows the old session (its first part already in).
    world.api.parts.set('u-old', new Map([[1, new Uint8Array(bytes(5, 1))]]));
    world.api.tokens.set('u-old', 't-old');
    const resumed = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(resumed.getSnapshot().value).toBe('completed');
    expect(world.api.log).toEqual(['next:u-old:2', 'put:u-old:2:5', 'complete:u-old']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual([...bytes(5, 1), ...bytes(5, 2)]);

    const stale = uploadWorld();
    await storeStream(stale.store, {
      parts: [bytes(5, 1), bytes(5, 2)],
      uploaded: [true, false],
      session: true,
      updatedAt: T0 - STALE_UPLOAD_SESSION_MS - 1,
    });
    const renewed = runUpload(stale, { streamId: 'st1' });
    await flush();
    expect(renewed.getSnapshot().value).toBe('completed');
    expect(stale.api.log).toEqual(['open:st1:u1', 'next:u1:1', 'put:u1:1:5', 'next:u1:2', 'put:u1:2:5', 'complete:u1']);
  });

  it('uploads the whole recording as one file in the single-file form', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(5, 1), bytes(2, 9)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.failNext('uploadWhole', 1);
    const actor = runUpload(world, { streamId: 'st1', singleFile: true });
    await flush();
    await world.advance(0);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log).toEqual(['uploadWhole:failed', 'whole:st1']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual([...bytes(5, 1), ...bytes(2, 9)]);
    expect(await world.store.getStream('st1')).toBeUndefined();
  });

  it('a failed upload is tried again on request, from the parts still to send', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [bytes(5, 1), bytes(5, 2)], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.failWhen('putPart', (index) => index >= 1 && index <= 11);
    const actor = runUpload(world, { streamId: 'st1' });
    for (let i = 0; i < 20; i += 1) await world.advance(30_000);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'upload.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log.filter((l) => l.startsWith('put:'))).toEqual(['put:u1:1:5', 'put:u1:2:5']);
  });
});
