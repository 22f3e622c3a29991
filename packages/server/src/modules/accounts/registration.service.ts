import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegistrationResponse } from '@storykeep/core';
import { normalizeEmail, pathTo, shellMessages } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { queueAccountMail } from './account-mail.jobs.js';
import { assertNotCommonPassword } from './new-password.js';
import { hashPassword, passwordPeppers } from './passwords.js';

/** Finds an unused invitation; an invitation addressed to someone only works for that address. */
export async function findInvite(context: AppContext, code: string, email?: string) {
  const invite = await context.db
    .selectFrom('invites')
    .selectAll()
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!invite) throw notFound('Invitation');
  if (email && invite.email && invite.email !== normalizeEmail(email)) throw forbidden('This invitation is for another e-mail address');
  return invite;
}

/**
 * Uses the invitation up, then adds the user to its organization (and project). The invitation is taken with a
 * conditional update that only an unused one matches: of two requests racing with one invitation, one gets it and
 * the other a 404 (inside a transaction, everything it did is undone).
 */
export async function acceptInvite(
  context: AppContext,
  invite: { code: string; organization_id: string; project_id: string | null },
  userId: string,
): Promise<void> {
  const taken = await context.db
    .updateTable('invites')
    .set({ used_at: context.now() })
    .where('code', '=', invite.code)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw notFound('Invitation');
  await context.db
    .insertInto('organization_members')
    .values({ organization_id: invite.organization_id, user_id: userId, created_at: context.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (invite.project_id) {
    await context.db
      .insertInto('project_members')
      .values({ project_id: invite.project_id, user_id: userId, role: 'project_member', created_at: context.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * An unused ticket someone was sent can stand in for a user invitation: the person it was sent to may have no
 * account yet. It is only looked at, not used: redeeming it afterwards grants what it grants.
 */
async function hasUnusedTicket(context: AppContext, id: string): Promise<boolean> {
  const ticket = await context.db
    .selectFrom('tickets')
    .select('id')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', context.now())]))
    .executeTakeFirst();
  return ticket !== undefined;
}

/** The invitation a code names, or for a user registration an unused ticket (`undefined`: a guest account). */
async function findInviteOrTicket(context: AppContext, code: string, email: string, role: 'user' | 'manager') {
  try {
    return await findInvite(context, code, email);
  } catch (error) {
    if (role === 'user' && error instanceof HttpError && error.status === 404 && (await hasUnusedTicket(context, code))) return undefined;
    throw error;
  }
}

/**
 * Registration by invitation: `registerbyinvite` takes a user invitation, `registermanagerbyinvite` a manager
 * invitation; the new account gets that role. `registerbyinvite` also takes an unused ticket and then makes a guest with
 * no membership. 422 when the e-mail is already registered. The account waits for its address to be confirmed: a link
 * is e-mailed (a guest's link leads on to the ticket), and opening it signs in.
 */
export async function register(
  context: AppContext,
  input: RegisterRequest,
  role: 'user' | 'manager',
  address?: string,
): Promise<RegistrationResponse> {
  const email = normalizeEmail(input.email);
  await assertNotCommonPassword(context, input.password, 'password');
  const invite = await findInviteOrTicket(context, input.code, email, role);
  if (invite && invite.role !== role) throw forbidden(`This invitation is not for a ${role} account`);
  const existing = await context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new HttpError(422, 'EMAIL_TAKEN', shellMessages.registrationEmailTaken, 'email');
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password, passwordPeppers(context.sealer));
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        full_name: input.fullname,
        password_hash: passwordHash,
        role: invite ? role : 'guest',
        newsletter: input.newsletter ?? false,
        visitor_id: input.visitorId ?? null,
        email_verified: false,
        created_at: context.now(),
      })
      .execute();
    if (invite) await acceptInvite({ ...context, db: trx }, invite, id);
  });
  await queueAccountMail(context, {
    purpose: 'email_verification',
    email,
    ...(invite ? {} : { next: pathTo('ticket', { ticket: input.code }) }),
  });
  await recordAudit(context, {
    kind: 'registration',
    outcome: 'success',
    actor: { userId: id, email },
    target: { type: 'user', id, label: email },
    address,
    details: { role: invite ? role : 'guest', by: invite ? 'invitation' : 'ticket' },
  });
  return { status: 'verification_sent', email };
}
