import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Tenant, World, WorldRole } from './world.js';

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

/**
 * Story calls a ticket uploader makes on the stories they sent, often as a guest: a guest reaches the route and is
 * told the project's other stories do not exist.
 */
export const ticketUploaderToo =
  (rule: Expectation): Expectation =>
  (role, side) =>
    role === 'guest' ? 404 : rule(role, side);

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

// Fixtures the cases build their calls on.
export const freshProject = async (db: Kysely<DB>, tenant: Tenant) => {
  const id = randomUUID();
  const joinCode = `join-${randomUUID()}`;
  await db.insertInto('projects').values({ id, organization_id: tenant.organization.id, name: 'Fresh', join_code: joinCode }).execute();
  return { id, joinCode };
};

// Joining by code, invitation or ticket makes the caller a member, so those calls go to a throw-away
// organization: the two tenants of the world stay apart for the rest of the matrix.
export const elsewhere = async (db: Kysely<DB>) => {
  const organization = { id: randomUUID(), code: `elsewhere-${randomUUID().slice(0, 8)}` };
  await db
    .insertInto('organizations')
    .values({ ...organization, name: 'Elsewhere', settings: '{}' })
    .execute();
  const tenant = { organization } as Tenant;
  return { organization, project: await freshProject(db, tenant) };
};

export const freshInvite = async (db: Kysely<DB>) => {
  const code = `invite-${randomUUID()}`;
  await db
    .insertInto('invites')
    .values({ code, organization_id: (await elsewhere(db)).organization.id, role: 'user' })
    .execute();
  return code;
};

export const visit = {
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
