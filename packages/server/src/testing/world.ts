import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema.js';
import { hashToken, newToken } from '../tokens.js';

/** The roles the tenant tests act as: the account roles, a project manager (a user by account role), and nobody. */
export type WorldRole = UserRole | 'project_manager' | 'anonymous';
export const WORLD_ROLES: WorldRole[] = ['admin', 'org_manager', 'manager', 'user', 'project_manager', 'guest', 'anonymous'];

/** One organization's records in the world. */
export interface Tenant {
  organization: { id: string; code: string };
  project: string;
  /** A second project nobody is a member of (reached only by organization managers and admins). */
  quietProject: string;
  folder: string;
  stories: string[];
  file: string;
  joinCode: string;
}

/** Two tenants, and one account per role in the first. */
export interface World {
  own: Tenant;
  other: Tenant;
  users: Record<Exclude<WorldRole, 'anonymous'>, { id: string; email: string }>;
  /** The other tenant's manager (project manager of its project). */
  otherManager: { id: string; email: string };
  tokens: Record<WorldRole, string | undefined>;
}

/** A session straight in the database; answers its access token. */
export async function sessionFor(db: Kysely<DB>, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      access_hash: hashToken(token),
      refresh_hash: hashToken(newToken()),
      access_expires_at: new Date('2999-01-01T00:00:00Z'),
      refresh_expires_at: new Date('2999-01-01T00:00:00Z'),
    })
    .execute();
  return token;
}

async function user(db: Kysely<DB>, role: UserRole, label: string, organizationId?: string) {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@world.test`;
  await db.insertInto('users').values({ id, email, full_name: label, password_hash: null, role }).execute();
  if (organizationId) await db.insertInto('organization_members').values({ organization_id: organizationId, user_id: id }).execute();
  return { id, email };
}

/** A story in a project, straight in the database. */
export async function addStory(db: Kysely<DB>, tenant: Tenant, title: string, creatorId: string | null = null): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('stories')
    .values({
      id,
      project_id: tenant.project,
      organization_id: tenant.organization.id,
      creator_id: creatorId,
      title,
      record_date: new Date('2020-01-01T00:00:00Z'),
    })
    .execute();
  return id;
}

/** A folder in the tenant's project. */
export async function addFolder(db: Kysely<DB>, tenant: Tenant, name: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto('folders').values({ id, project_id: tenant.project, name }).execute();
  return id;
}

async function tenant(db: Kysely<DB>, name: string): Promise<Tenant> {
  const organization = { id: randomUUID(), code: `${name}-${randomUUID().slice(0, 6)}` };
  await db
    .insertInto('organizations')
    .values({ ...organization, name, settings: '{}' })
    .execute();
  const project = randomUUID();
  const quietProject = randomUUID();
  const joinCode = `join-${randomUUID()}`;
  await db
    .insertInto('projects')
    .values({ id: project, organization_id: organization.id, name: `${name} stories`, join_code: joinCode })
    .execute();
  await db
    .insertInto('projects')
    .values({ id: quietProject, organization_id: organization.id, name: `${name} quiet`, join_code: `join-${randomUUID()}` })
    .execute();
  const t: Tenant = { organization, project, quietProject, folder: '', stories: [], file: randomUUID(), joinCode };
  t.folder = await addFolder(db, t, `${name} folder`);
  for (const title of ['First', 'Second', 'Third']) t.stories.push(await addStory(db, t, `${name} ${title}`));
  const [first] = t.stories;
  if (!first) throw new Error('no story');
  await db.insertInto('folder_stories').values({ folder_id: t.folder, story_id: first }).execute();
  await db.insertInto('story_files').values({ id: t.file, story_id: first, title: 'Release', release_form: true }).execute();
  await db.insertInto('clips').values({ id: randomUUID(), story_id: first, title: 'A clip', tags: '[]' }).execute();
  await db
    .insertInto('prep_sessions')
    .values({ id: randomUUID(), organization_id: organization.id, project_id: project, title: 'Prep' })
    .execute();
  return t;
}

/** Builds the world in an empty database. */
export async function buildWorld(db: Kysely<DB>): Promise<World> {
  const own = await tenant(db, 'own');
  const other = await tenant(db, 'other');
  const org = own.organization.id;
  const users = {
    admin: await user(db, 'admin', 'admin'),
    org_manager: await user(db, 'org_manager', 'org-manager', org),
    manager: await user(db, 'manager', 'manager', org),
    user: await user(db, 'user', 'user', org),
    project_manager: await user(db, 'user', 'project-manager', org),
    guest: await user(db, 'guest', 'guest', org),
  };
  const members: [string, 'project_manager' | 'project_member'][] = [
    [users.user.id, 'project_member'],
    [users.project_manager.id, 'project_manager'],
    [users.guest.id, 'project_member'],
  ];
  for (const [userId, role] of members)
    await db.insertInto('project_members').values({ project_id: own.project, user_id: userId, role }).execute();
  const otherManager = await user(db, 'manager', 'other-manager', other.organization.id);
  await db.insertInto('project_members').values({ project_id: other.project, user_id: otherManager.id, role: 'project_manager' }).execute();
  const tokens = { anonymous: undefined } as Record<WorldRole, string | undefined>;
  for (const [role, account] of Object.entries(users)) tokens[role as WorldRole] = await sessionFor(db, account.id);
  return { own, other, users, otherManager, tokens };
}
