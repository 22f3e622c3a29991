import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addRoom } from './room-route-cases.js';
import { anyone, manage, type RouteCase, see } from './route-rules.js';
import type { Tenant } from './world.js';

/** A call plan of the tenant's project with its room; answers its id and its link's key. */
async function addPrepSession(db: Kysely<DB>, tenant: Tenant): Promise<{ id: string; key: string }> {
  const { storyId } = await addRoom(db, tenant);
  const id = randomUUID();
  const key = randomBytes(12).toString('base64url');
  await db
    .insertInto('prep_sessions')
    .values({
      id,
      organization_id: tenant.organization.id,
      project_id: tenant.project,
      title: 'Planned call',
      story_id: storyId,
      session_key: key,
    })
    .execute();
  return { id, key };
}

/** A person on the tenant's campaign list. */
async function addPerson(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('campaign_people')
    .values({
      id,
      project_id: tenant.project,
      prep_session_id: null,
      name: 'Ada Narrator',
      ticket_id: null,
      story_id: null,
      created_by: null,
    })
    .execute();
  return id;
}

/** Campaigns and call plans: project content read by its members and changed by its managers; session links are public. */
export const planningRouteCases: RouteCase[] = [
  { route: 'GET /projects/:id/campaign', build: (_db, _w, t) => ({ url: `/projects/${t.project}/campaign` }), expect: see() },
  {
    route: 'POST /projects/:id/campaign/people',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/campaign/people`, body: { name: 'Ada Narrator', email: 'ada@example.org' } }),
    expect: manage(201),
  },
  {
    route: 'PUT /campaign/people/:id',
    build: async (db, _w, t) => ({ url: `/campaign/people/${await addPerson(db, t)}`, body: { status: 'scheduled' } }),
    expect: manage(),
  },
  {
    route: 'DELETE /campaign/people/:id',
    build: async (db, _w, t) => ({ url: `/campaign/people/${await addPerson(db, t)}` }),
    expect: manage(),
  },
  {
    route: 'POST /campaign/people/:id/invite',
    build: async (db, _w, t) => ({ url: `/campaign/people/${await addPerson(db, t)}/invite`, body: {} }),
    expect: manage(201),
  },
  { route: 'GET /projects/:id/prepsessions', build: (_db, _w, t) => ({ url: `/projects/${t.project}/prepsessions` }), expect: see() },
  {
    route: 'POST /projects/:id/prepsessions',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/prepsessions`, body: { title: 'A call', password: 'tide-table' } }),
    expect: manage(201),
  },
  {
    route: 'GET /prepsessions/:id',
    build: async (db, _w, t) => ({ url: `/prepsessions/${(await addPrepSession(db, t)).id}` }),
    expect: see(),
  },
  {
    route: 'PUT /prepsessions/:id',
    build: async (db, _w, t) => ({
      url: `/prepsessions/${(await addPrepSession(db, t)).id}`,
      body: { questions: ['Where were you born?'] },
    }),
    expect: manage(),
  },
  {
    route: 'DELETE /prepsessions/:id',
    build: async (db, _w, t) => ({ url: `/prepsessions/${(await addPrepSession(db, t)).id}` }),
    expect: manage(),
  },
  {
    route: 'GET /prepsession/key/:key',
    build: async (db, _w, t) => ({ url: `/prepsession/key/${(await addPrepSession(db, t)).key}` }),
    expect: anyone(200),
  },
];
