import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BoxBulkUploadResponseSchema, BoxListResponseSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';

const TOKEN = 'box-access-token-1';
const SONG = Buffer.from('ID3 fake mp3 bytes of a song');

/** A loopback stand-in for Box's API: folder items, and file content answered by a redirect to a download host. */
function fakeBox(): Promise<{ server: Server; seen: { url: string; headers: IncomingHttpHeaders }[] }> {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://box.test');
    if (url.pathname === '/download/song.mp3') {
      // Box's download host sends no media type; the file's name tells it.
      return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(SONG);
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return void res.writeHead(401).end();
    if (url.pathname === '/2.0/folders/0/items')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          total_count: 2,
          entries: [
            { type: 'folder', id: '11', name: 'Interviews' },
            { type: 'file', id: '101', name: 'song.mp3', size: SONG.length },
            { type: 'web_link', id: '7', name: 'A link' },
          ],
        }),
      );
    if (url.pathname === '/2.0/folders/99/items') return void res.writeHead(404).end();
    if (url.pathname === '/2.0/files/101/content') return void res.writeHead(302, { location: '/download/song.mp3' }).end();
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen })));
}

describe.each(testDatabases)('import from Box on $name', ({ open }) => {
  let t: MediaTestApp;
  let box: Awaited<ReturnType<typeof fakeBox>>;
  beforeAll(async () => {
    box = await fakeBox();
    const base = `http://127.0.0.1:${(box.server.address() as AddressInfo).port}`;
    t = await buildMediaTestApp(await open(), { env: { BOX_API_URL: base, STORYKEEP_IMPORT_ALLOW_PRIVATE: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => box.server.close(resolve));
  });

  it("lists a Box folder's files and folders through the server", async () => {
    const listed = await t.call('POST', '/cloud/box/files', { token: t.world.tokens.user, body: { boxToken: TOKEN } });
    expect(listed.status).toBe(200);
    expect(BoxListResponseSchema.parse(listed.body).items).toEqual([
      { id: '11', name: 'Interviews', type: 'folder', size: null },
      { id: '101', name: 'song.mp3', type: 'file', size: SONG.length },
    ]);
  });

  it('tells a refused Box token and an unknown folder apart, as 400s naming the field', async () => {
    const refused = await t.call('POST', '/cloud/box/files', { token: t.world.tokens.user, body: { boxToken: 'wrong' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('boxToken');
    const missing = await t.call('POST', '/cloud/box/files', { token: t.world.tokens.user, body: { boxToken: TOKEN, folder: '99' } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('folder');
  });

  it('imports chosen Box files: one cloud interview each, downloaded through the redirect with the token sent to Box only', async () => {
    const answer = await t.call('POST', '/stories/upload_bulk_box', {
      token: t.world.tokens.manager,
      body: { project: t.world.own.project, boxToken: TOKEN, stories: [{ id: '101', name: 'song.mp3' }] },
    });
    expect(answer.status).toBe(201);
    const [item] = BoxBulkUploadResponseSchema.parse(answer.body).items;
    expect(item?.box_id).toBe('101');
    const storyId = item?.storyId as string;
    // The queued job does not keep the Box token readable: its request headers are sealed.
    const queued = await t.db
      .selectFrom('jobs')
      .select('payload')
      .where('story_id', '=', storyId)
      .where('type', '=', 'import.url')
      .execute();
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0]?.payload)).not.toContain(TOKEN);
    expect(JSON.stringify(queued[0]?.payload)).toContain('sealedHeaders');
    expect(await t.db.selectFrom('stories').select(['title', 'type']).where('id', '=', storyId).executeTakeFirstOrThrow()).toEqual({
      title: 'song',
      type: 'cloud',
    });
    await t.drain();
    const media = await t.db.selectFrom('story_media').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media).toMatchObject({ original_key: `stories/${storyId}/original.mp3`, mime_type: 'audio/mpeg' });
    const chunks: Uint8Array[] = [];
    for await (const chunk of await t.media.store.get(`stories/${storyId}/original.mp3`)) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(SONG)).toBe(true);
    const download = box.seen.find((r) => r.url === '/download/song.mp3');
    expect(download?.headers.authorization).toBeUndefined();
  });

  it('refuses a project the caller does not see, creating nothing', async () => {
    const before = await t.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await t.call('POST', '/stories/upload_bulk_box', {
      token: t.world.tokens.manager,
      body: { project: t.world.other.project, boxToken: TOKEN, stories: [{ id: '101', name: 'song.mp3' }] },
    });
    expect(answer.status).toBe(404);
    const after = await t.db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
