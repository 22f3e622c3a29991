import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UrlImportResponseSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { isPrivateAddress } from './safe-download.js';

// A few bytes in a media type are enough: the import stores them and queues processing; processing is not run here.
const MEDIA = Buffer.from('RIFF fake wave bytes for the import test');

function fileServer(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/talk.wav') return void res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': MEDIA.length }).end(MEDIA);
    if (req.url === '/moved') return void res.writeHead(302, { location: '/talk.wav' }).end();
    if (req.url === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not media</p>');
    if (req.url === '/big.mp3') return void res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.alloc(4096));
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('private addresses', () => {
  it('refuses loopback, private, link-local and mapped addresses, and lets public ones through', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe.each(testDatabases)('import from an address on $name', ({ open }) => {
  let t: MediaTestApp;
  let strict: MediaTestApp;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await fileServer();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await buildMediaTestApp(await open(), { env: { STORYKEEP_IMPORT_ALLOW_PRIVATE: '1', STORYKEEP_IMPORT_MAX_BYTES: '1024' } });
    // The same database without the test-only setting: loopback is refused there.
    strict = await buildMediaTestApp(await open(), { alongside: t });
  });
  afterAll(async () => {
    await strict?.close();
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function importUrl(app: MediaTestApp, url: string) {
    const answer = await app.call('POST', '/stories/import_url', {
      token: app.world.tokens.manager,
      body: { project: app.world.own.project, url },
    });
    expect(answer.status).toBe(201);
    return UrlImportResponseSchema.parse(answer.body).storyId;
  }

  const jobOf = (app: MediaTestApp, storyId: string, type: string) =>
    app.db.selectFrom('jobs').select(['status', 'last_error']).where('story_id', '=', storyId).where('type', '=', type).executeTakeFirst();

  it('downloads the file (through a redirect) as the interview original and queues its processing', async () => {
    const storyId = await importUrl(t, `${base}/moved`);
    const story = await t.db.selectFrom('stories').select(['title', 'type']).where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story).toEqual({ title: 'moved', type: 'cloud' });
    await t.drain();
    const media = await t.db.selectFrom('story_media').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media).toMatchObject({ original_key: `stories/${storyId}/original.wav`, mime_type: 'audio/wav' });
    expect(Number(media.original_size)).toBe(MEDIA.length);
    const chunks: Uint8Array[] = [];
    for await (const chunk of await t.media.store.get(`stories/${storyId}/original.wav`)) chunks.push(chunk);
    const stored = Buffer.concat(chunks);
    expect(stored.equals(MEDIA)).toBe(true);
    expect(await jobOf(t, storyId, 'media.process')).toBeDefined();
  });

  it('refuses a page that is not media, and a file over the size limit, storing nothing', async () => {
    for (const path of ['/page.html', '/big.mp3']) {
      const storyId = await importUrl(t, `${base}${path}`);
      await t.drain();
      expect((await jobOf(t, storyId, 'import.url'))?.status).toBe('failed');
      expect(await t.db.selectFrom('story_media').select('story_id').where('story_id', '=', storyId).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses a loopback address without the test-only setting', async () => {
    const storyId = await importUrl(strict, `${base}/talk.wav`);
    await strict.drain();
    const job = await jobOf(strict, storyId, 'import.url');
    expect(job?.status).toBe('failed');
    expect(job?.last_error).toContain('not reachable');
  });

  it('takes only http(s) addresses and a project the caller sees', async () => {
    const bad = await t.call('POST', '/stories/import_url', {
      token: t.world.tokens.manager,
      body: { project: t.world.own.project, url: 'file:///etc/passwd' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('url');
    const other = await t.call('POST', '/stories/import_url', {
      token: t.world.tokens.manager,
      body: { project: t.world.other.project, url: `${base}/talk.wav` },
    });
    expect(other.status).toBe(404);
  });
});
