import { CampaignResponseSchema, PrepSessionSchema, SessionRedirectResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';
import { replaceStoryOriginal } from '../pipeline/story-original.js';

describe.each(testDatabases)('planning on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  const setPasswordRule = (required: boolean) =>
    t.call('PUT', `/organization/${w.own.organization.code}/edit`, {
      token: w.tokens.admin,
      body: { require_session_passwords: required },
    });

  it('plans a call with its room: questions, time and password reach the room, and its link resolves', async () => {
    const created = await t.call('POST', `/projects/${w.own.project}/prepsessions`, {
      token: w.tokens.manager,
      body: { title: 'Call with Ada', questions: ['Where were you born?'], scheduled_at: '2024-07-01T15:00:00Z', password: 'tide-table' },
    });
    expect(created.status).toBe(201);
    const plan = PrepSessionSchema.parse(created.body);
    expect(plan).toMatchObject({ title: 'Call with Ada', password_present: true, password: 'tide-table' });
    expect(plan.scheduled_at).toBe('2024-07-01T15:00:00.000Z');
    expect(plan.session_url).toMatch(new RegExp(`^http://storykeep.test/${w.own.organization.code}/call-with-ada/s/[A-Za-z0-9_-]+/call$`));
    const room = await t.call('GET', `/rooms/${plan.room_key}`);
    expect(room.body).toMatchObject({ title: 'Call with Ada', passwordRequired: true });
    const key = (plan.session_url ?? '').split('/s/')[1]?.split('/')[0] ?? '';
    expect(SessionRedirectResponseSchema.parse((await t.call('GET', `/prepsession/key/${key}`)).body)).toEqual({
      room_key: plan.room_key,
      title: 'Call with Ada',
      password_required: true,
    });
    expect((await t.call('GET', '/prepsession/key/no-such-key-here')).status).toBe(404);
    // A member who only sees the project does not read the password.
    expect((await t.call('GET', `/prepsessions/${plan._id}`, { token: w.tokens.user })).body.password).toBeNull();

    const edited = await t.call('PUT', `/prepsessions/${plan._id}`, {
      token: w.tokens.manager,
      body: { questions: ['What did the river give you?'], password: '' },
    });
    expect(edited.body).toMatchObject({ password_present: false, questions: ['What did the river give you?'] });
    expect((await t.call('GET', `/rooms/${plan.room_key}`)).body.passwordRequired).toBe(false);
    const joined = await t.call('POST', `/rooms/${plan.room_key}/join`, { body: { name: 'Ada', termsAccepted: true } });
    expect(joined.body.questions).toEqual(['What did the river give you?']);
    const list = await t.call('GET', `/projects/${w.own.project}/prepsessions`, { token: w.tokens.user });
    expect(list.body.items.map((i: { _id: string }) => i._id)).toContain(plan._id);
  });

  it('applies the organization rule on create and edit, and the lock flow locks plans and their rooms', async () => {
    const open = await t.call('POST', `/projects/${w.own.project}/prepsessions`, { token: w.tokens.manager, body: { title: 'Open call' } });
    expect(open.status).toBe(201);
    await setPasswordRule(true);
    try {
      const refused = await t.call('POST', `/projects/${w.own.project}/prepsessions`, {
        token: w.tokens.manager,
        body: { title: 'No password' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toBe('password');
      const cleared = await t.call('PUT', `/prepsessions/${open.body._id}`, { token: w.tokens.manager, body: { title: 'Still open' } });
      expect(cleared.status).toBe(400);
      const count = await t.call('POST', '/prepsession/all', {
        token: w.tokens.manager,
        body: { count: true, org_id: w.own.organization.id, password_present: false },
      });
      expect(count.body.count).toBeGreaterThanOrEqual(1);
      await t.call('POST', `/organization/${w.own.organization.code}/lock_unsecure_prep_sessions`, {
        token: w.tokens.manager,
        body: { password: 'locked-now' },
      });
      expect((await t.call('GET', `/rooms/${open.body.room_key}`)).body.passwordRequired).toBe(true);
      const wrong = await t.call('POST', `/rooms/${open.body.room_key}/join`, { body: { name: 'Ada', termsAccepted: true } });
      expect(wrong.status).toBe(401);
    } finally {
      await setPasswordRule(false);
    }
  });

  it('keeps a campaign: people with a status and questions, invited by a single-use ticket into their call', async () => {
    const added = await t.call('POST', `/projects/${w.own.project}/campaign/people`, {
      token: w.tokens.project_manager,
      body: { name: 'Ada Narrator', email: 'ada@example.org', questions: ['Tell me about the ferry'] },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'to_invite', ticket_url: null });
    expect((await t.call('POST', `/projects/${w.own.project}/campaign/people`, { token: w.tokens.user, body: { name: 'X' } })).status).toBe(
      403,
    );
    const bad = await t.call('POST', `/projects/${w.own.project}/campaign/people`, {
      token: w.tokens.manager,
      body: { name: 'Y', status: 'lost' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toContain('status');

    const invited = await t.call('POST', `/campaign/people/${added.body._id}/invite`, {
      token: w.tokens.manager,
      body: { send_email: true },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ emailed: true, person: { status: 'invited', ticket_used: false } });
    expect(t.mail.at(-1)).toMatchObject({ to: 'ada@example.org', link: invited.body.url });

    const redeemed = await t.call('POST', `/ticket/${invited.body.ticket}`, { token: w.tokens.guest, body: { visitor_id: 'v' } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.story_id).toBe(invited.body.person.story_id);
    const room = await t.call('GET', `/rooms/${redeemed.body.room_key}`);
    expect(room.body.title).toBe('Interview with Ada Narrator');
    // The guest comes back to the call through the same link; nobody else gets in with it.
    expect((await t.call('POST', `/ticket/${invited.body.ticket}`, { token: w.tokens.guest, body: { visitor_id: 'v' } })).body).toEqual(
      redeemed.body,
    );
    expect((await t.call('POST', `/ticket/${invited.body.ticket}`, { token: w.tokens.user, body: { visitor_id: 'v' } })).status).toBe(410);

    expect(invited.body.person.has_recording).toBe(false);
    await t.db
      .insertInto('story_recordings')
      .values({
        id: `rec-${added.body._id}`,
        story_id: invited.body.person.story_id,
        started_at: new Date(),
        stopped_at: new Date(),
        started_by: null,
      })
      .execute();
    await t.call('PUT', `/campaign/people/${added.body._id}`, { token: w.tokens.manager, body: { status: 'recorded' } });
    const campaign = CampaignResponseSchema.parse(
      (await t.call('GET', `/projects/${w.own.project}/campaign`, { token: w.tokens.user })).body,
    );
    const ada = campaign.items.find((p) => p._id === added.body._id);
    expect(ada).toMatchObject({ status: 'recorded', ticket_used: true, has_recording: true, questions: ['Tell me about the ferry'] });
    expect(campaign.counts.recorded).toBeGreaterThanOrEqual(1);
    expect((await t.call('DELETE', `/campaign/people/${added.body._id}`, { token: w.tokens.manager })).body).toEqual({ removed: true });
  });

  it('invites a person of a call plan into that call, and lists the plan’s people apart', async () => {
    const plan = await t.call('POST', `/projects/${w.own.project}/prepsessions`, {
      token: w.tokens.manager,
      body: { title: 'Group call', password: 'pw-123456', scheduled_at: '2024-07-02T10:00:00Z' },
    });
    const other = await t.call('POST', `/prepsessions`, { token: w.tokens.manager });
    expect(other.status).toBe(404);
    const person = await t.call('POST', `/projects/${w.own.project}/campaign/people`, {
      token: w.tokens.manager,
      body: { name: 'Bo Boatman', prepsession_id: plan.body._id },
    });
    const foreignPlan = await t.call('POST', `/projects/${w.own.project}/campaign/people`, {
      token: w.tokens.manager,
      body: { name: 'Cy', prepsession_id: 'not-in-this-project' },
    });
    expect(foreignPlan.status).toBe(400);
    const invited = await t.call('POST', `/campaign/people/${person.body._id}/invite`, { token: w.tokens.manager, body: {} });
    expect(invited.body).toMatchObject({ emailed: false, person: { story_id: plan.body.story_id, status: 'scheduled' } });
    const ofPlan = await t.call('GET', `/projects/${w.own.project}/campaign?prepsession=${plan.body._id}`, { token: w.tokens.manager });
    expect(ofPlan.body.items.map((p: { name: string }) => p.name)).toEqual(['Bo Boatman']);
  });

  it('refuses a campaign call without a plan where passwords are required', async () => {
    const person = await t.call('POST', `/projects/${w.own.project}/campaign/people`, { token: w.tokens.manager, body: { name: 'Di' } });
    await setPasswordRule(true);
    try {
      const refused = await t.call('POST', `/campaign/people/${person.body._id}/invite`, { token: w.tokens.manager, body: {} });
      expect(refused.status).toBe(400);
      expect(refused.body.error.field).toBe('prepsession_id');
    } finally {
      await setPasswordRule(false);
    }
  });

  it('moves an invited person on to recorded by themselves when their call is recorded or its media arrives; a declined one stays', async () => {
    const invite = async (name: string) => {
      const person = await t.call('POST', `/projects/${w.own.project}/campaign/people`, { token: w.tokens.manager, body: { name } });
      const invited = await t.call('POST', `/campaign/people/${person.body._id}/invite`, { token: w.tokens.manager, body: {} });
      expect(invited.body.person.status).toBe('invited');
      return { id: person.body._id as string, storyId: invited.body.person.story_id as string };
    };
    const statusOf = async (id: string) =>
      CampaignResponseSchema.parse(
        (await t.call('GET', `/projects/${w.own.project}/campaign`, { token: w.tokens.manager })).body,
      ).items.find((p) => p._id === id)?.status;

    // The call's host records it: starting changes nothing yet, stopping means it has been recorded.
    const ed = await invite('Ed Engineer');
    const room = await t.db.selectFrom('rooms').select('room_key').where('story_id', '=', ed.storyId).executeTakeFirstOrThrow();
    const record = (action: 'start' | 'stop') =>
      t.call('POST', `/rooms/${room.room_key}/recording`, { token: w.tokens.manager, body: { action } });
    expect((await record('start')).status).toBe(200);
    expect(await statusOf(ed.id)).toBe('invited');
    expect((await record('stop')).status).toBe(200);
    expect(await statusOf(ed.id)).toBe('recorded');

    // The story's media arrives (an upload, a mix of the call's tracks, an import).
    const fay = await invite('Fay Ferrier');
    await replaceStoryOriginal(t.db, fay.storyId, { key: `stories/${fay.storyId}/original.mp3`, size: 10, mimeType: 'audio/mpeg' });
    expect(await statusOf(fay.id)).toBe('recorded');

    // Someone who declined stays declined, whatever arrives.
    const gil = await invite('Gil Gardener');
    await t.call('PUT', `/campaign/people/${gil.id}`, { token: w.tokens.manager, body: { status: 'declined' } });
    await replaceStoryOriginal(t.db, gil.storyId, { key: `stories/${gil.storyId}/original.mp3`, size: 10, mimeType: 'audio/mpeg' });
    expect(await statusOf(gil.id)).toBe('declined');
  });
});
