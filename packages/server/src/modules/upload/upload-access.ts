import type { AccessSubject, Role } from '@storykeep/core';
import { canSeeStory, interviewMessages, messages } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import type { DB } from '../../db/schema.js';
import { type Actor, ProjectRolesSchema } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { storyAccessRef } from '../access.js';

// A device drops its only copy of a recording on one answer alone: 410 STORY_DELETED, given only for a story that was
// deleted on purpose (a tombstone in `deleted_stories`). Everything else keeps the copy: 403 when the uploader lost
// access, 404 when nothing is known, 5xx and network failures.

/** 410: the story was deleted on purpose; the one answer on which a device deletes its copy of the recording. */
export const storyDeleted = () => new HttpError(410, 'STORY_DELETED', interviewMessages.uploadUninitializable);

/** 403: the story exists, but the uploader may no longer add to it (removed from the project, story moved). */
export const uploadAccessLost = () => new HttpError(403, 'UPLOAD_ACCESS_LOST', messages.uploadAccessLost);

function findStory(db: Kysely<DB>, storyId: string) {
  return db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirst();
}

type StoryRow = NonNullable<Awaited<ReturnType<typeof findStory>>>;

/** Remembers a story being deleted, before its rows go: from then on its uploads are answered 410 STORY_DELETED. */
export async function recordStoryDeletion(db: Kysely<DB>, storyId: string): Promise<void> {
  const story = await findStory(db, storyId);
  if (!story) return;
  await db
    .insertInto('deleted_stories')
    .values({ story_id: story.id, organization_id: story.organization_id, project_id: story.project_id })
    .onConflict((oc) => oc.column('story_id').doNothing())
    .execute();
}

/** The tombstone of a deleted story, if it was deleted on purpose. */
function tombstoneOf(db: Kysely<DB>, storyId: string) {
  return db.selectFrom('deleted_stories').selectAll().where('story_id', '=', storyId).executeTakeFirst();
}

/**
 * Why a story is not there: 410 when it was deleted on purpose, 404 otherwise. A signed-in caller hears "deleted"
 * only for a story of an organization they belong to; a token holder (upload token, call guest) held the story's
 * unguessable id already.
 */
export async function missingStoryAnswer(db: Kysely<DB>, storyId: string, actor?: Actor): Promise<HttpError> {
  const tombstone = await tombstoneOf(db, storyId);
  if (!tombstone) return notFound('Story');
  if (actor && actor.role !== 'admin' && !actor.organizations.includes(tombstone.organization_id)) return notFound('Story');
  return storyDeleted();
}

/**
 * The story a signed-in uploader records into: 410 when deleted on purpose, 403 when it belongs to one of their
 * organizations but they no longer reach it, 404 for anyone outside it (who learns nothing of it).
 */
export async function requireRecordingStory(db: Kysely<DB>, actor: Actor, storyId: string): Promise<StoryRow> {
  const story = await findStory(db, storyId);
  if (!story) throw await missingStoryAnswer(db, storyId, actor);
  if (canSeeStory(actor, storyAccessRef(story))) return story;
  if (actor.organizations.includes(story.organization_id)) throw uploadAccessLost();
  throw notFound('Story');
}

/** An account's role and memberships as the access rules read them, by its id (for calls made with an upload token). */
async function subjectOf(db: Kysely<DB>, userId: string): Promise<(AccessSubject & { userId: string }) | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.role',
      sql<unknown>`(select coalesce(json_agg(m.organization_id), '[]'::json) from organization_members m where m.user_id = u.id)`.as(
        'organization_ids',
      ),
      sql<unknown>`(select coalesce(json_object_agg(pm.project_id, pm.role), '{}'::json) from project_members pm where pm.user_id = u.id)`.as(
        'project_roles',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.id,
    role: row.role as Role,
    organizations: readJsonColumn(StringListColumnSchema, row.organization_ids, 'organization_members.organization_ids'),
    projectRoles: readJsonColumn(ProjectRolesSchema, row.project_roles, 'project_members.project_roles'),
  };
}

/**
 * An upload token admits the calls of its own upload, but only while the account that opened it still reaches the
 * story: a host removed from the project, or whose story moved away, is refused (403) and their device keeps the
 * recording. A call guest's upload (no account) stands on its token alone.
 */
export async function requireUploaderStillAllowed(db: Kysely<DB>, upload: { user_id: string | null; story_id: string }): Promise<void> {
  if (upload.user_id === null) return;
  const story = await findStory(db, upload.story_id);
  if (!story) throw await missingStoryAnswer(db, upload.story_id);
  const subject = await subjectOf(db, upload.user_id);
  if (!subject || !canSeeStory(subject, storyAccessRef(story))) throw uploadAccessLost();
}
