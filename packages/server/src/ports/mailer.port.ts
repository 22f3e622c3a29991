/** One plain-text e-mail. `link` is the action link it carries, logged by the outbox mailer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

/** Sends e-mail: into the outbox folder by default, through SMTP when `SMTP_URL` is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
