import { describe, expect, it } from 'vitest';
import { type ApiFailure, apiFailure } from '../../ports/api-failure.port.js';
import { fakeSha256 } from '../../testing/fake-content-digest.js';
import { LOCAL_SYNC_QUIET_MS, UPLOAD_RETRIES_PER_PART } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { runUpload, storeStream, T0, uploadWorld } from './local-recording.test-kit.js';

// Every answer the server (or a proxy, or the network) can give, and what the device does with its only copy of the
// recording: deleted on 410 STORY_DELETED or once the server lists every part with the device's size and SHA-256;
// kept, and marked as needing attention, on anything else.

const bytes = (n: number, seed: number) => Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256);
const parts = [bytes(10, 1), bytes(6, 2)];

async function stored() {
  const world = uploadWorld();
  await storeStream(world.store, { parts, updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
  return world;
}

/** Runs the upload until it settles (retries' backoff included, on the simulated clock). */
async function settle(world: Awaited<ReturnType<typeof stored>>, input: { streamId: string; singleFile?: boolean } = { streamId: 'st1' }) {
  const actor = runUpload(world, input);
  for (let i = 0; i < 40 && actor.getSnapshot().status === 'active' && !actor.getSnapshot().matches('failed'); i += 1)
    await world.advance(30_000);
  return actor;
}

describe('localUploadMachine: what each answer does with the device’s copy', () => {
  it('sends each part with its size and SHA-256, completes naming them, and deletes the copy only once the server lists the same', async () => {
    const world = await stored();
    const actor = await settle(world);
    expect(actor.getSnapshot().value).toBe('completed');
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual(parts.flat());
    expect(await world.store.getStream('st1')).toBeUndefined();
  });

  const kept: Array<[string, () => ApiFailure, string]> = [
    ['403 (removed from the project, story moved)', () => apiFailure(403, 'UPLOAD_ACCESS_LOST'), 'access_lost'],
    ['404 (a proxy, a missing upload row)', () => apiFailure(404, 'NOT_FOUND'), 'not_found'],
    ['413 STORAGE_QUOTA_EXCEEDED', () => apiFailure(413, 'STORAGE_QUOTA_EXCEEDED'), 'quota'],
  ];
  it.each(kept)('keeps the copy without retrying on %s, and says why', async (_name, answer, failure) => {
    for (const call of ['openStream', 'nextPartUrl', 'completeStream'] as const) {
      const world = await stored();
      world.api.failNext(call, 1, answer);
      const actor = await settle(world);
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(actor.getSnapshot().context.failure).toBe(failure);
      expect((await world.store.getStream('st1'))?.partIds).toEqual(['st1-p1', 'st1-p2']);
      expect(await world.store.getPartSlices('st1-p2')).toHaveLength(1);
      expect(world.api.log.filter((l) => l.endsWith(`:${answer().status}`) || l.endsWith(':failed'))).toHaveLength(1);
    }
  });

  it.each([
    ['a 5xx', () => apiFailure(503, 'UNAVAILABLE')],
    ['no network', () => apiFailure(0, 'NETWORK_ERROR')],
    ['a 410 that does not say STORY_DELETED (a proxy)', () => apiFailure(410, 'GONE')],
  ])('retries %s and keeps the copy once the retries run out', async (_name, answer) => {
    const world = await stored();
    world.api.failNext('nextPartUrl', 1000, answer);
    const actor = await settle(world);
    expect(actor.getSnapshot().context.failure).toBe('retries_exhausted');
    expect(world.api.log.filter((l) => l === 'nextPartUrl:failed')).toHaveLength(UPLOAD_RETRIES_PER_PART + 1);
    expect(await world.store.getStream('st1')).toBeDefined();
  });

  it('keeps the copy when a part was corrupted on the way (409 PARTS_MISMATCH), forgets the session, and sends every part again on retry', async () => {
    const world = await stored();
    world.api.corruptNextParts = 1;
    const actor = await settle(world);
    expect(actor.getSnapshot().context.failure).toBe('mismatch');
    expect(world.api.log).toContain('complete:u1:409');
    const stream = await world.store.getStream('st1');
    expect(stream).toMatchObject({ uploadId: null, uploadKey: null, uploadToken: null });
    expect((await world.store.listPartMeta('st1')).map((m) => m.uploaded)).toEqual([false, false]);

    actor.send({ type: 'upload.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log.slice(-6)).toEqual(['open:st1:u2', 'next:u2:1', 'put:u2:1:10', 'next:u2:2', 'put:u2:2:6', 'complete:u2']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual(parts.flat());
    expect(await world.store.getStream('st1')).toBeUndefined();
  });

  it('checks the server’s answer itself: a server that joined a corrupted part without checking does not get the copy deleted', async () => {
    const world = await stored();
    world.api.checksParts = false;
    world.api.corruptNextParts = 1;
    const actor = await settle(world);
    expect(world.api.log).toContain('complete:u1');
    expect(actor.getSnapshot().context.failure).toBe('mismatch');
    expect(await world.store.getPartSlices('st1-p1')).toHaveLength(1);
  });

  it.each([
    ['leaves a part out', (p: Array<{ PartNumber: number; Size: number; SHA256: string | null }>) => p.slice(0, 1)],
    [
      'gives another size',
      (p: Array<{ PartNumber: number; Size: number; SHA256: string | null }>) => p.map((x) => ({ ...x, Size: x.Size + 1 })),
    ],
    ['gives no hash', (p: Array<{ PartNumber: number; Size: number; SHA256: string | null }>) => p.map((x) => ({ ...x, SHA256: null }))],
    ['answers no parts at all', () => []],
  ])('keeps the copy when the completion’s answer %s', async (_name, rewrite) => {
    const world = await stored();
    world.api.answerParts = rewrite;
    const actor = await settle(world);
    expect(actor.getSnapshot().context.failure).toBe('mismatch');
    expect(await world.store.getStream('st1')).toBeDefined();
  });

  it('the single-file form: deletes only when the stored size and SHA-256 are the device’s, keeps it otherwise', async () => {
    const good = await stored();
    expect((await settle(good, { streamId: 'st1', singleFile: true })).getSnapshot().value).toBe('completed');
    expect(await good.store.getStream('st1')).toBeUndefined();

    const bad = await stored();
    bad.api.corruptNextParts = 1;
    const actor = await settle(bad, { streamId: 'st1', singleFile: true });
    expect(actor.getSnapshot().context.failure).toBe('mismatch');
    expect(await bad.store.getStream('st1')).toBeDefined();
  });

  it('keeps the hash of each part as it is sent, and computes it at completion for parts sent before hashes were kept', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts, uploaded: [true, false], session: true, updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.parts.set('u-old', new Map([[1, new Uint8Array(parts[0] as number[])]]));
    world.api.tokens.set('u-old', 't-old');
    expect((await world.store.getPartMeta('st1-p1'))?.sha256).toBeUndefined();
    const actor = await settle(world);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log).toEqual(['next:u-old:2', 'put:u-old:2:6', 'complete:u-old']);
    const hashOf = (n: number) => fakeSha256([new Uint8Array(parts[n] as number[])]);
    expect(world.api.declared).toEqual([{ partNumber: 2, size: 6, sha256: hashOf(1) }]);
    expect(world.api.completions).toEqual([
      [
        { partNumber: 1, size: 10, sha256: hashOf(0) },
        { partNumber: 2, size: 6, sha256: hashOf(1) },
      ],
    ]);
  });

  it('notes on the stored stream why it is kept, and a later attempt (another page, a later visit) tries it at once', async () => {
    const world = await stored();
    world.api.refusedStories.set('story-1', () => apiFailure(403, 'UPLOAD_ACCESS_LOST'));
    await settle(world);
    expect((await world.store.getStream('st1'))?.attention).toEqual({
      failure: 'access_lost',
      at: new Date(world.deviceClock.now()).toISOString(),
    });
    // Changed a moment ago, it would wait for its minute of quiet; kept for attention, it goes at once.
    await world.store.setUpdateTime({ streamId: 'st1', updateTime: new Date(world.deviceClock.now()).toISOString() });
    world.api.refusedStories.delete('story-1');
    const again = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(again.getSnapshot().value).toBe('completed');
    expect(await world.store.getStream('st1')).toBeUndefined();
  });

  it('lets the person delete a kept copy only once saved or confirmed; the story-deleted and uploading ones ignore it', async () => {
    const world = await stored();
    world.api.refusedStories.set('story-1', () => apiFailure(403, 'UPLOAD_ACCESS_LOST'));
    const actor = await settle(world);
    expect(actor.getSnapshot().context.failure).toBe('access_lost');
    actor.send({ type: 'upload.discard', confirmed: false });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(await world.store.getStream('st1')).toBeDefined();

    actor.send({ type: 'upload.saved' });
    await flush();
    expect(actor.getSnapshot().context.saved).toBe(true);
    expect((await world.store.getStream('st1'))?.savedToDiskAt).toBe(new Date(world.deviceClock.now()).toISOString());
    actor.send({ type: 'upload.discard', confirmed: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('discarded');
    expect(await world.store.getStream('st1')).toBeUndefined();

    const confirmedWorld = await stored();
    confirmedWorld.api.failNext('openStream', 1, () => apiFailure(404, 'NOT_FOUND'));
    const confirmed = await settle(confirmedWorld);
    confirmed.send({ type: 'upload.discard', confirmed: true });
    await flush();
    expect(confirmed.getSnapshot().value).toBe('discarded');

    const busyWorld = await stored();
    busyWorld.api.failNext('openStream', 3);
    const busy = runUpload(busyWorld, { streamId: 'st1' });
    await flush();
    busy.send({ type: 'upload.discard', confirmed: true });
    await flush();
    expect(busy.getSnapshot().value).not.toBe('discarded');
    expect(await busyWorld.store.getStream('st1')).toBeDefined();
  });
});
