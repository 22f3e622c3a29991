import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { storyWorkRouteCases } from './story-work-route-cases.js';
import { addFolder, addStory, type Tenant, type World, type WorldRole } from './world.js';

export type Side = 'own' | 'other';

/** One request of the matrix; `freshSession` asks for a new token of the same account (for calls that end it). */
export interface Cell {
  url: string;
  body?: unknown;
  freshSession?: boolean;
}

/** The answer a role gets on one side. */
export type Expectation = (role: WorldRole, side: Side) => number;

/** A route of the API, how to call it against either tenant, and what each role must get. */
export interface RouteCase {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  build(db: Kysely<DB>, w: World, tenant: Tenant, role: WorldRole): Promise<Cell> | Cell;
  expect: Expectation;
}

const ORG_MEMBERS: WorldRole[] = ['org_manager', 'manager', 'user', 'project_manager'];
const ORG_MANAGERS: WorldRole[] = ['org_manager', 'manager'];

function gate(role: WorldRole): number | undefined {
  if (role === 'anonymous') return 401;
  if (role === 'guest') return 403;
  return undefined;
}

/** Project content: its members and the organization's managers see it; others are told it does not exist. */
export const see =
  (ok = 200): Expectation =>
  (role, side) =>
    gate(role) ?? (role === 'admin' || (side === 'own' && ORG_MEMBERS.includes(role)) ? ok : 404);

/** Changing project content: project managers, organization managers and admins; members get 403. */
export const manage =
  (ok = 200): Expectation =>
  (role, side) => {
    const denied = gate(role);
    if (denied) return denied;
    if (role === 'admin') return ok;
    if (side === 'other') return 404;
    return role === 'user' ? 403 : ok;
  };

/** Organization content anyone inside may read. */
export const orgSee = see;

/** Organization management: its org managers and managers, and admins. */
export const orgManage =
  (ok = 200): Expectation =>
  (role, side) => {
    const denied = gate(role);
    if (denied) return denied;
    if (role === 'admin') return ok;
    if (side === 'other') return 404;
    return ORG_MANAGERS.includes(role) ? ok : 403;
  };

/** Admin-only calls answer 403 to everybody else, on either side. */
export const adminOnly =
  (ok = 200): Expectation =>
  (role) =>
    role === 'anonymous' ? 401 : role === 'admin' ? ok : 403;

/** Workspace-wide lists: every member gets an answer (filtered to what they reach). */
export const memberList =
  (ok = 200): Expectation =>
  (role) =>
    gate(role) ?? ok;

/** Calls about one's own account: any signed-in role, guests included. */
export const signedIn =
  (ok = 200): Expectation =>
  (role) =>
    role === 'anonymous' ? 401 : ok;

/** Calls that need no account answer the same to everybody. */
export const anyone =
  (status: number): Expectation =>
  () =>
    status;

const freshProject = async (db: Kysely<DB>, tenant: Tenant) => {
  const id = randomUUID();
  const joinCode = `join-${randomUUID()}`;
  await db.insertInto('projects').values({ id, organization_id: tenant.organization.id, name: 'Fresh', join_code: joinCode }).execute();
  return { id, joinCode };
};

// Joining by code, invitation or ticket makes the caller a member, so those calls go to a throw-away
// organization: the two tenants of the world stay apart for the rest of the matrix.
const elsewhere = async (db: Kysely<DB>) => {
  const organization = { id: randomUUID(), code: `elsewhere-${randomUUID().slice(0, 8)}` };
  await db
    .insertInto('organizations')
    .values({ ...organization, name: 'Elsewhere', settings: '{}' })
    .execute();
  const tenant = { organization } as Tenant;
  return { organization, project: await freshProject(db, tenant) };
};

const freshInvite = async (db: Kysely<DB>) => {
  const code = `invite-${randomUUID()}`;
  await db
    .insertInto('invites')
    .values({ code, organization_id: (await elsewhere(db)).organization.id, role: 'user' })
    .execute();
  return code;
};

const visit = {
  visitor_id: 'visitor',
  fingerprint_id: null,
  landing_page: '/',
  user_agent: 'matrix',
  user_platform: null,
  network_down: null,
  network_rtt: null,
  network_effective_type: null,
  ga_client_id: null,
  ga_session_id: null,
  gclid: null,
};

/** Every route of the API (apiRoutes), with a well-formed call against either tenant. */
export const routeCases: RouteCase[] = [
  // Account: not tenant-scoped; the same answer whichever side.
  {
    route: 'POST /signin',
    build: () => ({ url: '/signin', body: { email: `nobody-${randomUUID()}@x.org`, password: 'wrong' } }),
    expect: anyone(401),
  },
  {
    route: 'POST /registerbyinvite',
    build: () => ({ url: '/registerbyinvite', body: { email: 'n@x.org', fullname: 'N', password: 'long password', code: 'none' } }),
    expect: anyone(404),
  },
  {
    route: 'POST /registermanagerbyinvite',
    build: () => ({ url: '/registermanagerbyinvite', body: { email: 'n@x.org', fullname: 'N', password: 'long password', code: 'none' } }),
    expect: anyone(404),
  },
  { route: 'GET /current_user', build: () => ({ url: '/current_user' }), expect: signedIn() },
  { route: 'POST /signout', build: () => ({ url: '/signout', freshSession: true }), expect: signedIn() },
  {
    route: 'POST /send-password-recovery-email',
    build: () => ({ url: '/send-password-recovery-email', body: { email: 'nobody@x.org' } }),
    expect: anyone(200),
  },
  {
    route: 'POST /password/update',
    build: () => ({ url: '/password/update', body: { password: 'long password', password_confirm: 'long password', token: 'nope' } }),
    expect: anyone(400),
  },
  { route: 'POST /magic-link/send', build: () => ({ url: '/magic-link/send', body: { email: 'nobody@x.org' } }), expect: anyone(200) },
  { route: 'POST /magic-link', build: () => ({ url: '/magic-link', body: { token: 'nope' } }), expect: anyone(400) },
  { route: 'POST /auth/refresh', build: () => ({ url: '/auth/refresh', body: { refresh_token: 'nope' } }), expect: anyone(401) },
  {
    route: 'POST /auth/switchUser',
    build: (_db, w, tenant) => ({ url: '/auth/switchUser', body: { email: tenant === w.own ? w.users.user.email : w.otherManager.email } }),
    expect: adminOnly(),
  },
  { route: 'POST /auth/2fa/setup', build: () => ({ url: '/auth/2fa/setup', freshSession: true }), expect: signedIn() },
  { route: 'POST /auth/2fa/enable', build: () => ({ url: '/auth/2fa/enable', body: { code: '000000' } }), expect: signedIn(422) },
  { route: 'POST /auth/2fa/verify', build: () => ({ url: '/auth/2fa/verify', body: { code: '000000' } }), expect: signedIn(409) },
  { route: 'POST /auth/2fa/disable', build: () => ({ url: '/auth/2fa/disable', body: { code: '000000' } }), expect: signedIn(422) },
  { route: 'POST /visits/create', build: () => ({ url: '/visits/create', body: visit }), expect: anyone(201) },
  {
    route: 'POST /contact-:product',
    build: () => ({ url: '/contact-storykeep', body: { name: 'A', email: 'a@x.org', message: 'Hi', location: '/' } }),
    expect: anyone(200),
  },
  {
    route: 'POST /feature_flags',
    build: () => ({ url: '/feature_flags', body: { feature_flags: ['enableRemixer'] } }),
    expect: signedIn(),
  },
  // Feature flags per organization and per user.
  {
    route: 'PUT /feature_flags/organization/:code',
    build: (_db, _w, t) => ({ url: `/feature_flags/organization/${t.organization.code}`, body: { flags: { newFeatureUi: true } } }),
    expect: orgManage(),
  },
  {
    route: 'PUT /feature_flags/user/:id',
    build: (_db, w, tenant) => ({
      url: `/feature_flags/user/${tenant === w.own ? w.users.user.id : w.otherManager.id}`,
      body: { flags: { newFeatureUi: true } },
    }),
    expect: adminOnly(),
  },
  // Organizations.
  { route: 'GET /organization', build: () => ({ url: '/organization' }), expect: memberList() },
  { route: 'GET /organization/admin/all', build: () => ({ url: '/organization/admin/all' }), expect: adminOnly() },
  {
    route: 'POST /organization/create',
    build: () => ({
      url: '/organization/create',
      body: { organization_name: 'New', organizational_code: `new-${randomUUID().slice(0, 8)}` },
    }),
    expect: adminOnly(201),
  },
  { route: 'GET /organization/:code', build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}` }), expect: orgSee() },
  {
    route: 'PUT /organization/:code/edit',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/edit`, body: { settings: { filler_words: false } } }),
    expect: orgManage(),
  },
  {
    route: 'GET /organization/:code/logo',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/logo` }),
    expect: orgSee(),
  },
  {
    route: 'POST /organization/:code/invites',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/invites`, body: { email: 'invitee@x.org' } }),
    expect: orgManage(201),
  },
  {
    route: 'POST /organization/:code/accept',
    build: async (db) => ({ url: `/organization/${await freshInvite(db)}/accept` }),
    expect: signedIn(),
  },
  {
    route: 'POST /organization/:code/lock_unsecure_prep_sessions',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/lock_unsecure_prep_sessions`, body: { password: 'secret' } }),
    expect: orgManage(),
  },
  {
    route: 'POST /prepsession/all',
    build: (_db, _w, t) => ({ url: '/prepsession/all', body: { count: true, org_id: t.organization.id } }),
    expect: orgManage(),
  },
  // Projects.
  { route: 'GET /projects', build: () => ({ url: '/projects' }), expect: memberList() },
  {
    route: 'GET /organization/:code/projects',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/projects` }),
    expect: orgSee(),
  },
  {
    route: 'POST /projects/create',
    build: (_db, _w, t) => ({ url: '/projects/create', body: { name: 'Created', org_code: t.organization.code } }),
    expect: orgManage(201),
  },
  { route: 'GET /projects/:id', build: (_db, _w, t) => ({ url: `/projects/${t.project}` }), expect: see() },
  {
    route: 'PUT /projects/:id/edit',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/edit`, body: { description: 'Edited' } }),
    expect: manage(),
  },
  {
    route: 'DELETE /projects/:id/removeme',
    build: async (db, w, t, role) => {
      const project = await freshProject(db, t);
      const account = role === 'anonymous' ? undefined : w.users[role];
      if (account)
        await db.insertInto('project_members').values({ project_id: project.id, user_id: account.id, role: 'project_member' }).execute();
      return { url: `/projects/${project.id}/removeme` };
    },
    expect: memberList(),
  },
  {
    route: 'POST /projects/join/:code',
    build: async (db) => ({ url: `/projects/join/${(await elsewhere(db)).project.joinCode}` }),
    expect: memberList(),
  },
  { route: 'GET /projects/:id/role', build: (_db, _w, t) => ({ url: `/projects/${t.project}/role` }), expect: see() },
  {
    route: 'GET /projects/:id/stories',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/stories?pageSize=25&sort=record_date` }),
    expect: see(),
  },
  { route: 'GET /projects/:id/folders', build: (_db, _w, t) => ({ url: `/projects/${t.project}/folders` }), expect: see() },
  {
    route: 'POST /projects/:id/tickets',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/tickets`, body: {} }),
    expect: manage(201),
  },
  {
    route: 'POST /ticket/:id',
    build: async (db) => {
      const id = `ticket-${randomUUID()}`;
      await db
        .insertInto('tickets')
        .values({ id, project_id: (await elsewhere(db)).project.id })
        .execute();
      return { url: `/ticket/${id}`, body: {} };
    },
    expect: signedIn(),
  },
  // Folders.
  {
    route: 'POST /folders/create',
    build: (_db, _w, t) => ({ url: '/folders/create', body: { name: 'New folder', project: t.project } }),
    expect: manage(201),
  },
  {
    route: 'POST /folders/bulk_add',
    build: async (db, _w, t) => ({ url: '/folders/bulk_add', body: { storiesId: [await addStory(db, t, 'Bulk')], foldersId: [t.folder] } }),
    expect: manage(),
  },
  {
    route: 'POST /folders/bulk_remove',
    build: (_db, _w, t) => ({ url: '/folders/bulk_remove', body: { storiesId: [t.stories[2]], foldersId: [t.folder] } }),
    expect: manage(),
  },
  { route: 'GET /folders/:id', build: (_db, _w, t) => ({ url: `/folders/${t.folder}` }), expect: see() },
  {
    route: 'GET /folders/:id/stories',
    build: (_db, _w, t) => ({ url: `/folders/${t.folder}/stories?pageSize=15&page=1&search=&sort=title&direction=asc` }),
    expect: see(),
  },
  {
    route: 'PUT /folders/:id/edit',
    build: (_db, _w, t) => ({ url: `/folders/${t.folder}/edit`, body: { description: 'Edited' } }),
    expect: manage(),
  },
  { route: 'DELETE /folders/:id', build: async (db, _w, t) => ({ url: `/folders/${await addFolder(db, t, 'Doomed')}` }), expect: manage() },
  // Interviews.
  { route: 'GET /stories/', build: () => ({ url: '/stories/?pageSize=15&page=1&sort=record_date&direction=desc' }), expect: memberList() },
  { route: 'GET /stories/all', build: () => ({ url: '/stories/all?search=First' }), expect: memberList() },
  {
    route: 'POST /stories/clips/v2',
    build: (_db, _w, t) => ({ url: '/stories/clips/v2', body: { data: { ids: t.stories } } }),
    expect: memberList(),
  },
  { route: 'GET /stories/:id', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}` }), expect: see() },
  { route: 'DELETE /stories/:id', build: async (db, _w, t) => ({ url: `/stories/${await addStory(db, t, 'Doomed')}` }), expect: manage() },
  {
    route: 'PATCH /stories/:id/edit',
    build: async (db, _w, t) => ({ url: `/stories/${await addStory(db, t, 'Filed')}/edit`, body: { foldersId: [t.folder] } }),
    expect: manage(),
  },
  { route: 'GET /stories/:id/list_files', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/list_files` }), expect: see() },
  {
    route: 'POST /stories/:id/add_file',
    build: (_db, _w, t) => ({ url: `/stories/${t.stories[1]}/add_file`, body: { title: 'Notes' } }),
    expect: see(201),
  },
  {
    route: 'PUT /stories/:id/edit_file/:fileId',
    build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/edit_file/${t.file}`, body: { release_form: true } }),
    expect: see(),
  },
  // Transcripts, indexes, search and sharing.
  ...storyWorkRouteCases(see, manage),
];
