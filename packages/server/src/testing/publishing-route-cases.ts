import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { anyone, manage, memberList, orgManage, type RouteCase, see } from './route-rules.js';
import { addStory, type Tenant, type World } from './world.js';

/** A story of the tenant with one clip; answers the clip's id. */
export async function clipOf(db: Kysely<DB>, tenant: Tenant, title = 'Library clip'): Promise<{ storyId: string; clipId: string }> {
  const storyId = await addStory(db, tenant, 'Clipped');
  const clipId = randomUUID();
  await db
    .insertInto('clips')
    .values({ id: clipId, story_id: storyId, title, start_seconds: 1, end_seconds: 3, tags: '["mill"]' })
    .execute();
  return { storyId, clipId };
}

/** A gallery of the tenant with one clip, authored by one of its managers; answers its id and public key. */
async function galleryOf(db: Kysely<DB>, w: World, tenant: Tenant, published = false): Promise<{ id: string; shareKey: string }> {
  const { clipId } = await clipOf(db, tenant);
  const id = randomUUID();
  const shareKey = randomBytes(18).toString('base64url');
  const author = tenant === w.own ? w.users.org_manager.id : w.otherManager.id;
  await db
    .insertInto('galleries')
    .values({
      id,
      organization_id: tenant.organization.id,
      author_id: author,
      title: 'Matrix gallery',
      elements: JSON.stringify([{ type: 'clip', id: clipId }]),
      share_key: shareKey,
      sync_status: published ? 'public' : 'private',
    })
    .execute();
  return { id, shareKey };
}

/** A clip of the tenant published on its own page; answers its public key. */
async function sharedClipOf(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  const { clipId } = await clipOf(db, tenant);
  const shareKey = randomBytes(18).toString('base64url');
  await db.insertInto('clip_shares').values({ clip_id: clipId, share_key: shareKey, start_seconds: 1, end_seconds: 3 }).execute();
  return shareKey;
}

/** The matrix's cases for the clips library and galleries. */
export const publishingRouteCases: RouteCase[] = [
  {
    // Every member gets their own reach; filtering on another tenant's project finds nothing rather than failing.
    route: 'GET /clips',
    build: async (db, _w, t) => {
      await clipOf(db, t);
      return { url: `/clips?project=${t.project}&tag=mill&search=clip` };
    },
    expect: memberList(),
  },
  {
    route: 'GET /galleries',
    build: async (db, w, t) => {
      await galleryOf(db, w, t);
      return { url: '/galleries' };
    },
    expect: memberList(),
  },
  {
    // Published at once: core's publishing rule wants manage rights on the clip's project, so a plain member is
    // refused (a private gallery, the default, any member of the organization may make).
    route: 'POST /galleries',
    build: async (db, _w, t) => ({
      url: '/galleries',
      body: { title: 'New gallery', organization: t.organization.code, clips: [(await clipOf(db, t)).clipId], sync_status: 'public' },
    }),
    expect: manage(),
  },
  {
    route: 'GET /galleries/:id',
    build: async (db, w, t) => ({ url: `/galleries/${(await galleryOf(db, w, t)).id}` }),
    expect: see(),
  },
  {
    // Its author (here the organization manager) and the organization's managers change a gallery; members may not.
    route: 'PUT /galleries/:id',
    build: async (db, w, t) => ({ url: `/galleries/${(await galleryOf(db, w, t)).id}`, body: { title: 'Renamed' } }),
    expect: orgManage(),
  },
  {
    route: 'POST /galleries/:id/refresh',
    build: async (db, w, t) => ({ url: `/galleries/${(await galleryOf(db, w, t)).id}/refresh` }),
    expect: orgManage(),
  },
  {
    route: 'DELETE /galleries/:id',
    build: async (db, w, t) => ({ url: `/galleries/${(await galleryOf(db, w, t)).id}` }),
    expect: orgManage(),
  },
  {
    // Public by design: whoever has a published gallery's address sees it.
    route: 'GET /public/galleries/:shareKey',
    build: async (db, w, t) => ({ url: `/public/galleries/${(await galleryOf(db, w, t, true)).shareKey}` }),
    expect: anyone(200),
  },
  {
    route: 'POST /stories/:id/clips/:clipId/share',
    build: async (db, _w, t) => {
      const { storyId, clipId } = await clipOf(db, t);
      return { url: `/stories/${storyId}/clips/${clipId}/share` };
    },
    expect: manage(),
  },
  {
    route: 'DELETE /stories/:id/clips/:clipId/share',
    build: async (db, _w, t) => {
      const { storyId, clipId } = await clipOf(db, t);
      return { url: `/stories/${storyId}/clips/${clipId}/share` };
    },
    expect: manage(),
  },
  {
    // Public by design: whoever has a published clip's address sees that clip, and only it.
    route: 'GET /public/clips/:shareKey',
    build: async (db, _w, t) => ({ url: `/public/clips/${await sharedClipOf(db, t)}` }),
    expect: anyone(200),
  },
  {
    route: 'GET /stories/:id/previous-originals',
    build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/previous-originals` }),
    expect: manage(),
  },
];
