import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer.port.js';
import { buildTestApp, createUser, type TestApp } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { type AccountNoticePayload, accountNoticeJob, noticeKey } from './account-notice.jobs.js';

// The queue runs a job at least once: the notice of one change must still reach its holder exactly once.
describe.each(testDatabases)('the account notice job on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(await open());
  });
  const later = (seconds: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
  };

  const sent: MailMessage[] = [];
  let failNext = false;
  const mailer = {
    send: async (message: MailMessage) => {
      if (failNext) {
        failNext = false;
        throw new Error('The mail server is away');
      }
      sent.push(message);
    },
  };
  const job = () => accountNoticeJob({ db: t.db, mailer, publicUrl: 'http://storykeep.test', now: () => t.clock.now });
  const payloadFor = (userId: string): AccountNoticePayload => ({
    kind: 'password_change',
    userId,
    at: t.clock.now.toISOString(),
    eventId: randomUUID(),
  });
  const context = {} as never;
  beforeEach(() => {
    sent.length = 0;
    failNext = false;
  });

  it('sends one mail per change through the mailer, however often and however concurrently the queue runs it', async () => {
    const user = await createUser(t.db, 'user');
    const payload = payloadFor(user.id);
    expect(await job()(payload, context)).toEqual({ sent: true });
    expect(await job()(payload, context)).toEqual({ noOp: true, reason: 'already sent' });
    expect(sent.map((m) => m.to)).toEqual([user.email]);
    const racing = payloadFor(user.id);
    await Promise.all([job()(racing, context), job()(racing, context)]);
    expect(sent.map((m) => m.to)).toEqual([user.email, user.email]);
  });

  it('sends again after a failed send, and takes over a send that stopped half-way only once it is long overdue', async () => {
    const user = await createUser(t.db, 'user');
    const payload = payloadFor(user.id);
    failNext = true;
    await expect(job()(payload, context)).rejects.toThrow('The mail server is away');
    expect(await job()(payload, context)).toEqual({ sent: true });
    expect(sent).toHaveLength(1);

    // A run whose process stopped between taking the notice and marking it sent.
    const stopped = payloadFor(user.id);
    await t.db
      .insertInto('account_notices')
      .values({ notice_key: noticeKey(stopped), user_id: user.id, kind: stopped.kind, reserved_at: t.clock.now })
      .execute();
    expect(await job()(stopped, context)).toEqual({ noOp: true, reason: 'already sent' });
    later(16 * 60);
    expect(await job()(stopped, context)).toEqual({ sent: true });
    expect(await job()(stopped, context)).toEqual({ noOp: true, reason: 'already sent' });
    expect(sent).toHaveLength(2);
  });

  it('sends nothing for an account that no longer exists', async () => {
    expect(await job()(payloadFor(randomUUID()), context)).toEqual({ noOp: true, reason: 'no such account' });
    expect(sent).toEqual([]);
  });
});
