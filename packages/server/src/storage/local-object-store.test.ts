import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-object-store.js';
import { UrlSigner } from './url-signer.js';

async function* chunks(...parts: Buffer[]) {
  for (const part of parts) yield part;
}

async function* failingAfter(bytes: Buffer) {
  yield bytes;
  throw new Error('connection reset');
}

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

describe('LocalObjectStore', () => {
  let root: string;
  let store: LocalObjectStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storykeep-store-'));
    store = new LocalObjectStore(root, new UrlSigner(Buffer.from('secret'), '/api/media'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back, ranges, lists and deletes objects', async () => {
    const bytes = randomBytes(100_000);
    const info = await store.put('stories/a/original.mp4', chunks(bytes.subarray(0, 4000), bytes.subarray(4000)));
    expect(info).toMatchObject({ key: 'stories/a/original.mp4', size: bytes.length, contentType: 'video/mp4' });
    expect(await collect(await store.get('stories/a/original.mp4'))).toEqual(bytes);
    expect(await collect(await store.get('stories/a/original.mp4', { start: 10, end: 19 }))).toEqual(bytes.subarray(10, 20));
    await store.put('stories/a/thumb.jpg', chunks(Buffer.from('jpeg')));
    await store.put('stories/b/original.mp4', chunks(Buffer.from('other')));
    expect((await store.list('stories/a/')).map((o) => o.key)).toEqual(['stories/a/original.mp4', 'stories/a/thumb.jpg']);
    expect((await store.list('stories/')).length).toBe(3);
    await store.delete('stories/a/original.mp4');
    expect(await store.stat('stories/a/original.mp4')).toBeUndefined();
    await expect(store.get('stories/a/original.mp4')).rejects.toMatchObject({ code: 'object_not_found' });
  });

  it('never leaves a half-written object when the body fails or falls short', async () => {
    await store.put('k/file.bin', chunks(Buffer.from('old contents')));
    await expect(store.put('k/file.bin', failingAfter(randomBytes(50_000)))).rejects.toThrow('connection reset');
    await expect(store.put('k/file.bin', chunks(Buffer.from('short')), { expectedSize: 10 })).rejects.toMatchObject({
      code: 'incomplete_body',
    });
    expect((await collect(await store.get('k/file.bin'))).toString()).toBe('old contents');
    expect(await filesUnder(join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave the store or touch its bookkeeping', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', '.uploads/x', 'a//b', '', 'a/.tmp/b', 'a b']) {
      await expect(store.put(key, chunks(Buffer.from('x')))).rejects.toMatchObject({ code: 'invalid_key' });
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = `a/${text}`;
        try {
          return store.pathOf(key).startsWith(join(root, 'objects'));
        } catch {
          return true;
        }
      }),
    );
  });

  it('joins parts in part-number order, whatever order they arrived in, and cleans up', async () => {
    const parts = [randomBytes(70_000), randomBytes(70_000), randomBytes(1234)];
    const { uploadId } = await store.createMultipartUpload('up/movie.mp4');
    await store.uploadPart('up/movie.mp4', uploadId, 3, chunks(parts[2] as Buffer));
    await store.uploadPart('up/movie.mp4', uploadId, 1, chunks(parts[0] as Buffer));
    await store.uploadPart('up/movie.mp4', uploadId, 2, chunks(randomBytes(10)));
    // A part sent again replaces the first copy whole.
    await store.uploadPart('up/movie.mp4', uploadId, 2, chunks(parts[1] as Buffer));
    const listed = await store.listParts('up/movie.mp4', uploadId);
    expect(listed.map((p) => [p.partNumber, p.size])).toEqual([
      [1, 70_000],
      [2, 70_000],
      [3, 1234],
    ]);
    const info = await store.completeMultipartUpload('up/movie.mp4', uploadId);
    expect(info.size).toBe(141_234);
    const stored = await readFile(store.pathOf('up/movie.mp4'));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(Buffer.concat(parts)).digest('hex'));
    expect((await filesUnder(join(root, '.uploads'))).filter((f) => !f.endsWith('.done'))).toEqual([]);
    // A retried completion whose first answer was lost still succeeds.
    await expect(store.completeMultipartUpload('up/movie.mp4', uploadId)).resolves.toMatchObject({ size: 141_234 });
  });

  it('completes with only the listed parts and refuses stale or missing ones', async () => {
    const { uploadId } = await store.createMultipartUpload('up/b.bin');
    const one = await store.uploadPart('up/b.bin', uploadId, 1, chunks(Buffer.from('one')));
    await store.uploadPart('up/b.bin', uploadId, 2, chunks(Buffer.from('two')));
    await expect(store.completeMultipartUpload('up/b.bin', uploadId, [{ partNumber: 4 }])).rejects.toMatchObject({ code: 'invalid_part' });
    await expect(store.completeMultipartUpload('up/b.bin', uploadId, [{ partNumber: 1, etag: '"nope"' }])).rejects.toMatchObject({
      code: 'invalid_part',
    });
    await store.completeMultipartUpload('up/b.bin', uploadId, [{ partNumber: 1, etag: one.etag }]);
    expect((await readFile(store.pathOf('up/b.bin'))).toString()).toBe('one');
  });

  it('keeps no trace of a part whose body broke, and leaves nothing after an abort', async () => {
    const { uploadId } = await store.createMultipartUpload('up/c.bin');
    await store.uploadPart('up/c.bin', uploadId, 1, chunks(Buffer.from('kept')));
    await expect(store.uploadPart('up/c.bin', uploadId, 2, failingAfter(randomBytes(10_000)))).rejects.toThrow();
    expect((await store.listParts('up/c.bin', uploadId)).map((p) => p.partNumber)).toEqual([1]);
    await expect(store.listParts('up/other.bin', uploadId)).rejects.toMatchObject({ code: 'upload_not_found' });
    await store.abortMultipartUpload('up/c.bin', uploadId);
    expect(await filesUnder(join(root, '.uploads'))).toEqual([]);
    await expect(store.uploadPart('up/c.bin', uploadId, 3, chunks(Buffer.from('late')))).rejects.toMatchObject({
      code: 'upload_not_found',
    });
    expect(await store.stat('up/c.bin')).toBeUndefined();
  });

  it('refuses part numbers outside 1..10000', async () => {
    const { uploadId } = await store.createMultipartUpload('up/d.bin');
    for (const n of [0, -1, 1.5, 10_001]) {
      await expect(store.uploadPart('up/d.bin', uploadId, n, chunks(Buffer.from('x')))).rejects.toMatchObject({ code: 'invalid_part' });
    }
  });
  it('takes no part over the part limit, declared or streamed without a length, and keeps nothing of it', async () => {
    const small = new LocalObjectStore(join(root, 'small'), new UrlSigner(Buffer.from('secret'), '/api/media'), 8);
    const { uploadId } = await small.createMultipartUpload('up/f.bin');
    await expect(small.uploadPart('up/f.bin', uploadId, 1, chunks(Buffer.alloc(9)), 9)).rejects.toMatchObject({ code: 'invalid_part' });
    await expect(small.uploadPart('up/f.bin', uploadId, 1, chunks(Buffer.alloc(5), Buffer.alloc(5)))).rejects.toMatchObject({
      code: 'invalid_part',
    });
    expect(await small.listParts('up/f.bin', uploadId)).toEqual([]);
    expect((await small.uploadPart('up/f.bin', uploadId, 1, chunks(Buffer.alloc(8)))).size).toBe(8);
  });
});
