import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp } from '../../testing/upload-test-kit.js';

// The app's own wiring this time (no test double): a guest's join token from the rooms module opens uploads.
describe.each(testDatabases)('a room guest uploading their local recording on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-room-guest-');
    cleanup = scratch.cleanup;
    t = await buildUploadTestApp(await open(), join(scratch.dir, 'data'), { stt: null });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  const startRoom = async () => {
    const room = await t.call('POST', `/projects/${t.projectId}/room/start`, { token: t.token, body: { title: 'Call' } });
    expect(room.status).toBe(201);
    return room.body as { roomKey: string; storyId: string };
  };
  const openStream = (storyId: string, token: string) =>
    t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token,
      body: { type: 'audio', streamId: `mic-${token.slice(0, 6)}`, recordingStart: 0 },
    });

  it("admits the guest's token to its room's story only, under the name they joined with", async () => {
    const room = await startRoom();
    const other = await startRoom();
    const joined = await t.call('POST', `/rooms/${room.roomKey}/join`, { body: { name: 'Grandma June', termsAccepted: true } });
    expect(joined.status).toBe(200);
    const guestToken = joined.body.token as string;
    expect(guestToken).toEqual(expect.any(String));

    const opened = await openStream(room.storyId, guestToken);
    expect(opened.status).toBe(200);
    const row = await t.db.selectFrom('media_uploads').selectAll().where('upload_id', '=', opened.body.uploadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, participant_name: 'Grandma June' });

    expect((await openStream(other.storyId, guestToken)).status).toBe(401);
    expect((await openStream(room.storyId, 'not-a-token-of-this-room')).status).toBe(401);
  });
});
