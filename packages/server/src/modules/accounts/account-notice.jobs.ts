import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/job-handler.js';
import type { Mailer } from '../../ports/mailer.port.js';
import { type AccountNoticeKind, noticeMail } from './account-mail.templates.js';

/** The job that tells an account holder their password or two-factor changed (ASVS 2.2.3, 2.5.5). */
export const ACCOUNT_NOTICE_JOB = 'account.notice';

/**
 * What the job is told: which change, to which account, when, and the change's own id. No address (the job reads the
 * account's own, so a change made by an administrator acting as the account still reaches its holder) and no secret.
 */
export interface AccountNoticePayload {
  kind: AccountNoticeKind;
  userId: string;
  at: string;
  eventId: string;
}

/** The key of one change's notice: the job's dedupe key and the row that records it was sent. */
export const noticeKey = (payload: Pick<AccountNoticePayload, 'eventId'>) => `${ACCOUNT_NOTICE_JOB}:${payload.eventId}`;

/**
 * Queues the notice of a change the request has just made; the mail itself goes out from a worker, never inside the
 * request. Each change is its own event, so two changes in a row give two notices.
 */
export async function queueAccountNotice(
  context: Pick<AppContext, 'jobs' | 'now'>,
  kind: AccountNoticeKind,
  userId: string,
): Promise<void> {
  const payload: AccountNoticePayload = { kind, userId, at: context.now().toISOString(), eventId: randomUUID() };
  await context.jobs.enqueue(ACCOUNT_NOTICE_JOB, payload, { dedupeKey: noticeKey(payload) });
}

export interface AccountNoticeDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  now(): Date;
}

/**
 * How long a run that took a notice and never said it was sent (its process stopped mid-send) keeps it from another
 * run: longer than any send takes, so two live runs never both send.
 */
const RESERVATION_MS = 15 * 60 * 1000;

/**
 * Sends one notice, at most once per change although the queue may run the job more than once: the run takes the
 * notice's row first (a unique key), sends, then marks it sent. A failed send gives the row back, so the retry sends; a
 * run that stopped mid-send leaves its row to be taken over after `RESERVATION_MS`, so the notice is not lost.
 */
export function accountNoticeJob(deps: AccountNoticeDeps): JobHandler<AccountNoticePayload> {
  return async (payload) => {
    const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', payload.userId).executeTakeFirst();
    if (!user) return { noOp: true, reason: 'no such account' };
    const key = noticeKey(payload);
    const now = deps.now();
    const taken = await deps.db
      .insertInto('account_notices')
      .values({ notice_key: key, user_id: user.id, kind: payload.kind, reserved_at: now })
      .onConflict((oc) =>
        oc
          .column('notice_key')
          .doUpdateSet({ reserved_at: now })
          .where('account_notices.sent_at', 'is', null)
          .where('account_notices.reserved_at', '<', new Date(now.getTime() - RESERVATION_MS)),
      )
      .returning('notice_key')
      .executeTakeFirst();
    if (!taken) return { noOp: true, reason: 'already sent' };
    const recoveryPage = appUrl(deps, 'passwordRecovery');
    const mail = noticeMail(payload.kind, new Date(payload.at), recoveryPage);
    try {
      await deps.mailer.send({ to: user.email, subject: mail.subject, text: mail.text, link: recoveryPage });
    } catch (error) {
      await deps.db.deleteFrom('account_notices').where('notice_key', '=', key).where('sent_at', 'is', null).execute();
      throw error;
    }
    await deps.db.updateTable('account_notices').set({ sent_at: deps.now() }).where('notice_key', '=', key).execute();
    return { sent: true };
  };
}
