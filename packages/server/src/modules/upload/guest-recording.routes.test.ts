import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

describe.each(testDatabases)('a call guest uploading their local recording on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  // The rooms module's part, as the upload calls see it: one guest token admitted to one story's call.
  const admitted = new Map<string, { storyId: string; name: string }>();
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-guest-');
    cleanup = scratch.cleanup;
    t = await buildUploadTestApp(await open(), join(scratch.dir, 'data'), {
      stt: null,
      recordingGuests: {
        async guestFor(token, storyId) {
          const guest = admitted.get(token);
          return guest?.storyId === storyId ? { name: guest.name } : undefined;
        },
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  const newStory = async () =>
    (await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, type: 'local', title: 'Call' } })).body
      .storyId as string;
  const open_ = (storyId: string, token: string | undefined, extra: Record<string, unknown> = {}) =>
    t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token,
      body: { type: 'audio', streamId: 'guest-mic', recordingStart: 0, ...extra },
    });

  it('opens, fills and completes a stream with the call token, named after the guest and tied to no account', async () => {
    const storyId = await newStory();
    admitted.set('guest-token-1', { storyId, name: 'Grandma June' });
    const opened = await open_(storyId, 'guest-token-1');
    expect(opened.status).toBe(200);
    const { key, uploadId, token } = opened.body;
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=1`,
      headers: { authorization: token },
    });
    expect((await t.app.inject({ method: 'PUT', url: pathOf(next.json().partUrl), payload: Buffer.from('voice') })).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${token}` },
      payload: { uploadId, key },
    });
    expect(done.statusCode).toBe(200);
    const row = await t.db.selectFrom('media_uploads').selectAll().where('upload_id', '=', uploadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, participant_name: 'Grandma June', status: 'completed', parts_count: 1 });

    const form = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=guest-cam&participantName=June`, {
      token: 'guest-token-1',
    });
    expect(form.status).toBe(200);
    const formRow = await t.db.selectFrom('media_uploads').selectAll().where('stream_id', '=', 'guest-cam').executeTakeFirstOrThrow();
    expect(formRow).toMatchObject({ user_id: null, participant_name: 'June' });
  });

  it('refuses a token for another story, an unknown token and no token; a story gone without a deletion on record answers 404', async () => {
    const storyId = await newStory();
    const other = await newStory();
    admitted.set('guest-token-2', { storyId: other, name: 'Sam' });
    expect((await open_(storyId, 'guest-token-2')).status).toBe(401);
    expect((await open_(storyId, 'made-up')).status).toBe(401);
    expect((await open_(storyId, undefined)).status).toBe(401);
    expect((await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=s`, { token: 'guest-token-2' })).status).toBe(401);
    // Its row removed behind the server's back: nothing says it was deleted on purpose, so the device keeps its copy.
    await t.db.deleteFrom('stories').where('id', '=', other).execute();
    const gone = await open_(other, 'guest-token-2');
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    expect(await t.db.selectFrom('media_uploads').select('upload_id').where('story_id', 'in', [storyId, other]).execute()).toEqual([]);
  });
});
