import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { UPLOAD_PART_SIZE_BYTES } from '@storykeep/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { createUser, signInAs } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, postRecordingForm, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { LOCAL_PART_MAX_BYTES } from './upload-limits.js';

// Uploads carry their byte cap in the signed address and stop reading past it; each write address serves one upload;
// an organization's uploads stop at its storage quota; stream objects are named by the server.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases)('upload limits on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-upload-limits-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'), { stt: null });
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });
  const limits = () => ({ ...t.media.limits });
  let saved: ReturnType<typeof limits> | undefined;
  afterEach(() => {
    if (saved) t.media.limits = saved;
    saved = undefined;
  });

  async function newStory(): Promise<string> {
    return (await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, type: 'local', title: 'Call' } })).body
      .storyId;
  }
  async function openStream(storyId: string, streamId = 's1') {
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: t.token,
      body: { type: 'audio', streamId, recordingStart: Date.now(), localTimeOffset: 0 },
    });
    return opened as { status: number; body: { key: string; uploadId: string; token: string; error?: { code: string; message: string } } };
  }
  const next = (storyId: string, s: { key: string; uploadId: string; token: string }, partNumber: number, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${s.uploadId}&key=${encodeURIComponent(s.key)}&partNumber=${partNumber}${extra}`,
      headers: { authorization: s.token },
    });
  const put = (url: string, payload: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: pathOf(url), payload, headers });

  const postForm = (url: string, fields: Record<string, string>, bytes: Buffer) =>
    postRecordingForm(t, url, fields, { bytes, type: 'audio/webm', name: 'recording.weba' });

  it('names stream objects by the server, never by the device’s stream id', async () => {
    const storyId = await newStory();
    const mine = (await openStream(storyId, 'cam-1')).body;
    // Another participant who learned that stream id, or the key, cannot aim at the same object.
    const theirs = (await openStream(storyId, 'cam-1')).body;
    const sneaky = (
      await openStream(
        storyId,
        mine.key
          .split('/')
          .pop()
          ?.replace(/\.\w+$/, '') ?? 'x',
      )
    ).body;
    for (const opened of [mine, theirs, sneaky])
      expect(opened.key).toMatch(new RegExp(`^stories/${storyId}/streams/t[0-9a-f]{24}\\.weba$`));
    expect(new Set([mine.key, theirs.key, sneaky.key]).size).toBe(3);
    expect(mine.key).not.toContain('cam-1');
    const form = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=cam-1&mimeType=audio/webm`, { token: t.token });
    expect(form.body.fields.key).toMatch(new RegExp(`^stories/${storyId}/streams/t[0-9a-f]{24}\\.weba$`));
  });

  it('caps a part at the size the device named (413 naming it, nothing kept), and at LOCAL_PART_MAX_BYTES otherwise', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const bytes = randomBytes(1000);
    const sized = await next(storyId, stream, 1, '&size=1000');
    expect(new URL(sized.json().partUrl).searchParams.get('max')).toBe('1000');
    const longer = await put(sized.json().partUrl, Buffer.concat([bytes, Buffer.from([1])]));
    expect(longer.statusCode).toBe(413);
    expect(longer.json().error).toMatchObject({ code: 'too_large' });
    expect(longer.json().error.message).toContain('1000');
    expect(await t.media.store.listParts(stream.key, stream.uploadId)).toEqual([]);
    expect((await put(sized.json().partUrl, bytes)).statusCode).toBe(200);
    const unsized = await next(storyId, stream, 2);
    expect(new URL(unsized.json().partUrl).searchParams.get('max')).toBe(String(LOCAL_PART_MAX_BYTES));
    // The cap is under the signature: raising it breaks the address.
    const raised = new URL(sized.json().partUrl);
    raised.searchParams.set('max', '5000');
    expect((await put(raised.toString(), bytes)).statusCode).toBe(403);
  });

  it('signs each part of a file upload with its cap, its exact length when the file’s size is named', async () => {
    const storyId = (await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, file_name: 'big.mp4' } })).body
      .storyId;
    const size = UPLOAD_PART_SIZE_BYTES + 10;
    const config = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=2&size=${size}`, {
      token: t.token,
    });
    expect(config.status).toBe(200);
    const caps = config.body.Parts.map((p: { signedUrl: string }) => new URL(p.signedUrl).searchParams.get('max'));
    expect(caps).toEqual([String(UPLOAD_PART_SIZE_BYTES), '10']);
    const wrongCount = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=3&size=${size}`, {
      token: t.token,
    });
    expect(wrongCount).toMatchObject({ status: 400, body: { error: { field: 'numUploadParts' } } });
    const unsized = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=1`, { token: t.token });
    expect(new URL(unsized.body.Parts[0].signedUrl).searchParams.get('max')).toBe(String(UPLOAD_PART_SIZE_BYTES));
  });

  it('takes a form upload once, at most the size named: past it 413, a second POST through the same address 409', async () => {
    const storyId = await newStory();
    const bytes = randomBytes(4000);
    const small = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=s2&mimeType=audio/webm&size=3999`, { token: t.token });
    const refused = await postForm(small.body.url, small.body.fields, bytes);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toContain('3999');
    expect(await t.media.store.stat(small.body.fields.key)).toBeUndefined();

    const exact = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=s3&mimeType=audio/webm&size=4000`, { token: t.token });
    const posted = await postForm(exact.body.url, exact.body.fields, bytes);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ key: exact.body.fields.key, size: 4000, sha256: sha256(bytes) });
    const again = await postForm(exact.body.url, exact.body.fields, randomBytes(4000));
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_uploaded']);
    const kept = await diskStore(t.media).get(exact.body.fields.key);
    const chunks: Buffer[] = [];
    for await (const chunk of kept) chunks.push(Buffer.from(chunk));
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));
    const row = await t.db
      .selectFrom('media_uploads')
      .select(['sha256', 'size'])
      .where('object_key', '=', exact.body.fields.key)
      .executeTakeFirst();
    expect({ sha256: row?.sha256, size: Number(row?.size) }).toEqual({ sha256: sha256(bytes), size: 4000 });
  });

  it('refuses a part address once its upload is completed (409), and hands out no new one', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const first = (await next(storyId, stream, 1)).json().partUrl;
    expect((await put(first, randomBytes(500))).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${stream.token}` },
      payload: { uploadId: stream.uploadId, key: stream.key },
    });
    expect(done.statusCode).toBe(200);
    const replay = await put(first, randomBytes(500));
    expect([replay.statusCode, replay.json().error.code]).toEqual([409, 'already_uploaded']);
    const more = await next(storyId, stream, 2);
    expect([more.statusCode, more.json().error.code]).toEqual([409, 'ALREADY_UPLOADED']);
  });

  it('stops an organization’s uploads at its storage quota with 413 naming it, counting what it keeps', async () => {
    const storyId = await newStory();
    const stream = (await openStream(storyId)).body;
    const bytes = randomBytes(1200);
    expect((await put((await next(storyId, stream, 1)).json().partUrl, bytes)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${stream.token}` },
      payload: { uploadId: stream.uploadId, key: stream.key },
    });
    const usage = await t.call('GET', `/organization/${await orgCode()}/storage`, { token: t.token });
    expect(usage.status).toBe(200);
    const used = usage.body.usedBytes as number;
    expect(used).toBeGreaterThanOrEqual(1200);

    saved = limits();
    t.media.limits = { ...saved, organizationQuotaBytes: used + 1000 };
    const open = await openStream(storyId, 's-room');
    expect(open.status).toBe(200);
    const tooBig = await next(storyId, open.body, 1, '&size=1001');
    expect([tooBig.statusCode, tooBig.json().error.code]).toEqual([413, 'STORAGE_QUOTA_EXCEEDED']);
    expect(tooBig.json().error.message).toContain('of ');
    expect((await next(storyId, open.body, 1, '&size=1000')).statusCode).toBe(200);
    const file = await t.call('POST', `/stories/${storyId}/files/upload`, {
      token: t.token,
      body: { title: 'Scan', file_name: 'scan.pdf', content_type: 'application/pdf', size: 1001 },
    });
    expect([file.status, file.body.error.code]).toEqual([413, 'STORAGE_QUOTA_EXCEEDED']);
    t.media.limits = { ...saved, organizationQuotaBytes: used };
    const full = await openStream(storyId, 's-full');
    expect([full.status, full.body.error?.code]).toEqual([413, 'STORAGE_QUOTA_EXCEEDED']);
    expect((await t.call('GET', `/organization/${await orgCode()}/storage`, { token: t.token })).body.quotaBytes).toBe(used);

    // The organization's use is for its managers only.
    const member = await createUser(t.db, 'user', [t.organizationId]);
    const refused = await t.call('GET', `/organization/${await orgCode()}/storage`, { token: await signInAs(t, member.email) });
    expect(refused.status).toBe(403);
  });

  async function orgCode(): Promise<string> {
    return (await t.db.selectFrom('organizations').select('code').where('id', '=', t.organizationId).executeTakeFirstOrThrow()).code;
  }
});
