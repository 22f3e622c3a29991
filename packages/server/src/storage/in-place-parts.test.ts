import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-object-store.js';
import { UrlSigner } from './url-signer.js';

async function* chunks(bytes: Buffer, size = 3000) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function* cutAfter(bytes: Buffer) {
  yield bytes;
  throw new Error('connection reset');
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('multipart uploads with a known part size', () => {
  let root: string;
  let store: LocalObjectStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'storykeep-inplace-'));
    store = new LocalObjectStore(root, new UrlSigner(Buffer.from('s'), '/api/media'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('assembles parts in place, in any order, and completes by renaming', async () => {
    const partSize = 10_000;
    const source = randomBytes(3 * partSize + 1234);
    const { uploadId } = await store.createMultipartUpload('s/a.mp4', { partSize });
    for (const n of [3, 1, 4, 2]) {
      const part = source.subarray((n - 1) * partSize, n * partSize);
      await store.uploadPart('s/a.mp4', uploadId, n, chunks(part), part.length);
    }
    expect((await readdir(join(root, '.uploads', uploadId))).filter((f) => f.startsWith('part-') && !f.endsWith('.at'))).toEqual([]);
    expect((await store.listParts('s/a.mp4', uploadId)).map((p) => p.size)).toEqual([partSize, partSize, partSize, 1234]);
    await store.completeMultipartUpload('s/a.mp4', uploadId);
    expect(sha(await readFile(store.pathOf('s/a.mp4')))).toBe(sha(source));
    expect((await readdir(join(root, '.uploads'))).filter((f) => !f.endsWith('.done'))).toEqual([]);
  });

  it('forgets a part whose rewrite was cut off, even though an earlier copy was whole', async () => {
    const partSize = 8_000;
    const { uploadId } = await store.createMultipartUpload('s/b.mp4', { partSize });
    await store.uploadPart('s/b.mp4', uploadId, 1, chunks(randomBytes(partSize)), partSize);
    await expect(store.uploadPart('s/b.mp4', uploadId, 1, cutAfter(randomBytes(3000)), partSize)).rejects.toThrow('connection reset');
    expect(await store.listParts('s/b.mp4', uploadId)).toEqual([]);
    await expect(store.uploadPart('s/b.mp4', uploadId, 2, chunks(randomBytes(partSize + 1)), partSize)).rejects.toMatchObject({
      code: 'invalid_part',
    });
    expect(await store.listParts('s/b.mp4', uploadId)).toEqual([]);
  });

  it('stores exactly the source bytes whatever mix of part sizes, orders and declared lengths the client uses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1000, max: 5000 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        async (sizes, partSize, declare, seed) => {
          const parts = sizes.map((size) => randomBytes(size));
          const key = `p/${seed}-${Math.random().toString(16).slice(2)}.bin`;
          const { uploadId } = await store.createMultipartUpload(key, { partSize });
          const order = parts.map((_, i) => i).sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
          for (const i of order) {
            const part = parts[i] ?? Buffer.alloc(0);
            // Some parts come without a declared length: they are kept as their own files.
            await store.uploadPart(key, uploadId, i + 1, chunks(part, 700), declare[i] ? part.length : undefined);
          }
          await store.completeMultipartUpload(key, uploadId);
          return sha(await readFile(store.pathOf(key))) === sha(Buffer.concat(parts));
        },
      ),
      { numRuns: 40 },
    );
  });
});
