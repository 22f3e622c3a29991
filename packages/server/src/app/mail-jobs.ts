import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { AppContext } from '../context/app-context.js';
import { JobHandlers } from '../jobs/job-handler.js';
import type { JobStore } from '../jobs/job-store.js';
import { Worker } from '../jobs/worker.js';
import { outboxMailer } from '../mail/outbox.mailer.js';
import { smtpMailer } from '../mail/smtp.mailer.js';
import { ACCOUNT_MAIL_JOB, type AccountMailDeps, CONTACT_MAIL_JOB, mailJobs } from '../modules/accounts/account-mail.jobs.js';
import { ACCOUNT_NOTICE_JOB } from '../modules/accounts/account-notice.jobs.js';
import type { MediaServices } from '../modules/media-services.types.js';
import type { Mailer } from '../ports/mailer.port.js';

const MAIL_JOB_TYPES = new Set([ACCOUNT_MAIL_JOB, CONTACT_MAIL_JOB, ACCOUNT_NOTICE_JOB]);

/** The configured mailer: SMTP when `SMTP_URL` is set, the outbox folder under the data folder otherwise. */
export function mailerFor(config: Partial<Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>>, log: (line: string) => void): Mailer {
  const from = config.mailFrom ?? 'Storykeep <noreply@storykeep.local>';
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, from);
  return outboxMailer(join(config.dataDir ?? './data', 'outbox'), from, log);
}

/** Adds the mail jobs to a set of handlers, leaving a type already there alone. */
export function addMailJobs(handlers: JobHandlers, deps: AccountMailDeps & { contactEmail: string }): JobHandlers {
  for (const [type, handler] of mailJobs(deps)) if (!handlers.get(type)) handlers.register(type, handler);
  return handlers;
}

/**
 * Runs the mail jobs. A worker of their own takes them (unless told to run none: `workers` 0, where a test drains the
 * queue itself), so a mail never waits behind a long transcription; with the media services, their workers and
 * `storykeep worker` may take them too.
 */
export function registerMailJobs(app: FastifyInstance, context: AppContext, media: MediaServices | undefined, workers?: number): void {
  if (media) addMailJobs(media.handlers, context);
  if (workers === 0) return;
  const worker = new Worker({ store: context.jobs as JobStore, handlers: addMailJobs(new JobHandlers(), context), pollMs: 1_000 });
  // A mail queued in this process is sent at once rather than at the next look.
  const unsubscribe = media?.events.subscribe((change) => {
    if (change.status === 'queued' && MAIL_JOB_TYPES.has(change.type)) worker.wake();
  });
  worker.start();
  app.addHook('onClose', async () => {
    unsubscribe?.();
    await worker.stop();
  });
}
