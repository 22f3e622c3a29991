import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-object-store.js';
import { mediaRoutes } from './media.routes.js';
import { UrlSigner } from './url-signer.js';

describe('media routes', () => {
  let root: string;
  let app: FastifyInstance;
  let store: LocalObjectStore;
  let base: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'storykeep-media-'));
    app = Fastify();
    const signer = new UrlSigner(Buffer.from('test-secret'), '/api/media');
    store = new LocalObjectStore(root, signer);
    await app.register(async (api) => api.register(mediaRoutes, { store, signer }), { prefix: '/api' });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('receives a signed PUT and serves it back with ranges for seeking', async () => {
    const bytes = randomBytes(200_000);
    const put = await fetch(base + (await store.signUrl('s/1/original.mp4', { method: 'PUT', expiresIn: 60 })), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': 'video/mp4' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"/);
    const url = base + (await store.signUrl('s/1/original.mp4', { method: 'GET', expiresIn: 60 }));
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/200000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));
    const beyond = await fetch(url, { headers: { range: 'bytes=300000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */200000');
  });

  it('refuses unsigned, tampered and wrong-method requests', async () => {
    await store.put(
      's/2/a.jpg',
      (async function* () {
        yield Buffer.from('jpeg');
      })(),
    );
    expect((await app.inject({ method: 'GET', url: '/api/media/s/2/a.jpg' })).statusCode).toBe(403);
    const getUrl = await store.signUrl('s/2/a.jpg', { method: 'GET', expiresIn: 60 });
    expect((await app.inject({ method: 'GET', url: getUrl.replace('s/2/a.jpg', 's/2/b.jpg') })).statusCode).toBe(403);
    const put = await app.inject({ method: 'PUT', url: getUrl, payload: 'overwrite' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ error: { code: 'bad_signature', message: 'This link is not valid' } });
    expect((await app.inject({ method: 'GET', url: getUrl })).body).toBe('jpeg');
  });

  it('keeps nothing of a part whose upload was cut off, and takes it whole when sent again', async () => {
    const key = 's/3/original.webm';
    const { uploadId } = await store.createMultipartUpload(key);
    const url = new URL(base + (await store.signUrl(key, { method: 'PUT', expiresIn: 60, part: { uploadId, partNumber: 1 } })));
    const bytes = randomBytes(1_000_000);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, { method: 'PUT', headers: { 'content-length': bytes.length } });
      req.on('error', () => resolve());
      req.write(bytes.subarray(0, 300_000), () => setImmediate(() => req.destroy()));
    });
    // The server notices the cut connection asynchronously; wait until its temporary file is gone.
    const uploadDir = join(root, '.uploads', uploadId);
    for (let i = 0; i < 200 && (await readdir(uploadDir)).some((f) => f.endsWith('.tmp')); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await readdir(uploadDir)).toEqual(['upload.json']);
    expect(await store.listParts(key, uploadId)).toEqual([]);
    const again = await fetch(url, { method: 'PUT', body: bytes });
    expect(again.status).toBe(200);
    expect((await store.listParts(key, uploadId)).map((p) => p.size)).toEqual([1_000_000]);
  });
  it('never serves stored bytes with a type a browser executes: HTML, SVG and scripts go down as plain attachments', async () => {
    const page = () =>
      (async function* () {
        yield Buffer.from('<html><script>alert(document.cookie)</script></html>');
      })();
    for (const key of ['s/5/page.html', 's/5/image.svg', 's/5/code.js', 's/5/noextension']) {
      await store.put(key, page());
      const answer = await fetch(base + (await store.signUrl(key, { method: 'GET', expiresIn: 60 })));
      expect(answer.status, key).toBe(200);
      expect(answer.headers.get('content-type'), key).toBe('application/octet-stream');
      expect(answer.headers.get('content-disposition'), key).toBe('attachment');
    }
    await store.put(
      's/5/clip.mp4',
      (async function* () {
        yield Buffer.from('mp4');
      })(),
    );
    const video = await fetch(base + (await store.signUrl('s/5/clip.mp4', { method: 'GET', expiresIn: 60 })));
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-disposition')).toBeNull();
  });

  it('scopes a signature to one key and one method', async () => {
    const url = new URL(base + (await store.signUrl('s/2/a.jpg', { method: 'GET', expiresIn: 60 })));
    expect((await fetch(url)).status).toBe(200);
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('a.jpg', 'b.jpg');
    await store.put(
      's/2/b.jpg',
      (async function* () {
        yield Buffer.from('other');
      })(),
    );
    expect((await fetch(otherKey)).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(403);
  });

  it('stops reading a PUT past the byte cap its address carries, even one that never declares its length, and keeps nothing', async () => {
    const url = base + (await store.signUrl('s/9/capped.bin', { method: 'PUT', expiresIn: 60, maxBytes: 10_000 }));
    // Declared too long: refused before a byte is read.
    const declared = await fetch(url, { method: 'PUT', body: randomBytes(10_001) });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { message: string } }).error.message).toContain('10000');
    // Chunked, with no length: cut off once the cap is passed.
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200_000) return controller.close();
        sent += 4096;
        controller.enqueue(randomBytes(4096));
      },
    });
    const chunked = await fetch(url, { method: 'PUT', body, duplex: 'half' } as RequestInit).catch((error: unknown) => error);
    // The answer may come while the client is still sending, and the connection closes after it: either way, 413 or cut.
    if (chunked instanceof Response) expect(chunked.status).toBe(413);
    expect(await store.stat('s/9/capped.bin')).toBeUndefined();
    expect((await readdir(join(root, '.tmp')).catch(() => [])).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // At the cap exactly, it is taken.
    expect((await fetch(url, { method: 'PUT', body: randomBytes(10_000) })).status).toBe(200);
    expect((await store.stat('s/9/capped.bin'))?.size).toBe(10_000);
  });
});
