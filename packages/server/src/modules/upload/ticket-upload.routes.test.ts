import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { createUser, signInAs } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, createProject, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases)('uploads through a ticket on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let guest: { id: string; token: string };
  let stranger: string;
  let ticket: string;
  let folderId: string;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-ticket-upload-'));
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, `${dir}/data`);
    const account = await createUser(t.db, 'guest');
    guest = { id: account.id, token: await signInAs(t, account.email) };
    stranger = await signInAs(t, (await createUser(t.db, 'guest')).email);
    folderId = randomUUID();
    await t.db.insertInto('folders').values({ id: folderId, project_id: t.projectId, name: 'Sent in', created_at: new Date() }).execute();
    const made = await t.call('POST', `/projects/${t.projectId}/tickets`, {
      token: t.token,
      body: { kind: 'upload', folder_id: folderId },
    });
    expect(made.status).toBe(201);
    ticket = made.body.ticket;
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  const start = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/stories/start', { token, body: { upload: true, project: t.projectId, file_name: 'memories.wav', ...body } });

  it('refuses an upload ticket that names a story, and a folder of another project', async () => {
    const story = await start(t.token, {});
    const withStory = await t.call('POST', `/projects/${t.projectId}/tickets`, {
      token: t.token,
      body: { kind: 'upload', story_id: story.body.storyId },
    });
    expect(withStory).toMatchObject({ status: 400, body: { error: { field: 'story_id' } } });
    const elsewhere = await createProject(t.db, t.organizationId);
    const strayFolder = randomUUID();
    await t.db.insertInto('folders').values({ id: strayFolder, project_id: elsewhere, name: 'Other', created_at: new Date() }).execute();
    const wrongFolder = await t.call('POST', `/projects/${t.projectId}/tickets`, {
      token: t.token,
      body: { kind: 'upload', folder_id: strayFolder },
    });
    expect(wrongFolder).toMatchObject({ status: 400, body: { error: { field: 'folder_id', message: 'A folder is not in this project' } } });
  });

  it('lets its redeemer, a guest who sees no project, send a file into the ticket’s project and folder, and describe it', async () => {
    expect((await start(guest.token, { ticket })).status).toBe(404);
    const redeemed = await t.call('POST', `/ticket/${ticket}`, { token: guest.token, body: {} });
    expect(redeemed.body).toEqual({
      project_id: t.projectId,
      project_name: 'Farm families',
      story_id: null,
      room_key: null,
      kind: 'upload',
    });
    // An upload ticket opens no project: the guest is no member of it.
    const members = await t.db.selectFrom('project_members').select('user_id').where('user_id', '=', guest.id).execute();
    expect(members).toEqual([]);
    expect((await start(guest.token, {})).status).toBe(404);
    expect(await start(guest.token, { ticket, folders: [folderId] })).toMatchObject({ status: 400, body: { error: { field: 'folders' } } });

    const started = await start(guest.token, { ticket });
    expect(started.status).toBe(200);
    const storyId: string = started.body.storyId;
    const row = await t.db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: t.projectId, creator_id: guest.id, ticket_id: ticket, title: 'memories' });
    const filed = await t.db.selectFrom('folder_stories').select('folder_id').where('story_id', '=', storyId).execute();
    expect(filed).toEqual([{ folder_id: folderId }]);

    const bytes = Buffer.from(`RIFF and a voice ${randomUUID()}`);
    const config = await t.call('GET', `/stories/${storyId}/upload-config?type=audio/wav&numUploadParts=1`, { token: guest.token });
    expect(config.status).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: pathOf(config.body.Parts[0].signedUrl), payload: bytes });
    expect(put.statusCode).toBe(200);
    const ref = `uploadId=${config.body.UploadId}&key=${config.body.Key}`;
    expect((await t.call('GET', `/stories/${storyId}/media/upload/parts?${ref}`, { token: guest.token })).body.Parts).toHaveLength(1);
    const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, {
      token: guest.token,
      body: { key: config.body.Key, uploadId: config.body.UploadId },
    });
    expect(done.status).toBe(200);
    expect(sha256(await readFile(diskStore(t.media).pathOf(config.body.Key)))).toBe(sha256(bytes));

    expect((await t.call('GET', `/stories/${storyId}`, { token: guest.token })).body).toMatchObject({ _id: storyId, title: 'memories' });
    const states = await t.call('POST', '/stories/status_bulk_upload', { token: guest.token, body: { stories: [{ _id: storyId }] } });
    expect(states.body[0]).toMatchObject({ available: true });
    const described = await t.call('PUT', '/stories/update_bulk_upload', {
      token: guest.token,
      body: { stories: [{ _id: storyId, title: 'Grandmother’s harvest', narrator: 'Ada Lane' }] },
    });
    expect(described.status).toBe(200);
    expect(await t.db.selectFrom('stories').select(['title', 'narrator']).where('id', '=', storyId).executeTakeFirst()).toEqual({
      title: 'Grandmother’s harvest',
      narrator: 'Ada Lane',
    });
    // A sent recording belongs to the archive: its sender can neither replace nor delete it.
    expect((await t.call('GET', `/stories/${storyId}/upload-config?type=audio/wav&numUploadParts=1`, { token: guest.token })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/stories/${storyId}`, { token: guest.token })).status).toBe(403);
    expect(await t.db.selectFrom('stories').select('id').where('id', '=', storyId).executeTakeFirst()).toEqual({ id: storyId });
  });

  it('lets its redeemer open it again and take back a file that never arrived; anyone else is refused', async () => {
    expect((await t.call('POST', `/ticket/${ticket}`, { token: guest.token, body: {} })).body).toMatchObject({ kind: 'upload' });
    expect((await t.call('POST', `/ticket/${ticket}`, { token: stranger, body: {} })).status).toBe(410);
    expect(await start(stranger, { ticket })).toMatchObject({ status: 404, body: { error: { field: 'ticket' } } });
    const started = await start(guest.token, { ticket });
    const storyId: string = started.body.storyId;
    expect((await t.call('GET', `/stories/${storyId}`, { token: stranger })).status).toBe(404);
    expect((await t.call('DELETE', `/stories/${storyId}`, { token: stranger })).status).toBe(404);
    expect((await t.call('DELETE', `/stories/${storyId}`, { token: guest.token })).status).toBe(200);
    expect(await t.db.selectFrom('stories').select('id').where('id', '=', storyId).executeTakeFirst()).toBeUndefined();
  });

  it('does not let an access ticket, or another project, stand in for an upload ticket', async () => {
    const access = await t.call('POST', `/projects/${t.projectId}/tickets`, { token: t.token, body: {} });
    expect((await t.call('POST', `/ticket/${access.body.ticket}`, { token: stranger, body: {} })).body).toMatchObject({ kind: 'access' });
    expect(await start(stranger, { ticket: access.body.ticket })).toMatchObject({ status: 404, body: { error: { field: 'ticket' } } });
    const elsewhere = await createProject(t.db, t.organizationId);
    expect(await start(guest.token, { ticket, project: elsewhere })).toMatchObject({ status: 400, body: { error: { field: 'project' } } });
  });

  it('keeps a guest out of the stories of the project that nobody sent through their ticket', async () => {
    const members = await start(t.token, {});
    expect((await t.call('GET', `/stories/${members.body.storyId}`, { token: guest.token })).status).toBe(404);
    const states = await t.call('POST', '/stories/status_bulk_upload', {
      token: guest.token,
      body: { stories: [{ _id: members.body.storyId }] },
    });
    expect(states.body).toEqual([{ available: false, story: null }]);
    expect(
      (await t.call('GET', `/stories/${members.body.storyId}/upload-config?type=audio/wav&numUploadParts=1`, { token: guest.token }))
        .status,
    ).toBe(404);
  });
});
