import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { manage, memberList, type RouteCase, see } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

/** A story of the tenant that says a new person once; answers the story and the entity. */
async function mentioned(db: Kysely<DB>, tenant: Tenant): Promise<{ storyId: string; entityId: string }> {
  const storyId = await addStory(db, tenant, 'Named');
  const entityId = randomUUID();
  await db
    .insertInto('entities')
    .values({ id: entityId, organization_id: tenant.organization.id, type: 'person', key: `ada ${entityId}`, name: 'Ada' })
    .execute();
  await db
    .insertInto('entity_mentions')
    .values({ story_id: storyId, entity_id: entityId, word: 3, word_count: 1, start_time: 1.5, end_time: 2, text: 'Ada' })
    .execute();
  return { storyId, entityId };
}

/** The matrix's cases for the entity routes: reading follows the stories, correcting is for the archivists. */
export const entityRouteCases: RouteCase[] = [
  {
    route: 'GET /entities',
    build: async (db, _w, t) => {
      await mentioned(db, t);
      return { url: '/entities?type=person&search=ada' };
    },
    expect: memberList(),
  },
  {
    route: 'GET /entities/:id',
    build: async (db, _w, t) => ({ url: `/entities/${(await mentioned(db, t)).storyId}` }),
    expect: see(),
  },
  {
    route: 'GET /entities/:id/mentions',
    build: async (db, _w, t) => ({ url: `/entities/${(await mentioned(db, t)).entityId}/mentions` }),
    expect: see(),
  },
  {
    route: 'PUT /entities/:id/name',
    build: async (db, _w, t) => ({ url: `/entities/${(await mentioned(db, t)).entityId}/name`, body: { name: 'Ada Price' } }),
    expect: manage(),
  },
  {
    route: 'PUT /entities/:id/hidden',
    build: async (db, _w, t) => ({ url: `/entities/${(await mentioned(db, t)).entityId}/hidden`, body: { hidden: true } }),
    expect: manage(),
  },
  {
    route: 'POST /entities/:id/merge',
    build: async (db, _w, t) => {
      const [from, into] = [await mentioned(db, t), await mentioned(db, t)];
      return { url: `/entities/${from.entityId}/merge`, body: { into: into.entityId } };
    },
    expect: manage(),
  },
  {
    route: 'POST /entities/:id/unmerge',
    build: async (db, _w, t) => {
      const [from, into] = [await mentioned(db, t), await mentioned(db, t)];
      await db.insertInto('entity_overrides').values({ entity_id: from.entityId, merged_into: into.entityId }).execute();
      return { url: `/entities/${from.entityId}/unmerge` };
    },
    expect: manage(),
  },
];
