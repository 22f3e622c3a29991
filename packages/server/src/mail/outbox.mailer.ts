import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../ports/mailer.port.js';

/**
 * Writes each message as an `.eml` file in `outbox` (readable by the server's user only) and logs where, so mail
 * works with nothing configured. The link is not logged: it is a sign-in or reset token, and logs travel further.
 */
export function outboxMailer(outbox: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`Mail to ${message.to}: ${message.subject} (${file})`);
    },
  };
}
