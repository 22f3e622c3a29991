import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/** Writes each message as an `.eml` file in `outbox` and logs its link, so mail works with nothing configured. */
export function outboxMailer(outbox: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`Mail to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''} (${file})`);
    },
  };
}
