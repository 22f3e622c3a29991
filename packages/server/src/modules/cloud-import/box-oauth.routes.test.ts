import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BoxBulkUploadResponseSchema, BoxListResponseSchema, workspaceMessages } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { resealBoxTokens } from './box-oauth.js';
import { tokenBinding } from './box-token-seal.js';

const CLIENT = { id: 'storykeep-box-client', secret: 'storykeep-box-secret' };
const SONG = Buffer.from('ID3 fake mp3 bytes of a song');

/**
 * A loopback stand-in for Box's OAuth 2.0 token endpoint and API: a code is exchanged once for tokens; a refresh token
 * is exchanged once for new ones (Box rotates them); the API takes only the newest access token.
 */
function fakeBox() {
  const grants: Record<string, string>[] = [];
  const state = { access: '', refresh: '', round: 0, refuseRefresh: false };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://box.test');
    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        grants.push(form);
        const client = form.client_id === CLIENT.id && form.client_secret === CLIENT.secret;
        const good =
          client &&
          ((form.grant_type === 'authorization_code' && form.code === 'good-code') ||
            (form.grant_type === 'refresh_token' && form.refresh_token === state.refresh && !state.refuseRefresh));
        if (!good) return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
        state.round += 1;
        state.access = `access-${state.round}`;
        state.refresh = `refresh-${state.round}`;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: state.access, refresh_token: state.refresh, expires_in: 3600, token_type: 'bearer' }));
      });
      return;
    }
    if (url.pathname === '/download/song.mp3') return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(SONG);
    if (!state.access || req.headers.authorization !== `Bearer ${state.access}`) return void res.writeHead(401).end();
    if (url.pathname === '/2.0/folders/0/items')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ entries: [{ type: 'file', id: '101', name: 'song.mp3', size: SONG.length }] }));
    if (url.pathname === '/2.0/files/101/content') return void res.writeHead(302, { location: '/download/song.mp3' }).end();
    res.writeHead(404).end();
  });
  return new Promise<{ server: Server; grants: typeof grants; state: typeof state }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, grants, state })),
  );
}

describe.each(testDatabases)('connecting Box with OAuth on $name', ({ open }) => {
  let t: MediaTestApp;
  let box: Awaited<ReturnType<typeof fakeBox>>;
  let base: string;
  beforeAll(async () => {
    box = await fakeBox();
    base = `http://127.0.0.1:${(box.server.address() as AddressInfo).port}`;
    t = await buildMediaTestApp(await open(), {
      env: {
        BOX_API_URL: base,
        BOX_AUTHORIZE_URL: `${base}/authorize`,
        BOX_CLIENT_ID: CLIENT.id,
        BOX_CLIENT_SECRET: CLIENT.secret,
        STORYKEEP_IMPORT_ALLOW_PRIVATE: '1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => box.server.close(resolve));
  });

  const cookieFrom = (setCookie: unknown) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

  /** `POST /cloud/box/authorize` as `token`: the consent page's state and the browser's binding cookie. */
  async function authorize(token: string | undefined, project?: string): Promise<{ state: string; cookie: string }> {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/cloud/box/authorize',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: project ? { project } : {},
    });
    expect(started.statusCode).toBe(200);
    expect(String(started.headers['set-cookie'])).toMatch(
      /^storykeep_box=[\w-]{40,}; Path=\/api\/cloud\/box; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const consent = new URL((started.json() as { url: string }).url);
    expect(`${consent.origin}${consent.pathname}`).toBe(`${base}/authorize`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.id,
      redirect_uri: `${PUBLIC_URL}/api/cloud/box/callback`,
    });
    return { state: consent.searchParams.get('state') ?? '', cookie: cookieFrom(started.headers['set-cookie']) };
  }

  /** Box sends the browser (with `cookie`) back to the callback; answers where the callback sends it. */
  async function callback(state: string, code: string, cookie: string): Promise<URL> {
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/cloud/box/callback?state=${state}&code=${code}`,
      headers: cookie ? { cookie } : {},
    });
    expect(back.statusCode).toBe(302);
    return new URL(String(back.headers.location));
  }

  /** The import page hands Box's answer over with the person's session, in the browser with `cookie`. */
  const finish = (token: string | undefined, cookie: string, body: { state: string; code: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cloud/box/finish',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  /**
   * Connects Box as `token` the way a browser does: authorize, Box's consent, the callback, then the import page's
   * finish with the fragment's code and state. Answers the page address with the outcome the page shows.
   */
  async function connect(token: string | undefined, code: string, project?: string): Promise<string> {
    const { state, cookie } = await authorize(token, project);
    const page = await callback(state, code, cookie);
    const fragment = new URLSearchParams(page.hash.slice(1));
    expect(fragment.get('box_state')).toBe(state);
    const done = await finish(token, cookie, { state, code: fragment.get('box_code') ?? '' });
    // The state is single use: the same answer handed over again connects nothing.
    expect((await finish(token, cookie, { state, code })).statusCode).toBe(400);
    page.hash = '';
    return `${page}${page.search ? '&' : '?'}box=${done.statusCode === 200 ? 'connected' : 'failed'}`;
  }

  it("never keeps a victim's Box tokens on the account of whoever started the connection", async () => {
    const attacker = t.world.tokens.manager;
    const victim = t.world.tokens.user;
    await t.db.deleteFrom('box_connections').where('user_id', '=', t.world.users.manager.id).execute();
    const begin = async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/cloud/box/authorize',
        headers: { authorization: `Bearer ${attacker}` },
        payload: {},
      });
      return {
        state: new URL((started.json() as { url: string }).url).searchParams.get('state') ?? '',
        cookie: cookieFrom(started.headers['set-cookie']),
      };
    };
    // The attacker starts connecting and sends the victim Box's consent page; the victim allows it, and Box sends the
    // victim's browser back with a code for the victim's Box account and the attacker's state. The victim's import
    // page then hands the answer over with the victim's own session.
    const started = await begin();
    const landed = await t.app.inject({ method: 'GET', url: `/api/cloud/box/callback?state=${started.state}&code=good-code` });
    const fragment = new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1));
    expect(fragment.get('box_code')).toBeNull();
    await finish(victim, '', { state: started.state, code: 'good-code' });
    const attackersBox = () =>
      t.db.selectFrom('box_connections').select('user_id').where('user_id', '=', t.world.users.manager.id).execute();
    expect(await attackersBox()).toEqual([]);
    // Even with the attacker's own browser cookie, a finish by another account is refused and keeps nothing.
    const again = await begin();
    const refused = await finish(victim, again.cookie, { state: again.state, code: 'good-code' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(workspaceMessages.boxConnectOtherAccount);
    // And the attacker cannot finish it in their name from another browser either.
    const third = await begin();
    expect((await finish(attacker, '', { state: third.state, code: 'good-code' })).statusCode).toBe(403);
    expect(await attackersBox()).toEqual([]);
    expect(box.grants.filter((g) => g.grant_type === 'authorization_code')).toHaveLength(0);
  });

  it('connects, lists and imports without a pasted token, and renews the expired access token with the refresh token', async () => {
    const user = t.world.tokens.manager;
    expect((await t.call('GET', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: false });
    const before = await t.call('POST', '/cloud/box/files', { token: user, body: {} });
    expect(before.status).toBe(400);
    expect(JSON.stringify(before.body)).toContain('boxToken');

    const project = t.world.own.project;
    expect(await connect(user, 'good-code', project)).toBe(`${PUBLIC_URL}/projects/select_cloud_files?project=${project}&box=connected`);
    expect(box.grants.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
    expect((await t.call('GET', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: true });
    const listed = await t.call('POST', '/cloud/box/files', { token: user, body: {} });
    expect(BoxListResponseSchema.parse(listed.body).items.map((i) => i.name)).toEqual(['song.mp3']);
    expect(box.grants).toHaveLength(1);

    // An hour later the access token has run out: the server renews it first, and keeps Box's new refresh token.
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 3600 * 1000);
    const later = await t.call('POST', '/cloud/box/files', { token: user, body: {} });
    expect(later.status).toBe(200);
    expect(box.grants.at(-1)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    // Kept sealed: the stored values are not the tokens, and open only under the sealing key for this person.
    const kept = await t.db
      .selectFrom('box_connections')
      .select(['access_token', 'refresh_token', 'sealed'])
      .where('user_id', '=', t.world.users.manager.id)
      .executeTakeFirstOrThrow();
    expect(kept.sealed).toBe(true);
    expect(kept.access_token).not.toContain('access-2');
    expect(kept.refresh_token).not.toContain('refresh-2');
    expect(t.media.sealer.open(kept.access_token, tokenBinding(t.world.users.manager.id, 'access'))).toBe('access-2');
    expect(t.media.sealer.open(kept.refresh_token, tokenBinding(t.world.users.manager.id, 'refresh'))).toBe('refresh-2');

    const answer = await t.call('POST', '/stories/upload_bulk_box', {
      token: user,
      body: { project, stories: [{ id: '101', name: 'song.mp3' }] },
    });
    expect(answer.status).toBe(201);
    const storyId = BoxBulkUploadResponseSchema.parse(answer.body).items[0]?.storyId as string;
    await t.drain();
    const media = await t.db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media.original_key).toBe(`stories/${storyId}/original.mp3`);

    // Someone else's connection is theirs alone.
    const other = await t.call('POST', '/cloud/box/files', { token: t.world.tokens.user, body: {} });
    expect(other.status).toBe(400);

    // A refresh token Box no longer honours ends the connection; the page then offers to connect again.
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 3600 * 1000);
    box.state.refuseRefresh = true;
    const refused = await t.call('POST', '/cloud/box/files', { token: user, body: {} });
    expect(refused.status).toBe(400);
    expect((await t.call('GET', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: false });
    box.state.refuseRefresh = false;
  });

  it('connects nothing on a code Box refuses or an answer without a code, and forgets a connection on request', async () => {
    const user = t.world.tokens.org_manager;
    expect(await connect(user, 'bad-code')).toBe(`${PUBLIC_URL}/projects/select_cloud_files?box=failed`);
    expect((await t.call('GET', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: false });
    const denied = await t.app.inject({ method: 'GET', url: '/api/cloud/box/callback?state=x&error=access_denied' });
    expect(denied.headers.location).toBe(`${PUBLIC_URL}/projects/select_cloud_files?box=failed`);
    expect((await t.app.inject({ method: 'GET', url: '/api/cloud/box/callback?code=abc' })).statusCode).toBe(400);

    await connect(user, 'good-code');
    expect((await t.call('GET', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: true });
    expect((await t.call('DELETE', '/cloud/box/connection', { token: user })).body).toEqual({ oauth: true, connected: false });
    expect((await t.call('POST', '/cloud/box/files', { token: user, body: {} })).status).toBe(400);
  });

  it('reads a connection kept in plain text before tokens were sealed, and seals it when the server starts', async () => {
    const user = t.world.users.admin.id;
    const token = t.world.tokens.admin;
    // A row as it was kept before migration 0680: plain tokens (Box's newest), marked plain.
    await t.db
      .insertInto('box_connections')
      .values({
        user_id: user,
        access_token: box.state.access,
        refresh_token: box.state.refresh,
        sealed: false,
        expires_at: new Date(t.clock.now.getTime() + 3600 * 1000),
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const plain = await t.call('POST', '/cloud/box/files', { token, body: {} });
    expect(BoxListResponseSchema.parse(plain.body).items.map((i) => i.name)).toEqual(['song.mp3']);

    expect(await resealBoxTokens(t.db, t.media.sealer)).toBe(1);
    expect(await resealBoxTokens(t.db, t.media.sealer)).toBe(0);
    const row = await t.db.selectFrom('box_connections').selectAll().where('user_id', '=', user).executeTakeFirstOrThrow();
    expect(row.sealed).toBe(true);
    expect(row.access_token).not.toContain(box.state.access);
    expect(t.media.sealer.open(row.access_token, tokenBinding(user, 'access'))).toBe(box.state.access);
    const sealed = await t.call('POST', '/cloud/box/files', { token, body: {} });
    expect(BoxListResponseSchema.parse(sealed.body).items.map((i) => i.name)).toEqual(['song.mp3']);
  });

  it('refuses a sealed token changed in the database, ending the connection so Box can be connected again', async () => {
    const user = t.world.users.admin.id;
    const token = t.world.tokens.admin;
    const row = await t.db.selectFrom('box_connections').select('access_token').where('user_id', '=', user).executeTakeFirstOrThrow();
    const cut = row.access_token.lastIndexOf('.') + 1;
    const raw = Buffer.from(row.access_token.slice(cut), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 0xff;
    await t.db
      .updateTable('box_connections')
      .set({ access_token: `${row.access_token.slice(0, cut)}${raw.toString('base64url')}` })
      .where('user_id', '=', user)
      .execute();
    const refused = await t.call('POST', '/cloud/box/files', { token, body: {} });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('boxToken');
    expect((await t.call('GET', '/cloud/box/connection', { token })).body).toEqual({ oauth: true, connected: false });
  });

  it('seals the connections still kept in plain text when a server starts', async () => {
    const user = t.world.users.user.id;
    await t.db
      .insertInto('box_connections')
      .values({
        user_id: user,
        access_token: 'plain-access',
        refresh_token: 'plain-refresh',
        sealed: false,
        expires_at: new Date(t.clock.now.getTime() + 3600 * 1000),
      })
      .execute();
    const started = await buildMediaTestApp(await open(), {
      alongside: t,
      env: { BOX_API_URL: base, BOX_CLIENT_ID: CLIENT.id, BOX_CLIENT_SECRET: CLIENT.secret },
    });
    try {
      const row = await t.db.selectFrom('box_connections').selectAll().where('user_id', '=', user).executeTakeFirstOrThrow();
      expect(row.sealed).toBe(true);
      expect(`${row.access_token} ${row.refresh_token}`).not.toContain('plain-');
      expect(started.media.sealer.open(row.access_token, tokenBinding(user, 'access'))).toBe('plain-access');
      expect(started.media.sealer.open(row.refresh_token, tokenBinding(user, 'refresh'))).toBe('plain-refresh');
    } finally {
      await started.close();
    }
  });
});
