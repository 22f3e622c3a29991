import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { setRemixer } from '../modules/remixes/remix-flag.js';
import { manage, type RouteCase, see } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

/** A clip of a story with (unread) media in the tenant's project, remixes turned on for its organization. */
async function remixableClip(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  await setRemixer(db, tenant.organization.id, true);
  const storyId = await addStory(db, tenant, 'Remixed');
  const key = `stories/${storyId}/web.m4a`;
  await db
    .insertInto('story_media')
    .values({ story_id: storyId, original_key: key, rendition_key: key, media_type: 'audio', duration: 10 })
    .execute();
  const clipId = randomUUID();
  const now = new Date();
  await db
    .insertInto('clips')
    .values({
      id: clipId,
      story_id: storyId,
      title: 'Piece',
      start_seconds: 1,
      end_seconds: 3,
      tags: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return clipId;
}

/** A remix of one clip in the tenant's project. */
async function remix(db: Kysely<DB>, tenant: Tenant): Promise<{ remixId: string; clipId: string }> {
  const clipId = await remixableClip(db, tenant);
  const remixId = randomUUID();
  await db.insertInto('remixes').values({ id: remixId, project_id: tenant.project, title: 'A remix', created_by: null }).execute();
  await db.insertInto('remix_clips').values({ remix_id: remixId, position: 0, clip_id: clipId }).execute();
  return { remixId, clipId };
}

/** The matrix's cases for the remix routes. */
export const remixRouteCases: RouteCase[] = [
  {
    route: 'GET /projects/:id/remixes',
    build: async (db, _w, t) => {
      await remix(db, t);
      return { url: `/projects/${t.project}/remixes` };
    },
    expect: see(),
  },
  {
    route: 'POST /projects/:id/remixes',
    build: async (db, _w, t) => ({ url: `/projects/${t.project}/remixes`, body: { title: 'New', clipIds: [await remixableClip(db, t)] } }),
    expect: see(),
  },
  {
    route: 'GET /remixes/:id',
    build: async (db, _w, t) => ({ url: `/remixes/${(await remix(db, t)).remixId}` }),
    expect: see(),
  },
  {
    route: 'PUT /remixes/:id/order',
    build: async (db, _w, t) => {
      const { remixId, clipId } = await remix(db, t);
      return { url: `/remixes/${remixId}/order`, body: { clipIds: [clipId] } };
    },
    expect: see(),
  },
  {
    // Its author (nobody here) or the project's managers delete a remix; other members get 403.
    route: 'DELETE /remixes/:id',
    build: async (db, _w, t) => ({ url: `/remixes/${(await remix(db, t)).remixId}` }),
    expect: manage(),
  },
];
