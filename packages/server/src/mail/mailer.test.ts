import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox.mailer.js';
import { smtpMailer } from './smtp.mailer.js';

describe('outbox mailer', () => {
  it('writes an .eml file and logs where, never the link (a token)', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'sk-outbox-')), 'outbox');
    const lines: string[] = [];
    const mailer = outboxMailer(outbox, 'Storykeep <noreply@storykeep.test>', (l) => lines.push(l));
    await mailer.send({ to: 'ada@example.org', subject: 'Reset', text: 'Go to http://x/reset/abc', link: 'http://x/reset/abc' });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ada@example.org');
    expect(eml).toContain('Subject: Reset');
    expect(eml).toContain('http://x/reset/abc');
    expect(lines[0]).toContain(join(outbox, files[0] ?? ''));
    expect(lines.join('\n')).not.toContain('reset/abc');
  });
});

describe('SMTP mailer', () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'noreply@storykeep.test');
    await mailer.send({ to: 'grace@example.org', subject: 'Magic link', text: 'Sign in: http://x/magic' });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['grace@example.org']);
    expect(received[0]?.data).toContain('Subject: Magic link');
    expect(received[0]?.data).toContain('http://x/magic');
  });
});
