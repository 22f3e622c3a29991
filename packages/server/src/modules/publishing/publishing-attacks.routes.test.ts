import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory, type Tenant } from '../../testing/world.js';
import { rangeKey } from '../clips/clip-keys.js';
import { setRemixer } from '../remixes/remix-flag.js';
import { orderKey } from '../remixes/remix-keys.js';

/** Every string inside a JSON answer, decoded as a URL when it is one, so an encoded object key is found too. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      return [value, decodeURIComponent(value)];
    } catch {
      return [value];
    }
  }
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

// One attacker test per publishing defect, each refused by core's publishing rule (policy/publishing.ts) or the
// story rules beside it. Each was red on the code before the rule existed (see the commit that added this file).
describe.each(testDatabases)('publishing, as an attacker tries it, on $name', ({ open }) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
  });
  afterAll(() => t.close());

  /** A story with a rendition object, and a clip of 1–3 s whose own rendition is cut (or not yet). */
  async function storyWithClip(tenant: Tenant, options: { rendered?: boolean; project?: string; creator?: string | null } = {}) {
    const storyId = await addStory(t.db, tenant, `Interview ${randomUUID().slice(0, 6)}`);
    if (options.project) await t.db.updateTable('stories').set({ project_id: options.project }).where('id', '=', storyId).execute();
    const rendition = `stories/${storyId}/web.m4a`;
    await t.media.store.put(rendition, Readable.from([Buffer.from('the whole interview')]));
    await t.db
      .insertInto('story_media')
      .values({ story_id: storyId, original_key: rendition, rendition_key: rendition, media_type: 'audio', duration: 10 })
      .execute();
    await t.db.updateTable('stories').set({ duration: 10, media_type: 'audio' }).where('id', '=', storyId).execute();
    const clipId = randomUUID();
    const media = `stories/${storyId}/clips/${clipId}/clip.m4a`;
    const rendered = options.rendered ?? true;
    if (rendered) await t.media.store.put(media, Readable.from([Buffer.from('only the clip')]));
    await t.db
      .insertInto('clips')
      .values({
        id: clipId,
        story_id: storyId,
        title: 'The clip',
        start_seconds: 1,
        end_seconds: 3,
        tags: '[]',
        created_by: options.creator ?? null,
        ...(rendered ? { media_key: media, rendered_range: rangeKey(1, 3) } : {}),
      })
      .execute();
    return { storyId, clipId, rendition, media };
  }

  async function requireRelease(tenant: Tenant, required: boolean) {
    const patch = required ? sql`settings || '{"release_required_to_share": true}'::jsonb` : sql`settings - 'release_required_to_share'`;
    await sql`update organizations set settings = ${patch} where id = ${tenant.organization.id}`.execute(t.db);
  }

  it('refuses a plain member who makes a public gallery, and keeps a new gallery private until published', async () => {
    const w = t.world;
    const { clipId } = await storyWithClip(w.own);
    const body = { title: 'Leak', organization: w.own.organization.code, clips: [clipId] };
    const refused = await t.call('POST', '/galleries', { token: w.tokens.user, body: { ...body, sync_status: 'public' } });
    expect(refused.status).toBe(403);

    const made = await t.call('POST', '/galleries', { token: w.tokens.user, body });
    expect(made.status).toBe(200);
    expect(made.body.sync_status).toBe('private');
    const row = await t.db.selectFrom('galleries').select('share_key').where('id', '=', made.body._id).executeTakeFirstOrThrow();
    expect((await t.call('GET', `/public/galleries/${row.share_key}`)).status).toBe(404);
    expect((await t.call('PUT', `/galleries/${made.body._id}`, { token: w.tokens.user, body: { sync_status: 'public' } })).status).toBe(
      403,
    );
    expect((await t.call('GET', `/public/galleries/${row.share_key}`)).status).toBe(404);
    // A manager of the clip's project may publish it.
    const published = await t.call('PUT', `/galleries/${made.body._id}`, {
      token: w.tokens.project_manager,
      body: { sync_status: 'public' },
    });
    expect(published.status).toBe(403); // not the gallery's author nor a manager of the organization
    expect(
      (await t.call('PUT', `/galleries/${made.body._id}`, { token: w.tokens.org_manager, body: { sync_status: 'public' } })).status,
    ).toBe(200);
    expect((await t.call('GET', `/public/galleries/${row.share_key}`)).status).toBe(200);
  });

  it("hands a gallery's visitors the clip's own rendition only, never a URL of the whole interview", async () => {
    const w = t.world;
    const ready = await storyWithClip(w.own);
    const waiting = await storyWithClip(w.own, { rendered: false });
    const made = await t.call('POST', '/galleries', {
      token: w.tokens.org_manager,
      body: { title: 'Voices', organization: w.own.organization.code, clips: [ready.clipId, waiting.clipId], sync_status: 'public' },
    });
    expect(made.status).toBe(200);
    const row = await t.db.selectFrom('galleries').select('share_key').where('id', '=', made.body._id).executeTakeFirstOrThrow();
    const page = await t.call('GET', `/public/galleries/${row.share_key}`);
    expect(page.status).toBe(200);
    const strings = stringsOf(page.body);
    for (const key of [ready.rendition, waiting.rendition]) expect(strings.filter((s) => s.includes(key))).toEqual([]);
    expect(strings.some((s) => s.includes(ready.media))).toBe(true);
    const items = page.body.items as { id: string; mediaURL: string | null; clipStart: number; start: number }[];
    expect(items.find((i) => i.id === ready.clipId)?.mediaURL).toEqual(expect.stringContaining(encodeURIComponent(ready.clipId)));
    // Not cut yet: shown as not ready, not played from the interview.
    expect(items.find((i) => i.id === waiting.clipId)).toMatchObject({ mediaURL: null, clipStart: 1, start: 1 });
  });

  it('publishes nothing of an unreleased interview where the organization requires a release: no page, clip or gallery', async () => {
    const w = t.world;
    const { storyId, clipId } = await storyWithClip(w.own);
    await requireRelease(w.own, true);
    try {
      const token = w.tokens.org_manager;
      const share = await t.call('GET', `/stories/${storyId}/share/public`, { token });
      expect([share.status, share.body.error?.code]).toEqual([409, 'RELEASE_REQUIRED']);
      const clip = await t.call('POST', `/stories/${storyId}/clips/${clipId}/share`, { token });
      expect([clip.status, clip.body.error?.code]).toEqual([409, 'RELEASE_REQUIRED']);
      const gallery = await t.call('POST', '/galleries', {
        token,
        body: { title: 'Unreleased', organization: w.own.organization.code, clips: [clipId], sync_status: 'public' },
      });
      expect([gallery.status, gallery.body.error?.code]).toEqual([409, 'RELEASE_REQUIRED']);
      // With the release form on file, each is allowed.
      await t.db.insertInto('story_files').values({ id: randomUUID(), story_id: storyId, title: 'Release', release_form: true }).execute();
      expect((await t.call('POST', `/stories/${storyId}/clips/${clipId}/share`, { token })).status).toBe(200);
    } finally {
      await requireRelease(w.own, false);
    }
  });

  it("publishes a clip's Share as that clip's own page: its rendition and range, never the interview", async () => {
    const w = t.world;
    const { storyId, clipId, rendition, media } = await storyWithClip(w.own);
    expect((await t.call('POST', `/stories/${storyId}/clips/${clipId}/share`, { token: w.tokens.user })).status).toBe(403);
    const shared = await t.call('POST', `/stories/${storyId}/clips/${clipId}/share`, { token: w.tokens.project_manager });
    expect(shared.status).toBe(200);
    const key = String(shared.body.shared_page).split('/public/clips/')[1];
    const page = await t.call('GET', `/public/clips/${key}`);
    expect(page.body).toMatchObject({ title: 'The clip', start: 1, end: 3 });
    const strings = stringsOf(page.body);
    expect(strings.filter((s) => s.includes(rendition))).toEqual([]);
    expect(strings.some((s) => s.includes(media))).toBe(true);
    // The interview itself stays unpublished.
    expect(await t.db.selectFrom('story_shares').select('story_id').where('story_id', '=', storyId).executeTakeFirst()).toBeUndefined();
    // A member who moves the published clip's range to cover the interview is refused.
    const moved = await t.call('PUT', `/stories/${storyId}/edit_clip/${clipId}`, { token: w.tokens.user, body: { start: 0, end: 10 } });
    expect(moved.status).toBe(403);
  });

  it('filters a remix per reader: no clip, title or words of an interview the reader does not see, and no file', async () => {
    const w = t.world;
    await setRemixer(t.db, w.own.organization.id, true);
    const seen = await storyWithClip(w.own);
    const hidden = await storyWithClip(w.own, { project: w.own.quietProject });
    const secret = await t.db.selectFrom('stories').select('title').where('id', '=', hidden.storyId).executeTakeFirstOrThrow();
    const remixId = randomUUID();
    await t.db
      .insertInto('remixes')
      .values({
        id: remixId,
        project_id: w.own.project,
        title: 'Mixed',
        created_by: w.users.org_manager.id,
        media_key: `remixes/${remixId}.m4a`,
        media_type: 'audio',
        rendered_order: orderKey([seen.clipId, hidden.clipId]),
      })
      .execute();
    await t.media.store.put(`remixes/${remixId}.m4a`, Readable.from([Buffer.from('both clips')]));
    await t.db
      .insertInto('remix_clips')
      .values([
        { remix_id: remixId, position: 0, clip_id: seen.clipId },
        { remix_id: remixId, position: 1, clip_id: hidden.clipId },
      ])
      .execute();
    const read = await t.call('GET', `/remixes/${remixId}`, { token: w.tokens.user });
    expect(read.status).toBe(200);
    expect(read.body.clips.map((c: { _id: string }) => c._id)).toEqual([seen.clipId]);
    expect(read.body).toMatchObject({ hiddenClipCount: 1, archiveURL: null });
    const text = JSON.stringify(read.body);
    for (const leak of [hidden.storyId, hidden.clipId, secret.title]) expect(text).not.toContain(leak);
    // The organization manager, who sees both projects, gets both.
    const full = await t.call('GET', `/remixes/${remixId}`, { token: w.tokens.org_manager });
    expect(full.body.clips).toHaveLength(2);
    expect(full.body.hiddenClipCount).toBe(0);
    expect(full.body.archiveURL).toEqual(expect.any(String));
  });

  it("refuses a member who deletes another's remix; its author or a manager deletes it", async () => {
    const w = t.world;
    await setRemixer(t.db, w.own.organization.id, true);
    const { clipId } = await storyWithClip(w.own);
    const made = await t.call('POST', `/projects/${w.own.project}/remixes`, {
      token: w.tokens.project_manager,
      body: { title: 'Mine', clipIds: [clipId] },
    });
    expect(made.status).toBe(200);
    expect((await t.call('GET', `/remixes/${made.body._id}`, { token: w.tokens.user })).body.canDelete).toBe(false);
    expect(made.body.canDelete).toBe(true);
    expect((await t.call('DELETE', `/remixes/${made.body._id}`, { token: w.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', `/remixes/${made.body._id}`, { token: w.tokens.project_manager })).status).toBe(200);
    const other = await t.call('POST', `/projects/${w.own.project}/remixes`, {
      token: w.tokens.user,
      body: { title: 'Theirs', clipIds: [clipId] },
    });
    expect((await t.call('DELETE', `/remixes/${other.body._id}`, { token: w.tokens.user })).status).toBe(200);
  });

  it("refuses a member who deletes another's clip; its creator or a manager deletes it", async () => {
    const w = t.world;
    const { storyId, clipId } = await storyWithClip(w.own, { creator: w.users.project_manager.id });
    expect((await t.call('DELETE', `/stories/${storyId}/delete_clip/${clipId}`, { token: w.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', `/stories/${storyId}/delete_multiple_clip`, { token: w.tokens.user, body: [clipId] })).status).toBe(403);
    const own = await storyWithClip(w.own, { creator: w.users.user.id });
    expect((await t.call('DELETE', `/stories/${own.storyId}/delete_clip/${own.clipId}`, { token: w.tokens.user })).status).toBe(200);
    expect((await t.call('DELETE', `/stories/${storyId}/delete_clip/${clipId}`, { token: w.tokens.org_manager })).status).toBe(200);
  });

  it('refuses a plain member who replaces a recording; a manager replaces it and the previous original is kept and retrievable', async () => {
    const w = t.world;
    const { storyId, rendition } = await storyWithClip(w.own);
    const config = (token: string | undefined) =>
      t.call('GET', `/stories/${storyId}/upload-config?type=audio/mp4&numUploadParts=1`, { token });
    expect((await config(w.tokens.user)).status).toBe(403);
    const granted = await config(w.tokens.project_manager);
    expect(granted.status).toBe(200);
    expect(granted.body.Key).not.toBe(rendition);
    const url = new URL(granted.body.Parts[0].signedUrl);
    const put = await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: Buffer.from('a new recording') });
    expect(put.statusCode).toBe(200);
    const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, {
      token: w.tokens.project_manager,
      body: { key: granted.body.Key, uploadId: granted.body.UploadId },
    });
    expect(done.status).toBe(200);
    const media = await t.db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media.original_key).toBe(granted.body.Key);
    expect((await t.call('GET', `/stories/${storyId}/previous-originals`, { token: w.tokens.user })).status).toBe(403);
    const kept = await t.call('GET', `/stories/${storyId}/previous-originals`, { token: w.tokens.project_manager });
    expect(kept.body.items).toHaveLength(1);
    const download = new URL(kept.body.items[0].url);
    const old = await t.app.inject({ method: 'GET', url: `${download.pathname}${download.search}` });
    expect(old.body).toBe('the whole interview');
  });
});
