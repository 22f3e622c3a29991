import { OrganizationListResponseSchema, OrganizationResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('organizations on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('lists own organizations, and all of them for admin only', async () => {
    const own = await t.call('GET', '/organization', { token: w.tokens.manager });
    expect(OrganizationListResponseSchema.parse(own.body).map((o) => o.organizational_code)).toEqual([w.own.organization.code]);
    expect((await t.call('GET', '/organization/admin/all', { token: w.tokens.manager })).status).toBe(403);
    const all = await t.call('GET', '/organization/admin/all', { token: w.tokens.admin });
    expect(all.body.map((o: { organizational_code: string }) => o.organizational_code).sort()).toEqual(
      [w.own.organization.code, w.other.organization.code].sort(),
    );
  });

  it('creates organizations (admin) and refuses a taken code with 409', async () => {
    const body = {
      organization_name: 'Harbor Archive',
      organizational_code: 'harbor-archive',
      settings: { vocabulary: ' tide , jetty,, ' },
    };
    const created = await t.call('POST', '/organization/create', { token: w.tokens.admin, body });
    expect(created.status).toBe(201);
    expect(OrganizationResponseSchema.parse(created.body).settings?.vocabulary).toEqual(['tide', 'jetty']);
    expect((await t.call('POST', '/organization/create', { token: w.tokens.admin, body })).status).toBe(409);
    expect(
      (await t.call('POST', '/organization/create', { token: w.tokens.org_manager, body: { ...body, organizational_code: 'x-y' } })).status,
    ).toBe(403);
  });

  it('edits settings: vocabulary as a trimmed comma list, prompts, session passwords', async () => {
    const code = w.own.organization.code;
    const settings = {
      transcription_service: 'deepgram',
      filler_words: true,
      vocabulary: 'Riverbend,  mill race ,',
      auto_chaptering: true,
      summary_prompt: 'Sum up',
      chaptering_prompt: 'Chapters',
    };
    const edited = await t.call('PUT', `/organization/${code}/edit`, {
      token: w.tokens.org_manager,
      body: { settings, require_session_passwords: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.settings).toEqual({ ...settings, vocabulary: ['Riverbend', 'mill race'] });
    expect(edited.body).toMatchObject({ require_session_passwords: true, unsecure_prepsession_count: 1 });
    expect(
      (await t.call('PUT', `/organization/${code}/edit`, { token: w.tokens.user, body: { organization_name: 'Hijack' } })).status,
    ).toBe(403);
    const seen = await t.call('GET', `/organization/${code}`, { token: w.tokens.user });
    expect(seen.body.settings).toBeUndefined();
  });

  it('reads a stored setting core no longer accepts as absent, keeping the others, instead of failing the page', async () => {
    const org = w.other.organization;
    const stored = { transcription_service: 'retired-engine', filler_words: true, vocabulary: ['Riverbend'], legacy_key: 'kept' };
    await t.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify(stored) })
      .where('id', '=', org.id)
      .execute();
    const seen = await t.call('GET', `/organization/${org.code}`, { token: w.tokens.admin });
    expect(seen.status).toBe(200);
    expect(seen.body.settings).toMatchObject({ filler_words: true, vocabulary: ['Riverbend'] });
    expect(seen.body.settings.transcription_service).not.toBe('retired-engine');
  });

  it('counts and locks preparation sessions without a password', async () => {
    const org = w.own.organization;
    const count = await t.call('POST', '/prepsession/all', {
      token: w.tokens.manager,
      body: { count: true, org_id: org.id, password_present: false },
    });
    expect(count.body).toEqual({ count: 1 });
    const locked = await t.call('POST', `/organization/${org.code}/lock_unsecure_prep_sessions`, {
      token: w.tokens.manager,
      body: { password: 'secret-1' },
    });
    expect(locked.body).toEqual({ updated: 1 });
    expect(
      (
        await t.call('POST', '/prepsession/all', {
          token: w.tokens.manager,
          body: { count: true, org_id: org.id, password_present: false },
        })
      ).body,
    ).toEqual({ count: 0 });
    expect(
      (await t.call('POST', '/prepsession/all', { token: w.tokens.manager, body: { count: true, org_id: w.other.organization.id } }))
        .status,
    ).toBe(404);
  });

  it('invites by e-mail and lets the invited account join with the code', async () => {
    const code = w.own.organization.code;
    const invite = await t.call('POST', `/organization/${code}/invites`, {
      token: w.tokens.manager,
      body: { email: 'newcomer@example.org' },
    });
    expect(invite.status).toBe(201);
    expect(t.mail.at(-1)?.link).toBe(invite.body.url);
    const registered = await t.call('POST', '/registerbyinvite', {
      body: { email: 'newcomer@example.org', fullname: 'New Comer', password: 'a long password', code: invite.body.code },
    });
    expect(registered.status).toBe(201);
    // The account is active once the invitation's address confirms it: the link signs in.
    await t.drain();
    const confirm = new URL(t.mail.filter((m) => m.to === 'newcomer@example.org').at(-1)?.link ?? 'http://x');
    const session = await t.call('POST', '/magic-link', { body: { token: confirm.searchParams.get('token') } });
    expect(session.body.organization_info.organizational_code).toBe(code);

    const second = await t.call('POST', `/organization/${code}/invites`, {
      token: w.tokens.manager,
      body: { email: 'someone@example.org' },
    });
    const stranger = await t.call('POST', `/organization/${second.body.code}/accept`, { token: w.tokens.admin });
    expect(stranger.status).toBe(403);
  });

  it('answers the logo and keeps other organizations out of sight', async () => {
    await t.call('PUT', `/organization/${w.own.organization.code}/edit`, {
      token: w.tokens.admin,
      body: { logoUrl: '/api/media/logo.png' },
    });
    expect((await t.call('GET', `/organization/${w.own.organization.code}/logo`, { token: w.tokens.user })).body).toEqual({
      logoUrl: '/api/media/logo.png',
    });
    expect((await t.call('GET', `/organization/${w.other.organization.code}`, { token: w.tokens.org_manager })).status).toBe(404);
  });
});
