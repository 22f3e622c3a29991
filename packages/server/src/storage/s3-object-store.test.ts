import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { registerHealthRoute } from '../http/health.route.js';
import { presignedRequestMatches } from '../testing/sigv4-presigned.js';
import { localFile } from './local-file.js';
import { S3ObjectStore } from './s3-object-store.js';
import { UrlSigner } from './url-signer.js';

// s3rver: an S3 emulator from npm, listening on loopback, that checks request signatures with its
// fixed key pair. It does not implement ListParts or AbortMultipartUpload, so those two calls are
// not exercised here.
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

async function* chunks(bytes: Buffer, size = 64 * 1024) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

describe('S3ObjectStore against a local S3 emulator', () => {
  let dir: string;
  let server: S3rver;
  let store: S3ObjectStore;
  let endpoint: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storykeep-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'media' }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    store = new S3ObjectStore(
      { bucket: 'media', endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      new UrlSigner(Buffer.from('form-secret'), 'http://storykeep.test/api/media'),
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, ranges, lists and deletes objects, with and without a known length', async () => {
    const bytes = randomBytes(300_000);
    await store.put('stories/a/original.mp4', chunks(bytes), { expectedSize: bytes.length });
    // Unknown length: sent in parts behind the scenes.
    await store.put('stories/a/waveform.json', chunks(Buffer.from('[0.1,0.2]')));
    expect(await store.stat('stories/a/original.mp4')).toMatchObject({ size: 300_000, contentType: 'video/mp4' });
    expect(await collect(await store.get('stories/a/original.mp4'))).toEqual(bytes);
    expect(await collect(await store.get('stories/a/original.mp4', { start: 100, end: 199 }))).toEqual(bytes.subarray(100, 200));
    expect((await store.list('stories/a/')).map((o) => o.key)).toEqual(['stories/a/original.mp4', 'stories/a/waveform.json']);
    // ffmpeg reads files: an S3 object is streamed into a working folder first.
    expect(await readFile(await localFile(store, 'stories/a/original.mp4', dir))).toEqual(bytes);
    await store.delete('stories/a/original.mp4');
    expect(await store.stat('stories/a/original.mp4')).toBeUndefined();
    await expect(store.get('stories/a/original.mp4')).rejects.toMatchObject({ code: 'object_not_found' });
  });

  it('makes its own calls on the internal endpoint and signs browser URLs for the public one', async () => {
    // The public name does not resolve here (as a server may not reach its own public name through the proxy).
    const publicEndpoint = 'http://media.storykeep.invalid:9000';
    const split = new S3ObjectStore(
      { bucket: 'media', endpoint: publicEndpoint, internalEndpoint: endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      new UrlSigner(Buffer.from('form-secret'), 'http://storykeep.test/api/media'),
    );
    await split.put('stories/internal/original.mp4', chunks(Buffer.from('inside')));
    expect(await split.stat('stories/internal/original.mp4')).toMatchObject({ size: 6 });
    const url = new URL(await split.signUrl('stories/internal/original.mp4', { method: 'GET', expiresIn: 60 }));
    expect(url.origin).toBe(publicEndpoint);
    expect(url.pathname).toBe('/media/stories/internal/original.mp4');
    // The same URL on the emulator's address answers: only the host differs, and path-style signing keeps it valid there.
    const fetched = await fetch(`${endpoint}${url.pathname}${url.search}`, { headers: { host: url.host } });
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('inside');
  });

  it('is ready through the internal endpoint where the public name cannot be reached from the server', async () => {
    const settings = { bucket: 'media', endpoint: 'http://media.storykeep.invalid:9000', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const signer = new UrlSigner(Buffer.from('form-secret'), 'http://storykeep.test/api/media');
    const database = await openDatabase({ inMemory: true });
    try {
      for (const [store, status] of [
        [new S3ObjectStore({ ...settings, internalEndpoint: endpoint }, signer), 200],
        [new S3ObjectStore(settings, signer), 503],
      ] as const) {
        const probe = Fastify();
        registerHealthRoute(probe, database, '1', store);
        expect((await probe.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(status);
        await probe.close();
      }
    } finally {
      await database.close();
    }
  });

  it('refuses a body shorter than declared and keeps nothing of it', async () => {
    await expect(store.put('stories/b/short.bin', chunks(Buffer.from('short')), { expectedSize: 10 })).rejects.toBeDefined();
    expect(await store.stat('stories/b/short.bin')).toBeUndefined();
  });

  it('takes parts on presigned URLs, as a browser sends them, and joins them in order', async () => {
    // Real S3 wants 5 MiB or more in every part but the last; the emulator does not, and is slow with large objects.
    const part1 = randomBytes(200_000);
    const part2 = randomBytes(12_345);
    const { uploadId } = await store.createMultipartUpload('stories/c/original.webm');
    const etags: string[] = [];
    for (const [i, part] of [part1, part2].entries()) {
      const url = await store.signUrl('stories/c/original.webm', { method: 'PUT', expiresIn: 600, part: { uploadId, partNumber: i + 1 } });
      const answer = await fetch(url, { method: 'PUT', body: part });
      expect(answer.status).toBe(200);
      etags.push(answer.headers.get('etag') ?? '');
    }
    const info = await store.completeMultipartUpload('stories/c/original.webm', uploadId, [
      { partNumber: 2, etag: etags[1] ?? '' },
      { partNumber: 1, etag: etags[0] ?? '' },
    ]);
    expect(info.size).toBe(part1.length + part2.length);
    const download = await fetch(await store.signUrl('stories/c/original.webm', { method: 'GET', expiresIn: 600 }), {
      headers: { range: 'bytes=0-9' },
    });
    expect(download.status).toBe(206);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(part1.subarray(0, 10));
    expect(await collect(await store.get('stories/c/original.webm'))).toEqual(Buffer.concat([part1, part2]));
  });

  it('sends form uploads to the server, which streams them on', async () => {
    const url = await store.signUrl('stories/d/stream.webm', { method: 'POST', expiresIn: 600 });
    expect(url.startsWith('http://storykeep.test/api/media/stories/d/stream.webm?')).toBe(true);
  });

  it('signs downloads with a file name, and is refused with credentials the store does not know', async () => {
    await store.put('stories/e/x.bin', chunks(Buffer.from('secret')));
    const url = await store.signUrl('stories/e/x.bin', { method: 'GET', expiresIn: 600, fileName: 'Rose Miller.bin' });
    const answer = await fetch(url);
    expect(await answer.text()).toBe('secret');
    expect(answer.headers.get('content-disposition')).toContain('Rose%20Miller.bin');
    // The emulator does not check version 4 signatures themselves (the local signer's own tests cover
    // tampering), but it does check the key they were made with.
    const stranger = new S3ObjectStore(
      { bucket: 'media', endpoint: endpoint, accessKeyId: 'NOBODY', secretAccessKey: 'nope', forcePathStyle: true },
      new UrlSigner(Buffer.from('x'), '/api/media'),
    );
    expect((await fetch(await stranger.signUrl('stories/e/x.bin', { method: 'GET', expiresIn: 600 }))).status).toBe(403);
  });
  it('binds a presigned PUT to its Content-Type: the signature covers the header, so another type does not match', async () => {
    const url = await store.signUrl('stories/g/files/f1', { method: 'PUT', expiresIn: 600, contentType: 'application/pdf' });
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(presignedRequestMatches(url, 'PUT', { 'content-type': 'application/pdf' }, 'S3RVER')).toBe(true);
    expect(presignedRequestMatches(url, 'PUT', { 'content-type': 'text/html' }, 'S3RVER')).toBe(false);
    expect(presignedRequestMatches(url, 'PUT', {}, 'S3RVER')).toBe(false);
    // The emulator takes the PUT as a browser sends it, and keeps the bound type.
    const put = await fetch(url, { method: 'PUT', body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } });
    expect(put.status).toBe(200);
    expect((await store.stat('stories/g/files/f1'))?.contentType).toBe('application/pdf');
    // Without a bound type the URL signs the host alone, as the media parts' URLs always have.
    const loose = await store.signUrl('stories/g/files/f2', { method: 'PUT', expiresIn: 600 });
    expect(new URL(loose).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(presignedRequestMatches(loose, 'PUT', { 'content-type': 'text/html' }, 'S3RVER')).toBe(true);
  });

  it('signs the exact length of a PUT or a part when it is known: a request of another length does not match', async () => {
    const url = await store.signUrl('stories/g/files/f3', { method: 'PUT', expiresIn: 600, contentType: 'application/pdf', exactBytes: 8 });
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(presignedRequestMatches(url, 'PUT', { 'content-type': 'application/pdf', 'content-length': '8' }, 'S3RVER')).toBe(true);
    expect(presignedRequestMatches(url, 'PUT', { 'content-type': 'application/pdf', 'content-length': '9' }, 'S3RVER')).toBe(false);
    const put = await fetch(url, { method: 'PUT', body: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } });
    expect(put.status).toBe(200);
    const part = await store.signUrl('stories/g/parts.webm', {
      method: 'PUT',
      expiresIn: 600,
      part: { uploadId: 'u1', partNumber: 2 },
      exactBytes: 1000,
    });
    expect(new URL(part).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'host']);
    expect(presignedRequestMatches(part, 'PUT', { 'content-length': '1000' }, 'S3RVER')).toBe(true);
    expect(presignedRequestMatches(part, 'PUT', { 'content-length': '1001' }, 'S3RVER')).toBe(false);
  });

  it("answers a download with the type its key implies, never the uploader's, and HTML as a plain attachment", async () => {
    const put = await fetch(await store.signUrl('stories/f/page.html', { method: 'PUT', expiresIn: 600 }), {
      method: 'PUT',
      body: '<script>alert(1)</script>',
      headers: { 'content-type': 'text/html' },
    });
    expect(put.status).toBe(200);
    const page = await fetch(await store.signUrl('stories/f/page.html', { method: 'GET', expiresIn: 600 }));
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toBe('attachment');
    await store.put('stories/f/clip.mp4', chunks(Buffer.from('mp4')));
    const clip = await fetch(await store.signUrl('stories/f/clip.mp4', { method: 'GET', expiresIn: 600 }));
    expect(clip.headers.get('content-type')).toBe('video/mp4');
    expect(clip.headers.get('content-disposition')).toBeNull();
  });
});
