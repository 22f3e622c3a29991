import { randomUUID } from 'node:crypto';
import type { PrepSession, PrepSessionCreate, PrepSessionEdit, PrepSessionListQuery, SessionRedirect } from '@storykeep/core';
import { canManageProject, PrepSessionListQuerySchema, pageOffset, sessionLinkParams } from '@storykeep/core';
import type { Selectable } from 'kysely';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import type { PrepSessionsTable } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { newCode } from '../../tokens.js';
import { requireProject } from '../access.js';
import { startRoom } from '../rooms/room.service.js';
import { openSessionPassword, sealSessionPassword } from '../rooms/session-password.js';

type PrepRow = Selectable<PrepSessionsTable> & { room_key: string | null };

// A missing or blank password counts as none, for the rule and for the lock flow alike.
const passwordOf = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

function view(context: AppContext, row: PrepRow, orgCode: string, showPassword: boolean): PrepSession {
  return {
    _id: row.id,
    project_id: row.project_id ?? '',
    title: row.title,
    questions: readJsonColumn(StringListColumnSchema, row.questions, 'prep_sessions.questions'),
    scheduled_at: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    password_present: !!row.password,
    password: showPassword ? openSessionPassword(context, { table: 'prep_sessions', id: row.id }, row.password) : null,
    story_id: row.story_id,
    room_key: row.room_key,
    session_url:
      row.session_key && row.room_key ? appUrl(context, 'sessionRedirect', sessionLinkParams(orgCode, row.title, row.session_key)) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function selectPrep(context: AppContext) {
  return context.db
    .selectFrom('prep_sessions as ps')
    .leftJoin('rooms as r', 'r.story_id', 'ps.story_id')
    .selectAll('ps')
    .select('r.room_key');
}

// Members who may only see the project do not read the password back: it is the planners' to hand out.
const plans = (actor: Actor, project: { id: string; organization_id: string }) =>
  canManageProject(actor, { id: project.id, organization: project.organization_id });

async function requiresPasswords(context: AppContext, organizationId: string): Promise<boolean> {
  const row = await context.db
    .selectFrom('organizations')
    .select('require_session_passwords')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.require_session_passwords;
}

/** A project's prep session by id, if the actor may see (or manage) its project; sessions of no project are not reachable here. */
export async function requirePrepSession(context: AppContext, actor: Actor, id: string, need: 'see' | 'manage') {
  const row = await selectPrep(context).where('ps.id', '=', id).executeTakeFirst();
  if (!row?.project_id) throw notFound('Prep session');
  const project = await requireProject(context, actor, row.project_id, need).catch((error: unknown) => {
    throw error instanceof Error && 'status' in error && error.status === 404 ? notFound('Prep session') : error;
  });
  return { row, project };
}

/** `GET /projects/{id}/prepsessions`: the project's call plans, newest first. */
export async function listPrepSessions(context: AppContext, actor: Actor, projectId: string, input: PrepSessionListQuery) {
  const project = await requireProject(context, actor, projectId, 'see');
  const { page, pageSize } = PrepSessionListQuerySchema.parse(input);
  const { n } = await context.db
    .selectFrom('prep_sessions')
    .where('project_id', '=', project.id)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectPrep(context)
    .where('ps.project_id', '=', project.id)
    .orderBy('ps.created_at', 'desc')
    .orderBy('ps.id')
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .execute();
  const planner = plans(actor, project);
  return { total: Number(n), items: rows.map((row) => view(context, row, project.org_code, planner)) };
}

/** `GET /prepsessions/{id}`. */
export async function getPrepSession(context: AppContext, actor: Actor, id: string): Promise<PrepSession> {
  const { row, project } = await requirePrepSession(context, actor, id, 'see');
  return view(context, row, project.org_code, plans(actor, project));
}

/**
 * `POST /projects/{id}/prepsessions`: the plan of a call and the room it opens (a new interview). Where the organization
 * requires session passwords, a plan without one is refused; the password guards the room.
 */
export async function createPrepSession(
  context: AppContext,
  actor: Actor,
  projectId: string,
  body: PrepSessionCreate,
): Promise<PrepSession> {
  const project = await requireProject(context, actor, projectId, 'manage');
  const password = passwordOf(body.password);
  if (!password && (await requiresPasswords(context, project.organization_id)))
    throw badRequest('Your organization requires a session password', 'password');
  const room = await startRoom(context, actor, project.id, {
    title: body.title,
    questions: body.questions ?? [],
    ...(password ? { sessionPassword: password } : {}),
  });
  const id = randomUUID();
  const now = context.now();
  await context.db
    .insertInto('prep_sessions')
    .values({
      id,
      organization_id: project.organization_id,
      project_id: project.id,
      title: body.title,
      password: sealSessionPassword(context, { table: 'prep_sessions', id }, password),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
      story_id: room.storyId,
      session_key: newCode(12),
      questions: JSON.stringify(body.questions ?? []),
      scheduled_at: body.scheduled_at ?? null,
    })
    .execute();
  return getPrepSession(context, actor, id);
}

/** `PUT /prepsessions/{id}`: changes the plan, and the room's title, questions and password with it. */
export async function editPrepSession(context: AppContext, actor: Actor, id: string, body: PrepSessionEdit): Promise<PrepSession> {
  const { row, project } = await requirePrepSession(context, actor, id, 'manage');
  // Unchanged unless sent; each place keeps its own seal of the same password.
  const password = body.password === undefined ? undefined : passwordOf(body.password);
  if (!(password === undefined ? row.password : password) && (await requiresPasswords(context, project.organization_id)))
    throw badRequest('Your organization requires a session password', 'password');
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('prep_sessions')
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.questions !== undefined ? { questions: JSON.stringify(body.questions) } : {}),
        ...(body.scheduled_at !== undefined ? { scheduled_at: body.scheduled_at } : {}),
        ...(password !== undefined ? { password: sealSessionPassword(context, { table: 'prep_sessions', id }, password) } : {}),
        updated_at: context.now(),
      })
      .where('id', '=', id)
      .execute();
    if (!row.story_id) return;
    const story = {
      ...(password !== undefined
        ? { session_password: sealSessionPassword(context, { table: 'stories', id: row.story_id }, password) }
        : {}),
      ...(body.title !== undefined ? { title: body.title } : {}),
    };
    if (Object.keys(story).length > 0) await trx.updateTable('stories').set(story).where('id', '=', row.story_id).execute();
    if (body.questions !== undefined)
      await trx
        .updateTable('rooms')
        .set({ questions: JSON.stringify(body.questions) })
        .where('story_id', '=', row.story_id)
        .execute();
  });
  return getPrepSession(context, actor, id);
}

/** `DELETE /prepsessions/{id}`: the plan goes; the interview it opened stays with whatever was recorded. */
export async function removePrepSession(context: AppContext, actor: Actor, id: string) {
  await requirePrepSession(context, actor, id, 'manage');
  await context.db.deleteFrom('prep_sessions').where('id', '=', id).execute();
  return { removed: true };
}

/** `GET /prepsession/key/{key}`: the room a session link opens, for anyone holding the link. */
export async function resolveSessionKey(context: AppContext, key: string): Promise<SessionRedirect> {
  const row = await selectPrep(context).where('ps.session_key', '=', key).executeTakeFirst();
  if (!row?.room_key) throw notFound('Session');
  return { room_key: row.room_key, title: row.title, password_required: !!row.password };
}
