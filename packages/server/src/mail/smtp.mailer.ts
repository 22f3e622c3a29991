import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../ports/mailer.port.js';

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
