import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { createOrganization, createUser, signInAs } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

// A device deletes its only copy of a recording on one answer alone, 410 STORY_DELETED; it learns that the server
// holds every byte from the completion's list of part sizes and SHA-256 hashes. These answers are pinned here.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases)('local recordings kept safe on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-recording-safety-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'));
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  async function newStory(token = t.token): Promise<string> {
    const started = await t.call('POST', '/stories/start', { token, body: { project: t.projectId, type: 'local', title: 'Call' } });
    expect(started.status).toBe(200);
    return started.body.storyId;
  }

  async function openStream(storyId: string, token = t.token, streamId = 's1') {
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token,
      body: { type: 'audio', streamId, recordingStart: Date.now(), localTimeOffset: 0 },
    });
    return opened as { status: number; body: { key: string; uploadId: string; token: string; error?: { code: string } } };
  }

  const next = (storyId: string, s: { key: string; uploadId: string; token: string }, partNumber: number, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${s.uploadId}&key=${encodeURIComponent(s.key)}&partNumber=${partNumber}${extra}`,
      headers: { authorization: s.token },
    });

  async function sendPart(storyId: string, s: { key: string; uploadId: string; token: string }, partNumber: number, bytes: Buffer) {
    const answer = await next(storyId, s, partNumber);
    expect(answer.statusCode).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: pathOf(answer.json().partUrl), payload: bytes });
    expect(put.statusCode).toBe(200);
  }

  const complete = (storyId: string, s: { key: string; uploadId: string; token: string }, parts?: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${s.token}` },
      payload: { uploadId: s.uploadId, key: s.key, ...(parts ? { parts } : {}) },
    });

  it('answers 410 STORY_DELETED on every upload call once the story was deleted on purpose, and 404 to another organization', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    await sendPart(storyId, stream, 1, randomBytes(1000));
    expect((await t.call('DELETE', `/stories/${storyId}`, { token: t.token })).status).toBeLessThan(300);

    const part = await next(storyId, stream, 2);
    expect(part.statusCode).toBe(410);
    expect(part.json().error.code).toBe('STORY_DELETED');
    const completion = await complete(storyId, stream);
    expect([completion.statusCode, completion.json().error.code]).toEqual([410, 'STORY_DELETED']);
    const again = await openStream(storyId);
    expect([again.status, again.body.error?.code]).toEqual([410, 'STORY_DELETED']);
    const form = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=s9`, { token: t.token });
    expect([form.status, form.body.error.code]).toEqual([410, 'STORY_DELETED']);

    // Someone of another organization learns nothing of it.
    const elsewhere = await createOrganization(t.db, 'Elsewhere Society');
    const outsider = await createUser(t.db, 'manager', [elsewhere.id]);
    const outside = await openStream(storyId, await signInAs(t, outsider.email));
    expect([outside.status, outside.body.error?.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 403 to an uploader removed from the project, on their upload token too, and 404 to other organizations', async () => {
    const member = await createUser(t.db, 'user', [t.organizationId]);
    await t.db.insertInto('project_members').values({ project_id: t.projectId, user_id: member.id, role: 'project_member' }).execute();
    const token = await signInAs(t, member.email);
    const storyId = await newStory(token);
    const opened = await openStream(storyId, token);
    expect(opened.status).toBe(200);
    await sendPart(storyId, opened.body, 1, randomBytes(1000));

    await t.db.deleteFrom('project_members').where('user_id', '=', member.id).execute();
    const part = await next(storyId, opened.body, 2);
    expect([part.statusCode, part.json().error.code]).toEqual([403, 'UPLOAD_ACCESS_LOST']);
    const completion = await complete(storyId, opened.body);
    expect([completion.statusCode, completion.json().error.code]).toEqual([403, 'UPLOAD_ACCESS_LOST']);
    const again = await openStream(storyId, token);
    expect([again.status, again.body.error?.code]).toEqual([403, 'UPLOAD_ACCESS_LOST']);
    // Nothing was joined: the story keeps no stream of theirs.
    const uploads = await t.db.selectFrom('media_uploads').select('status').where('story_id', '=', storyId).execute();
    expect(uploads).toEqual([{ status: 'uploading' }]);

    const elsewhere = await createOrganization(t.db, 'Another Society');
    const outsider = await createUser(t.db, 'manager', [elsewhere.id]);
    const outside = await openStream(storyId, await signInAs(t, outsider.email));
    expect([outside.status, outside.body.error?.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lists each part’s size and SHA-256 as stored in the completion, and the same again when it is repeated', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const parts = [randomBytes(70_000), randomBytes(12_345)];
    for (const [i, bytes] of parts.entries()) await sendPart(storyId, stream, i + 1, bytes);
    const expected = parts.map((bytes, i) => ({ PartNumber: i + 1, Size: bytes.length, SHA256: sha256(bytes) }));
    const done = await complete(storyId, stream, expected);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true, key: stream.key, size: 82_345, parts: expected });
    // Its first answer lost on the way: the repeated completion tells the same.
    expect((await complete(storyId, stream)).json()).toEqual({ ok: true, key: stream.key, size: 82_345, parts: expected });
  });

  it('refuses a completion naming a part corrupted on the way (409, naming it) without joining anything; sent again, it completes', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const parts = [randomBytes(50_000), randomBytes(40_000)];
    const corrupted = Buffer.from(parts[1] as Buffer);
    corrupted[100] = (corrupted[100] as number) ^ 0xff;
    await sendPart(storyId, stream, 1, parts[0] as Buffer);
    await sendPart(storyId, stream, 2, corrupted);
    const sent = parts.map((bytes, i) => ({ PartNumber: i + 1, Size: bytes.length, SHA256: sha256(bytes) }));

    // Without the device's word the server joins nothing either: it lists what it holds, and part 2's hash differs.
    const refused = await complete(storyId, stream, sent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PARTS_MISMATCH', field: 'parts' });
    expect(refused.json().error.message).toContain('part 2');
    expect(await t.media.store.stat(stream.key)).toBeUndefined();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/parts?uploadId=${stream.uploadId}&key=${encodeURIComponent(stream.key)}`,
      headers: { authorization: stream.token },
    });
    expect(listed.json().Parts.map((p: { Size: number }) => p.Size)).toEqual([50_000, 40_000]);

    await sendPart(storyId, stream, 2, parts[1] as Buffer);
    const done = await complete(storyId, stream, sent);
    expect(done.statusCode).toBe(200);
    expect(done.json().parts).toEqual(sent);
    const stored = await diskStore(t.media).get(stream.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(Buffer.from(chunk));
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(Buffer.concat(parts)));
  });

  it('reports a corrupted part’s stored hash in the completion when the device names only its parts', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const bytes = randomBytes(30_000);
    const corrupted = Buffer.from(bytes);
    corrupted[0] = (corrupted[0] as number) ^ 0x01;
    await sendPart(storyId, stream, 1, corrupted);
    const done = await complete(storyId, stream);
    expect(done.statusCode).toBe(200);
    const [part] = done.json().parts;
    expect(part).toEqual({ PartNumber: 1, Size: 30_000, SHA256: sha256(corrupted) });
    expect(part.SHA256).not.toBe(sha256(bytes));
  });
});
