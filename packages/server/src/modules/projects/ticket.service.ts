import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { HttpError, notFound } from '../../http/errors.js';
import { newCode } from '../../tokens.js';
import { requireProject, requireStory } from '../access.js';

/** `POST /projects/{id}/tickets`: a single-use link that makes its redeemer a member of the project. */
export async function createTicket(context: AppContext, actor: Actor, projectId: string, storyId?: string) {
  await requireProject(context, actor, projectId, 'manage');
  if (storyId) {
    const story = await requireStory(context, actor, storyId, 'see');
    if (story.project_id !== projectId) throw notFound('Story');
  }
  const ticket = newCode(12);
  await context.db
    .insertInto('tickets')
    .values({ id: ticket, project_id: projectId, story_id: storyId ?? null, created_by: actor.userId, created_at: context.now() })
    .execute();
  return { ticket, url: `${context.publicUrl}/ticket/${ticket}` };
}

/** `POST /ticket/{id}`: redeems a ticket once (410 afterwards, so the client shows /ticketUsed). */
export async function redeemTicket(context: AppContext, actor: Actor, id: string) {
  const ticket = await context.db
    .updateTable('tickets')
    .set({ used_at: context.now(), used_by: actor.userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning(['project_id', 'story_id'])
    .executeTakeFirst();
  if (!ticket) {
    const exists = await context.db.selectFrom('tickets').select('id').where('id', '=', id).executeTakeFirst();
    if (exists) throw new HttpError(410, 'TICKET_USED', 'This ticket has been used already');
    throw notFound('Ticket');
  }
  await context.db
    .insertInto('project_members')
    .values({ project_id: ticket.project_id, user_id: actor.userId, role: 'project_member', created_at: context.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const room = ticket.story_id
    ? await context.db.selectFrom('rooms').select('room_key').where('story_id', '=', ticket.story_id).executeTakeFirst()
    : undefined;
  return { project_id: ticket.project_id, story_id: ticket.story_id, room_key: room?.room_key ?? null };
}
