import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { manage, orgManage, type RouteCase, see } from './route-rules.js';
import type { Tenant } from './world.js';

// Each change acts on a throw-away member, so the world's own accounts keep their roles for the rest of the matrix.
async function freshMember(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({ id, email: `member-${id}@x.org`, full_name: 'Fresh member', password_hash: null, role: 'user' })
    .execute();
  await db.insertInto('organization_members').values({ organization_id: tenant.organization.id, user_id: id }).execute();
  await db.insertInto('project_members').values({ project_id: tenant.project, user_id: id, role: 'project_member' }).execute();
  return id;
}

/** Members of organizations and projects, against either tenant. */
export const memberRouteCases: RouteCase[] = [
  {
    route: 'GET /organization/:code/members',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/members` }),
    expect: orgManage(),
  },
  {
    route: 'PUT /organization/:code/members/:userId',
    build: async (db, _w, t) => ({
      url: `/organization/${t.organization.code}/members/${await freshMember(db, t)}`,
      body: { role: 'manager' },
    }),
    expect: orgManage(),
  },
  {
    route: 'DELETE /organization/:code/members/:userId',
    build: async (db, _w, t) => ({ url: `/organization/${t.organization.code}/members/${await freshMember(db, t)}` }),
    expect: orgManage(),
  },
  { route: 'GET /projects/:id/members', build: (_db, _w, t) => ({ url: `/projects/${t.project}/members` }), expect: see() },
  {
    route: 'POST /projects/:id/invites',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/invites`, body: { email: 'invitee@x.org' } }),
    expect: manage(201),
  },
  {
    route: 'PUT /projects/:id/members/:userId',
    build: async (db, _w, t) => ({ url: `/projects/${t.project}/members/${await freshMember(db, t)}`, body: { role: 'project_manager' } }),
    expect: manage(),
  },
  {
    route: 'DELETE /projects/:id/members/:userId',
    build: async (db, _w, t) => ({ url: `/projects/${t.project}/members/${await freshMember(db, t)}` }),
    expect: manage(),
  },
];
