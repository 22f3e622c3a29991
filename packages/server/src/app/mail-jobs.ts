import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import { JobHandlers } from '../jobs/job-handler.js';
import type { JobStore } from '../jobs/job-store.js';
import { Worker } from '../jobs/worker.js';
import { outboxMailer } from '../mail/outbox.mailer.js';
import { smtpMailer } from '../mail/smtp.mailer.js';
import { type AccountMailDeps, mailJobs } from '../modules/accounts/account-mail.jobs.js';
import type { MediaServices } from '../modules/upload/media-services.js';
import type { Mailer } from '../ports/mailer.port.js';

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
 * Runs the mail jobs: with the media services, their workers (and `storykeep worker`) take them; an app without them
 * (API-only) runs a worker of its own, unless told to run none (`workers` 0: a test drains the queue itself).
 */
export function registerMailJobs(app: FastifyInstance, context: AppContext, media: MediaServices | undefined, workers?: number): void {
  if (media) {
    addMailJobs(media.handlers, context);
    return;
  }
  if (workers === 0) return;
  const worker = new Worker({ store: context.jobs as JobStore, handlers: addMailJobs(new JobHandlers(), context), pollMs: 1_000 });
  worker.start();
  app.addHook('onClose', () => worker.stop());
}
