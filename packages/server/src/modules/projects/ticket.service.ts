import type { TicketKind } from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { newCode } from '../../tokens.js';
import { requireProject, requireStory } from '../access.js';
import { requireFoldersInProject } from '../folders/folders-in-project.js';

export interface TicketRequest {
  story_id?: string | undefined;
  kind?: TicketKind | undefined;
  folder_id?: string | undefined;
}

/**
 * `POST /projects/{id}/tickets`: a single-use link. An access ticket makes its redeemer a member of the project (and
 * opens the story's call when it names one); an upload ticket asks its redeemer for recordings.
 */
export async function createTicket(context: AppContext, actor: Actor, projectId: string, request: TicketRequest = {}) {
  await requireProject(context, actor, projectId, 'manage');
  if (request.story_id) {
    const story = await requireStory(context, actor, request.story_id, 'see');
    if (story.project_id !== projectId) throw notFound('Story');
  }
  if (request.folder_id) await requireFoldersInProject(context, projectId, [request.folder_id], 'folder_id');
  const ticket = newCode(12);
  await context.db
    .insertInto('tickets')
    .values({
      id: ticket,
      project_id: projectId,
      story_id: request.story_id ?? null,
      kind: request.kind ?? 'access',
      folder_id: request.folder_id ?? null,
      created_by: actor.userId,
      created_at: context.now(),
    })
    .execute();
  return { ticket, url: appUrl(context, 'ticket', { ticket }) };
}

/** A ticket used already: its redeemer may open it again, anyone else hears 410. */
async function reopenedTicket(context: AppContext, actor: Actor, id: string) {
  const ticket = await context.db
    .selectFrom('tickets')
    .select(['project_id', 'story_id', 'kind', 'used_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!ticket) throw notFound('Ticket');
  if (ticket.used_by !== actor.userId) throw new HttpError(410, 'TICKET_USED', 'This ticket has been used already');
  return ticket;
}

/**
 * `POST /ticket/{id}`: redeems a ticket once (410 for anyone else afterwards, so the client shows /ticketUsed). Its
 * redeemer may open it again: a guest comes back through the same link to the call or to send more files.
 */
export async function redeemTicket(context: AppContext, actor: Actor, id: string) {
  const claimed = await context.db
    .updateTable('tickets')
    .set({ used_at: context.now(), used_by: actor.userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning(['project_id', 'story_id', 'kind'])
    .executeTakeFirst();
  const ticket = claimed ?? (await reopenedTicket(context, actor, id));
  // An upload ticket asks for files and opens nothing else: its holder follows only the stories they send.
  if (ticket.kind === 'access') {
    await context.db
      .insertInto('project_members')
      .values({ project_id: ticket.project_id, user_id: actor.userId, role: 'project_member', created_at: context.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const room = ticket.story_id
    ? await context.db.selectFrom('rooms').select('room_key').where('story_id', '=', ticket.story_id).executeTakeFirst()
    : undefined;
  const project = await context.db.selectFrom('projects').select('name').where('id', '=', ticket.project_id).executeTakeFirst();
  return {
    project_id: ticket.project_id,
    project_name: project?.name ?? '',
    story_id: ticket.story_id,
    room_key: room?.room_key ?? null,
    kind: ticket.kind,
  };
}

/** An upload ticket its caller redeemed: where the stories they send go. Anything else answers 404, naming `ticket`. */
export async function requireUploadTicket(context: AppContext, actor: Actor, id: string) {
  const ticket = await context.db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.id', 't.project_id', 't.folder_id', 'p.organization_id', 'p.name as project_name'])
    .where('t.id', '=', id)
    .where('t.kind', '=', 'upload')
    .where('t.used_by', '=', actor.userId)
    .executeTakeFirst();
  if (!ticket) throw new HttpError(404, 'NOT_FOUND', 'No upload ticket of yours has this code', 'ticket');
  return ticket;
}
