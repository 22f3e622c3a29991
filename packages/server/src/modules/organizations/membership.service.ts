import type { InviteRequest, InviteResponse, PrepSessionQueryRequest } from '@storykeep/core';
import { canManageOrganization, canSeeOrganization, normalizeEmail } from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { newCode } from '../../tokens.js';
import { requireOrganization } from '../access.js';
import { acceptInvite, findInvite } from '../accounts/registration.service.js';
import { sealSessionPassword } from '../rooms/session-password.js';

/** Invites an address to the organization (and optionally a project): an e-mail with a link to register or join. */
export async function inviteToOrganization(
  context: AppContext,
  actor: Actor,
  target: { organizationId: string; projectId?: string; organizationName: string },
  input: InviteRequest,
): Promise<InviteResponse> {
  const code = newCode();
  const email = normalizeEmail(input.email);
  await context.db
    .insertInto('invites')
    .values({
      code,
      organization_id: target.organizationId,
      project_id: target.projectId ?? null,
      role: input.role,
      email,
      created_by: actor.userId,
      created_at: context.now(),
    })
    .execute();
  const url = appUrl(context, 'joinOrganization', { code });
  await context.mailer.send({
    to: email,
    subject: `You are invited to ${target.organizationName} on Storykeep`,
    text: `You have been invited to join ${target.organizationName} on Storykeep. Accept here:\n\n${url}\n`,
    link: url,
  });
  return { code, url };
}

/** `POST /organization/{code}/invites`. */
export async function inviteByCode(context: AppContext, actor: Actor, code: string, input: InviteRequest): Promise<InviteResponse> {
  const organization = await requireOrganization(context, actor, code, 'manage');
  return inviteToOrganization(context, actor, { organizationId: organization.id, organizationName: organization.name }, input);
}

/** `POST /organization/{code}/accept`: a signed-in account joins with an invitation code. */
export async function acceptOrganizationInvite(context: AppContext, actor: Actor, code: string) {
  const invite = await findInvite(context, code, actor.email);
  await acceptInvite(context, invite, actor.userId);
  const organization = await context.db
    .selectFrom('organizations')
    .select('code')
    .where('id', '=', invite.organization_id)
    .executeTakeFirstOrThrow();
  return { organizational_code: organization.code, project_id: invite.project_id };
}

/**
 * `POST /organization/{code}/lock_unsecure_prep_sessions`: every preparation session without a password gets this one,
 * and so does the room it plans, so the lock holds when guests join.
 */
export async function lockUnsecurePrepSessions(context: AppContext, actor: Actor, code: string, password: string) {
  const organization = await requireOrganization(context, actor, code, 'manage');
  return context.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('prep_sessions')
      .select(['id', 'story_id'])
      .where('organization_id', '=', organization.id)
      .where((eb) => eb.or([eb('password', 'is', null), eb('password', '=', '')]))
      .execute();
    // Each plan and each call keeps its own seal of the password (bound to its row).
    for (const row of rows) {
      await trx
        .updateTable('prep_sessions')
        .set({ password: sealSessionPassword(context, { table: 'prep_sessions', id: row.id }, password) })
        .where('id', '=', row.id)
        .execute();
      if (row.story_id)
        await trx
          .updateTable('stories')
          .set({ session_password: sealSessionPassword(context, { table: 'stories', id: row.story_id }, password) })
          .where('id', '=', row.story_id)
          .execute();
    }
    return { updated: rows.length };
  });
}

/** `POST /prepsession/all`: an organization's preparation sessions, or only their count. */
export async function queryPrepSessions(context: AppContext, actor: Actor, input: PrepSessionQueryRequest) {
  if (!canSeeOrganization(actor, input.org_id)) throw notFound('Organization');
  if (!canManageOrganization(actor, input.org_id)) throw forbidden();
  let query = context.db.selectFrom('prep_sessions').where('organization_id', '=', input.org_id);
  if (input.password_present === false) query = query.where((eb) => eb.or([eb('password', 'is', null), eb('password', '=', '')]));
  if (input.password_present === true) query = query.where('password', 'is not', null).where('password', '!=', '');
  const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  if (input.count) return { count: Number(n) };
  const rows = await query.selectAll().orderBy('created_at', 'desc').limit(100).execute();
  return {
    total: Number(n),
    items: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      project_id: row.project_id,
      password_present: Boolean(row.password),
      created_at: row.created_at.toISOString(),
    })),
  };
}
