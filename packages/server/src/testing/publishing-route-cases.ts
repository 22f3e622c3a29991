import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { memberList, type RouteCase } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

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
];
