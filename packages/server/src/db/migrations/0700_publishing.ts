import { type AccessUser, galleryPublishDecision, type ProjectRole, type PublishableStory, type Role, RoleSchema } from '@storykeep/core';
import { type Kysely, sql } from 'kysely';

// Publishing follows one rule (core's policy/publishing.ts, docs/product/publishing.md):
// - a gallery is private until published, and whoever publishes it must be allowed to publish every clip in it;
// - a clip is published on its own page (`clip_shares`), for the range its publisher approved;
// - a story's replaced original recording is kept (`story_previous_originals`), never overwritten.
// Galleries made public before this rule existed were public from their creation, whoever made them. Each is kept
// public only if its author may publish it under the rule as it stands now (manage rights on every clip's project,
// each release form its organization requires); every other one becomes private, for its author or a manager to
// publish again knowingly. Nothing is deleted.
const statements = [
  `alter table galleries alter column sync_status set default 'private'`,
  'alter table galleries add column published_by text',
  `create table clip_shares (
    clip_id text primary key references clips(id) on delete cascade,
    share_key text not null unique,
    start_seconds double precision not null,
    end_seconds double precision not null,
    created_by text,
    created_at timestamptz not null default now()
  )`,
  `create table story_previous_originals (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    object_key text not null,
    size bigint,
    mime_type text,
    replaced_at timestamptz not null default now()
  )`,
  'create index story_previous_originals_story on story_previous_originals (story_id, replaced_at desc)',
];

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

async function authorOf(db: Kysely<unknown>, userId: string): Promise<AccessUser | undefined> {
  const user = (await sql<{ role: string }>`select role from users where id = ${userId}`.execute(db)).rows[0];
  const role = RoleSchema.safeParse(user?.role);
  if (!role.success) return undefined;
  const organizations = (
    await sql<{ id: string }>`select organization_id as id from organization_members where user_id = ${userId}`.execute(db)
  ).rows;
  const projects = (
    await sql<{ id: string; role: string }>`select project_id as id, role from project_members where user_id = ${userId}`.execute(db)
  ).rows;
  const projectRoles: Record<string, ProjectRole> = {};
  for (const p of projects) projectRoles[p.id] = p.role === 'project_manager' ? 'project_manager' : 'project_member';
  return { role: role.data as Role, userId, organizations: organizations.map((o) => o.id), projectRoles };
}

async function clipsOf(db: Kysely<unknown>, clipIds: string[]): Promise<{ id: string; story: PublishableStory }[]> {
  if (clipIds.length === 0) return [];
  const rows = (
    await sql<{
      id: string;
      project_id: string;
      organization_id: string;
      creator_id: string | null;
      ticket_id: string | null;
      released: boolean;
    }>`
      select c.id, s.project_id, s.organization_id, s.creator_id, s.ticket_id,
        exists (select 1 from story_files f where f.story_id = s.id and f.release_form) as released
      from clips c join stories s on s.id = c.story_id
      where c.id in (${sql.join(clipIds)})`.execute(db)
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    story: {
      project: { id: r.project_id, organization: r.organization_id },
      creatorId: r.creator_id,
      ticketId: r.ticket_id,
      hasReleaseForm: Boolean(r.released),
    },
  }));
}

/** Keeps public the galleries their author may publish under the rule; makes the others private. */
export async function reviewPublicGalleries(db: Kysely<unknown>): Promise<void> {
  const galleries = (
    await sql<{ id: string; organization_id: string; author_id: string; elements: unknown; settings: unknown }>`
      select g.id, g.organization_id, g.author_id, g.elements, o.settings
      from galleries g join organizations o on o.id = g.organization_id
      where g.sync_status = 'public'`.execute(db)
  ).rows;
  for (const gallery of galleries) {
    const elements = parsed(gallery.elements);
    const clipIds = Array.isArray(elements)
      ? elements.filter((e) => e?.type === 'clip' && typeof e.id === 'string').map((e) => e.id as string)
      : [];
    const settings = parsed(gallery.settings) as Record<string, unknown> | null;
    const organization = { releaseRequiredToShare: settings?.release_required_to_share === true };
    const author = await authorOf(db, gallery.author_id);
    const keep =
      author !== undefined &&
      galleryPublishDecision(
        author,
        { organization: gallery.organization_id, authorId: gallery.author_id },
        await clipsOf(db, clipIds),
        organization,
      ).allowed;
    if (keep) await sql`update galleries set published_by = author_id where id = ${gallery.id}`.execute(db);
    else await sql`update galleries set sync_status = 'private' where id = ${gallery.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  await reviewPublicGalleries(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists story_previous_originals').execute(db);
  await sql.raw('drop table if exists clip_shares').execute(db);
  await sql.raw('alter table galleries drop column if exists published_by').execute(db);
  await sql.raw(`alter table galleries alter column sync_status set default 'public'`).execute(db);
}
