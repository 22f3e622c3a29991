import { normalizeEmail } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appUrl } from '../../app-url.js';
import type { AccountSettings, AppContext } from '../../context/app-context.js';
import { JsonObjectColumnSchema, readJsonColumn } from '../../db/json-column.js';
import type { DB } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/job-handler.js';
import type { Mailer } from '../../ports/mailer.port.js';
import { hashToken, newToken } from '../../tokens.js';
import { type AccountMailPurpose, linkMails } from './account-mail.templates.js';
import { ACCOUNT_NOTICE_JOB, accountNoticeJob } from './account-notice.jobs.js';

/** The job that e-mails an account a link: a password reset, a sign-in link, or the check of a new account's address. */
export const ACCOUNT_MAIL_JOB = 'account.mail';

export type { AccountMailPurpose } from './account-mail.templates.js';

/** What the job is told: only the address and the kind of link, never the link (it is made when the mail is sent). */
export interface AccountMailPayload {
  purpose: AccountMailPurpose;
  email: string;
  /** An app path to continue to after the link signs in (the ticket link a guest registered from). */
  next?: string;
}

function linkOf(deps: AccountMailDeps, purpose: AccountMailPurpose, token: string, next: string | undefined): string {
  if (purpose === 'password_reset') return appUrl(deps, 'passwordNew', { token });
  return appUrl(deps, 'magicLink', {}, { token, next: next || undefined });
}

/**
 * Queues the mail: the request that asks for it answers at once and the same way whether or not the address has an
 * account (no lookup, no mail server in the request). One queued mail per address and kind covers repeats.
 */
export async function queueAccountMail(context: Pick<AppContext, 'jobs'>, payload: AccountMailPayload): Promise<void> {
  const email = normalizeEmail(payload.email);
  await context.jobs.enqueue(ACCOUNT_MAIL_JOB, { ...payload, email }, { dedupeKey: `${ACCOUNT_MAIL_JOB}:${payload.purpose}:${email}` });
}

/** What sending needs: the database, the mailer, the app's address, the clock and the account settings. */
export interface AccountMailDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  now(): Date;
  accounts: Pick<AccountSettings, 'linkTokenSeconds' | 'verificationTokenSeconds' | 'maxMailsPerRecipient' | 'mailWindowSeconds'>;
}

/**
 * Sends one account mail: nothing for an address without an account (or, for a verification, one already verified), and
 * nothing beyond the per-recipient allowance, so many callers cannot flood one mailbox.
 */
export function accountMailJob(deps: AccountMailDeps): JobHandler<AccountMailPayload> {
  return async (payload) => {
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'email', 'email_verified'])
      .where('email', '=', normalizeEmail(payload.email))
      .executeTakeFirst();
    if (!user) return { noOp: true };
    if (payload.purpose === 'email_verification' && user.email_verified) return { noOp: true };
    const now = deps.now();
    const since = new Date(now.getTime() - deps.accounts.mailWindowSeconds * 1000);
    const sent = await deps.db
      .selectFrom('one_time_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('purpose', '=', payload.purpose)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= deps.accounts.maxMailsPerRecipient) return { noOp: true, reason: 'recipient allowance used' };
    const token = newToken();
    const lifetime = payload.purpose === 'email_verification' ? deps.accounts.verificationTokenSeconds : deps.accounts.linkTokenSeconds;
    await deps.db
      .insertInto('one_time_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        purpose: payload.purpose,
        expires_at: new Date(now.getTime() + lifetime * 1000),
        created_at: now,
      })
      .execute();
    const mail = linkMails[payload.purpose];
    const link = linkOf(deps, payload.purpose, token, payload.next);
    await deps.mailer.send({ to: user.email, subject: mail.subject, text: `${mail.text}\n\n${link}\n`, link });
    return { sent: true };
  };
}

/** The contact form's mail job: the message is read from its row, so the queue holds no copy of it. */
export const CONTACT_MAIL_JOB = 'contact.mail';

export function contactMailJob(deps: { db: Kysely<DB>; mailer: Mailer; contactEmail: string }): JobHandler<{ messageId: string }> {
  return async ({ messageId }) => {
    const row = await deps.db.selectFrom('contact_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
    if (!row) return { noOp: true };
    const fields = readJsonColumn(JsonObjectColumnSchema, row.fields, 'contact_messages.fields');
    // The page the form was sent from; null on messages stored without one.
    const location = readJsonColumn(z.string().nullable(), row.location, 'contact_messages.location');
    const lines = Object.entries(fields).map(([key, value]) => `${key}: ${String(value)}`);
    await deps.mailer.send({
      to: deps.contactEmail,
      subject: `Contact form (${row.product}) from ${String(fields.name ?? '')}`,
      text: [...lines, `sent from: ${String(location)}`].join('\n'),
    });
    return { sent: true };
  };
}

/** Every mail job with its handler, for the server's workers and `storykeep worker`. */
export function mailJobs(deps: AccountMailDeps & { contactEmail: string }): [string, JobHandler<never>][] {
  return [
    [ACCOUNT_MAIL_JOB, accountMailJob(deps) as JobHandler<never>],
    [CONTACT_MAIL_JOB, contactMailJob(deps) as JobHandler<never>],
    [ACCOUNT_NOTICE_JOB, accountNoticeJob(deps) as JobHandler<never>],
  ];
}
