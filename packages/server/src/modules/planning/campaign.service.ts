import { randomUUID } from 'node:crypto';
import type {
  CampaignInviteResponse,
  CampaignPerson,
  CampaignPersonCreate,
  CampaignPersonEdit,
  CampaignQuery,
  CampaignResponse,
  CampaignStatus,
} from '@storykeep/core';
import { CampaignStatusSchema } from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requireProject } from '../access.js';
import { createTicket } from '../projects/ticket.service.js';
import { startRoom } from '../rooms/room.service.js';

function selectPeople(context: AppContext) {
  return context.db
    .selectFrom('campaign_people as p')
    .leftJoin('tickets as t', 't.id', 'p.ticket_id')
    .selectAll('p')
    .select(['t.used_at as ticket_used_at'])
    .select((eb) =>
      eb.exists(eb.selectFrom('story_recordings as r').select('r.id').whereRef('r.story_id', '=', 'p.story_id')).as('has_recording'),
    );
}

type PersonRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPeople>['executeTakeFirst']>>>;

function view(context: AppContext, row: PersonRow): CampaignPerson {
  const status = CampaignStatusSchema.safeParse(row.status);
  return {
    _id: row.id,
    project_id: row.project_id,
    prepsession_id: row.prep_session_id,
    name: row.name,
    email: row.email,
    status: status.success ? status.data : 'to_invite',
    questions: readJsonColumn(StringListColumnSchema, row.questions, 'campaign_people.questions'),
    notes: row.notes,
    ticket_url: row.ticket_id ? appUrl(context, 'ticket', { ticket: row.ticket_id }) : null,
    ticket_used: !!row.ticket_used_at,
    story_id: row.story_id,
    has_recording: Boolean(row.has_recording),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A campaign person by id, if the actor may see (or manage) the project; others are told it does not exist. */
async function requirePerson(context: AppContext, actor: Actor, id: string, need: 'see' | 'manage') {
  const row = await selectPeople(context).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Person');
  const project = await requireProject(context, actor, row.project_id, need).catch((error: unknown) => {
    throw error instanceof Error && 'status' in error && error.status === 404 ? notFound('Person') : error;
  });
  return { row, project };
}

/** A prep session of this project, for linking a person to it. */
async function checkPrepSession(context: AppContext, projectId: string, prepSessionId: string | null | undefined) {
  if (!prepSessionId) return;
  const found = await context.db
    .selectFrom('prep_sessions')
    .select('id')
    .where('id', '=', prepSessionId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!found) throw badRequest('That call plan is not in this project', 'prepsession_id');
}

/** `GET /projects/{id}/campaign`: the people the project plans to interview, with a count per status. */
export async function getCampaign(context: AppContext, actor: Actor, projectId: string, query: CampaignQuery): Promise<CampaignResponse> {
  const project = await requireProject(context, actor, projectId, 'see');
  let select = selectPeople(context).where('p.project_id', '=', project.id);
  if (query.prepsession) select = select.where('p.prep_session_id', '=', query.prepsession);
  const rows = await select.orderBy('p.created_at').orderBy('p.id').limit(1000).execute();
  const items = rows.map((row) => view(context, row));
  const counts = Object.fromEntries(CampaignStatusSchema.options.map((s) => [s, 0])) as Record<CampaignStatus, number>;
  for (const item of items) counts[item.status] += 1;
  return { project_id: project.id, project_name: project.name, counts, items };
}

async function personById(context: AppContext, id: string): Promise<CampaignPerson> {
  return view(context, await selectPeople(context).where('p.id', '=', id).executeTakeFirstOrThrow());
}

/** `POST /projects/{id}/campaign/people`. */
export async function addPerson(context: AppContext, actor: Actor, projectId: string, body: CampaignPersonCreate): Promise<CampaignPerson> {
  const project = await requireProject(context, actor, projectId, 'manage');
  await checkPrepSession(context, project.id, body.prepsession_id);
  const id = randomUUID();
  const now = context.now();
  await context.db
    .insertInto('campaign_people')
    .values({
      id,
      project_id: project.id,
      prep_session_id: body.prepsession_id ?? null,
      name: body.name,
      email: body.email ?? '',
      status: body.status ?? 'to_invite',
      questions: JSON.stringify(body.questions ?? []),
      notes: body.notes ?? '',
      ticket_id: null,
      story_id: null,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return personById(context, id);
}

/** `PUT /campaign/people/{id}`. */
export async function editPerson(context: AppContext, actor: Actor, id: string, body: CampaignPersonEdit): Promise<CampaignPerson> {
  const { project } = await requirePerson(context, actor, id, 'manage');
  await checkPrepSession(context, project.id, body.prepsession_id);
  await context.db
    .updateTable('campaign_people')
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.questions !== undefined ? { questions: JSON.stringify(body.questions) } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.prepsession_id !== undefined ? { prep_session_id: body.prepsession_id } : {}),
      updated_at: context.now(),
    })
    .where('id', '=', id)
    .execute();
  return personById(context, id);
}

/** `DELETE /campaign/people/{id}`: off the list (an interview already recorded stays). */
export async function removePerson(context: AppContext, actor: Actor, id: string) {
  await requirePerson(context, actor, id, 'manage');
  await context.db.deleteFrom('campaign_people').where('id', '=', id).execute();
  return { removed: true };
}

/**
 * The interview the person's ticket opens: the call of their prep session, else the call made for them before, else a
 * new call with their questions. An organization that requires session passwords plans such calls with a password
 * first, so a person without a call plan is refused there.
 */
async function storyFor(
  context: AppContext,
  actor: Actor,
  row: PersonRow,
  organizationId: string,
): Promise<{ storyId: string; scheduled: boolean }> {
  if (row.prep_session_id) {
    const prep = await context.db
      .selectFrom('prep_sessions')
      .select(['story_id', 'scheduled_at'])
      .where('id', '=', row.prep_session_id)
      .executeTakeFirst();
    if (prep?.story_id) return { storyId: prep.story_id, scheduled: prep.scheduled_at !== null };
  }
  if (row.story_id) {
    const room = await context.db.selectFrom('rooms').select('id').where('story_id', '=', row.story_id).executeTakeFirst();
    if (room) return { storyId: row.story_id, scheduled: false };
  }
  const organization = await context.db
    .selectFrom('organizations')
    .select('require_session_passwords')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (organization.require_session_passwords)
    throw badRequest('Your organization requires a session password: add this person to a call plan first', 'prepsession_id');
  const room = await startRoom(context, actor, row.project_id, {
    title: `Interview with ${row.name}`,
    questions: readJsonColumn(StringListColumnSchema, row.questions, 'campaign_people.questions'),
  });
  return { storyId: room.storyId, scheduled: false };
}

/**
 * `POST /campaign/people/{id}/invite`: a new single-use ticket into the person's call, e-mailed when asked. A person
 * still to invite becomes invited, or scheduled when their call plan has a time.
 */
export async function invitePerson(context: AppContext, actor: Actor, id: string, sendEmail: boolean): Promise<CampaignInviteResponse> {
  const { row, project } = await requirePerson(context, actor, id, 'manage');
  const { storyId, scheduled } = await storyFor(context, actor, row, project.organization_id);
  const { ticket, url } = await createTicket(context, actor, project.id, { story_id: storyId });
  await context.db
    .updateTable('campaign_people')
    .set({
      ticket_id: ticket,
      story_id: storyId,
      // Invited to a call that has a time: the interview is scheduled.
      ...(row.status === 'to_invite' ? { status: scheduled ? 'scheduled' : 'invited' } : {}),
      updated_at: context.now(),
    })
    .where('id', '=', id)
    .execute();
  const emailed = sendEmail && row.email !== '';
  if (emailed)
    await context.mailer.send({
      to: row.email,
      subject: `An interview invitation from ${project.name}`,
      text: `Hello ${row.name},\n\nYou are invited to an interview for ${project.name}. Open this link to join (it works once):\n\n${url}\n`,
      link: url,
    });
  return { ticket, url, emailed, person: await personById(context, id) };
}
