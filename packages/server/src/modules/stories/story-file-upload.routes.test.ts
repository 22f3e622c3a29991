import { join } from 'node:path';
import { Readable } from 'node:stream';
import { STORY_FILE_MAX_BYTES } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { createOrganization, createUser, signInAs } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, createProject, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

// A small but real PDF: the bytes must come back exactly as sent.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe.each(testDatabases)('story files uploaded as documents on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let storyId: string;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-story-files-');
    cleanup = scratch.cleanup;
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(scratch.dir, 'data'), { stt: null });
    const started = await t.call('POST', '/stories/start', { token: t.token, body: { upload: false, project: t.projectId } });
    expect(started.status).toBe(200);
    storyId = started.body.storyId;
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  const announce = (body: Record<string, unknown>, token = t.token) =>
    t.call('POST', `/stories/${storyId}/files/upload`, {
      token,
      body: { title: 'Deed of gift', file_name: 'deed of gift.pdf', content_type: 'application/pdf', size: PDF.length, ...body },
    });
  const put = (url: string, bytes: Buffer, contentType: string) =>
    t.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': contentType } });

  async function uploaded(title: string) {
    const opened = await announce({ title, release_form: true });
    expect(opened.status).toBe(201);
    expect((await put(opened.body.url, PDF, 'application/pdf')).statusCode).toBe(200);
    const done = await t.call('POST', `/stories/${storyId}/files/${opened.body.file._id}/complete`, { token: t.token });
    expect(done.status).toBe(200);
    return done.body as { _id: string; title: string };
  }

  it('stores a PDF, lists it, and serves the same bytes as a download of plain bytes under its own name', async () => {
    const file = await uploaded('Signed release');
    expect(file).toMatchObject({ title: 'Signed release', release_form: true, file_name: 'deed of gift.pdf', size: PDF.length });
    const listed = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(listed.body.map((f: { _id: string }) => f._id)).toContain(file._id);
    const link = await t.call('GET', `/stories/${storyId}/files/${file._id}/download`, { token: t.token });
    expect(link.status).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: pathOf(link.body.url) });
    expect(download.statusCode).toBe(200);
    expect(Buffer.from(download.rawPayload).equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''deed%20of%20gift.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lists a file only once its bytes are confirmed', async () => {
    const opened = await announce({ title: 'Not yet sent' });
    const listed = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(listed.body.map((f: { title: string }) => f.title)).not.toContain('Not yet sent');
    const early = await t.call('POST', `/stories/${storyId}/files/${opened.body.file._id}/complete`, { token: t.token });
    expect(early).toMatchObject({ status: 409, body: { error: { field: 'fileId' } } });
    const link = await t.call('GET', `/stories/${storyId}/files/${opened.body.file._id}/download`, { token: t.token });
    expect(link.status).toBe(404);
  });

  it('refuses a PUT of another type than the one announced, and stores nothing', async () => {
    const opened = await announce({ title: 'Disguised page' });
    const refused = await put(opened.body.url, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(refused.statusCode).toBe(403);
    expect(await diskStore(t.media).stat(`stories/${storyId}/files/${opened.body.file._id}`)).toBeUndefined();
  });

  it('keeps a confirmed release form: its old address takes no second PUT (409) and the stored bytes stay as confirmed', async () => {
    const opened = await announce({ title: 'Signed release form', release_form: true });
    expect((await put(opened.body.url, PDF, 'application/pdf')).statusCode).toBe(200);
    const fileId = opened.body.file._id as string;
    expect((await t.call('POST', `/stories/${storyId}/files/${fileId}/complete`, { token: t.token })).status).toBe(200);
    const forged = Buffer.from(PDF.toString().replace('Catalog', 'Katalog'));
    expect(forged.length).toBe(PDF.length);
    const again = await put(opened.body.url, forged, 'application/pdf');
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body).error.code).toBe('already_uploaded');
    const link = await t.call('GET', `/stories/${storyId}/files/${fileId}/download`, { token: t.token });
    const download = await t.app.inject({ method: 'GET', url: pathOf(link.body.url) });
    expect(Buffer.from(download.rawPayload).equals(PDF)).toBe(true);
  });

  it('cuts a PUT longer than announced off at its signed size with 413 naming it, and stores nothing', async () => {
    const opened = await announce({ title: 'Padded' });
    const longer = Buffer.concat([PDF, Buffer.alloc(64 * 1024, 1)]);
    const refused = await put(opened.body.url, longer, 'application/pdf');
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.body).error.message).toContain(String(PDF.length));
    expect(await diskStore(t.media).list(`stories/${storyId}/files/${opened.body.file._id}`)).toEqual([]);
  });

  it('refuses bytes of another length than announced, deletes them and keeps the file unlisted', async () => {
    const opened = await announce({ title: 'Short', size: PDF.length + 10 });
    expect((await put(opened.body.url, PDF, 'application/pdf')).statusCode).toBe(200);
    const done = await t.call('POST', `/stories/${storyId}/files/${opened.body.file._id}/complete`, { token: t.token });
    expect(done).toMatchObject({ status: 400, body: { error: { field: 'size' } } });
    expect(await diskStore(t.media).stat(`stories/${storyId}/files/${opened.body.file._id}`)).toBeUndefined();
    const listed = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(listed.body.map((f: { title: string }) => f.title)).not.toContain('Short');
  });

  it.each([
    ['content_type', { content_type: 'text/html' }],
    ['content_type', { content_type: 'image/svg+xml' }],
    ['size', { size: STORY_FILE_MAX_BYTES + 1 }],
    ['size', { size: 0 }],
    ['file_name', { file_name: '../../etc/passwd' }],
    ['file_name', { file_name: 'line\nbreak.pdf' }],
    ['file_name', { file_name: '' }],
    ['title', { title: ' ' }],
  ])('answers 400 naming %s for %j, and records nothing', async (field, change) => {
    const before = await t.db
      .selectFrom('story_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await announce(change);
    expect(answer).toMatchObject({ status: 400, body: { error: { field } } });
    const after = await t.db
      .selectFrom('story_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("hides a story's files from another organization: 404 on every file route", async () => {
    const file = await uploaded('Private release');
    const other = await createOrganization(t.db, 'Another society');
    await createProject(t.db, other.id);
    const outsider = await createUser(t.db, 'manager', [other.id]);
    const token = await signInAs(t, outsider.email);
    expect((await announce({}, token)).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/stories/${storyId}/files/${file._id}/download`],
      ['POST', `/stories/${storyId}/files/${file._id}/complete`],
      ['DELETE', `/stories/${storyId}/files/${file._id}`],
    ] as const) {
      expect((await t.call(method, path, { token })).status, `${method} ${path}`).toBe(404);
    }
    const still = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(still.body.map((f: { _id: string }) => f._id)).toContain(file._id);
  });

  it("signs a download for the one key: the same signature on another file's key is refused", async () => {
    const first = await uploaded('First form');
    const second = await uploaded('Second form');
    const link = await t.call('GET', `/stories/${storyId}/files/${first._id}/download`, { token: t.token });
    const forged = pathOf(link.body.url).replace(first._id, second._id);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('deletes a file and its bytes', async () => {
    const file = await uploaded('Mistaken scan');
    const gone = await t.call('DELETE', `/stories/${storyId}/files/${file._id}`, { token: t.token });
    expect(gone).toMatchObject({ status: 200, body: { ok: true } });
    expect(await diskStore(t.media).stat(`stories/${storyId}/files/${file._id}`)).toBeUndefined();
    const listed = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(listed.body.map((f: { _id: string }) => f._id)).not.toContain(file._id);
    expect((await t.call('DELETE', `/stories/${storyId}/files/${file._id}`, { token: t.token })).status).toBe(404);
  });

  it('tells each caller whether they may delete a file, as the delete call decides: members may not, managers may', async () => {
    const file = await uploaded('Interview notes');
    const member = await createUser(t.db, 'user', [t.organizationId]);
    await t.db.insertInto('project_members').values({ project_id: t.projectId, user_id: member.id, role: 'project_member' }).execute();
    const memberToken = await signInAs(t, member.email);
    const asMember = await t.call('GET', `/stories/${storyId}/list_files`, { token: memberToken });
    expect(asMember.body.find((f: { _id: string }) => f._id === file._id)).toMatchObject({ can_delete: false });
    const asManager = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(asManager.body.find((f: { _id: string }) => f._id === file._id)).toMatchObject({ can_delete: true });
    expect(
      (await t.call('PUT', `/stories/${storyId}/edit_file/${file._id}`, { token: memberToken, body: { release_form: false } })).body,
    ).toMatchObject({
      can_delete: false,
    });
    expect((await t.call('DELETE', `/stories/${storyId}/files/${file._id}`, { token: memberToken })).status).toBe(403);
    expect((await t.call('DELETE', `/stories/${storyId}/files/${file._id}`, { token: t.token })).status).toBe(200);
  });

  it('sweeps uploads never confirmed after a day, rows and bytes, and leaves confirmed and recent ones', async () => {
    const now = new Date();
    // Two files announced 25 hours ago: one whose bytes arrived but was never confirmed, one confirmed.
    t.clock.now = new Date(now.getTime() - 25 * 60 * 60 * 1000);
    const abandoned = (await announce({ title: 'Abandoned scan' })).body.file as { _id: string };
    await t.media.store.put(`stories/${storyId}/files/${abandoned._id}`, Readable.from([PDF]));
    const kept = await uploaded('Confirmed deed');
    t.clock.now = now;
    const recent = (await announce({ title: 'Still uploading' })).body.file as { _id: string };
    const queued = await t.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('type', '=', 'story-file.sweep')
      .where('dedupe_key', '=', `story-file-sweep:${recent._id}`)
      .executeTakeFirstOrThrow();
    expect(new Date(queued.run_at).getTime()).toBe(now.getTime() + 24 * 60 * 60 * 1000);

    await t.drain();
    const left = (await t.db.selectFrom('story_files').select('id').where('story_id', '=', storyId).execute()).map((r) => r.id);
    expect(left).not.toContain(abandoned._id);
    expect(left).toEqual(expect.arrayContaining([kept._id, recent._id]));
    expect(await diskStore(t.media).stat(`stories/${storyId}/files/${abandoned._id}`)).toBeUndefined();
    expect(await diskStore(t.media).stat(`stories/${storyId}/files/${kept._id}`)).toBeDefined();
    // The recent file's own sweep is not due yet: it can still be confirmed.
    expect(
      await t.db.selectFrom('jobs').select('status').where('dedupe_key', '=', `story-file-sweep:${recent._id}`).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'queued' });
  });

  it('takes a document sent whole to add_file: stored, listed at once, and downloaded as the same bytes', async () => {
    const added = await t.call('POST', `/stories/${storyId}/add_file`, {
      token: t.token,
      body: {
        title: 'Deed sent whole',
        release_form: true,
        file_name: 'deed.pdf',
        content_type: 'application/pdf',
        data: PDF.toString('base64'),
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: 'Deed sent whole',
      release_form: true,
      file_name: 'deed.pdf',
      size: PDF.length,
      can_delete: true,
    });
    const listed = await t.call('GET', `/stories/${storyId}/list_files`, { token: t.token });
    expect(listed.body.map((f: { _id: string }) => f._id)).toContain(added.body._id);
    const link = await t.call('GET', `/stories/${storyId}/files/${added.body._id}/download`, { token: t.token });
    const download = await t.app.inject({ method: 'GET', url: pathOf(link.body.url) });
    expect(Buffer.from(download.rawPayload).equals(PDF)).toBe(true);
  });

  it.each([
    ['url', { url: 'https://files.example.org/deed.pdf' }],
    ['data', { data: 'not base64 at all!' }],
    ['content_type', { content_type: 'text/html' }],
    ['file_name', { file_name: '../deed.pdf' }],
  ])('refuses add_file naming %s for %j, storing nothing', async (field, change) => {
    const before = await t.db
      .selectFrom('story_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await t.call('POST', `/stories/${storyId}/add_file`, {
      token: t.token,
      body: { title: 'Deed', file_name: 'deed.pdf', content_type: 'application/pdf', data: PDF.toString('base64'), ...change },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
    const after = await t.db
      .selectFrom('story_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
