import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { totpCode } from '../modules/accounts/totp.js';
import { BOX_TOKEN_KEY_LABEL, sealToken, tokenBinding } from '../modules/cloud-import/box-token-seal.js';
import { IMPORT_HEADERS_KEY_LABEL, IMPORT_JOB_TYPES } from '../modules/cloud-import/url-import.job.js';
import { buildMediaTestApp, type MediaTestApp } from '../testing/media-test-kit.js';
import { testDatabases } from '../testing/test-databases.js';
import { Sealer, type SealingKey } from './sealer.js';
import { loadSealer, parseSealingKeys } from './sealing-keys.js';
import { secretWeakness } from './secret-strength.js';

const key = (id: string): SealingKey => ({ id, key: randomBytes(32) });
const strong = () => randomBytes(32).toString('base64');

describe('secrets strong enough to keep anything safe', () => {
  it('refuses a placeholder or weak MEDIA_URL_SECRET at start, naming the variable, and takes 32 random bytes', () => {
    for (const weak of [
      'a-long-random-string',
      'change-me',
      'chaos-test',
      'x'.repeat(64),
      'correct horse battery staple and more words',
      'AAAA'.repeat(11),
    ])
      expect(() => loadConfig({ MEDIA_URL_SECRET: weak }), weak).toThrow(/MEDIA_URL_SECRET: too weak/);
    expect(() => loadConfig({ MEDIA_URL_SECRET: strong() })).not.toThrow();
    expect(() => loadConfig({ MEDIA_URL_SECRET: randomBytes(32).toString('hex') })).not.toThrow();
    expect(() => loadConfig({ MEDIA_URL_SECRET: randomBytes(32).toString('base64url') })).not.toThrow();
    expect(secretWeakness(randomBytes(31).toString('base64'))).toContain('at least 32');
  });

  it('reads sealing keys as kid:base64 of exactly 32 random bytes, the first current, and refuses anything else', () => {
    const parsed = parseSealingKeys(`k2:${strong()}, k1:${randomBytes(32).toString('hex')}`);
    expect(parsed instanceof Error ? parsed.message : parsed.map((k) => k.id)).toEqual(['k2', 'k1']);
    for (const bad of [
      '',
      'nokid',
      `k1:${strong()},k1:${strong()}`,
      'k1:change-me',
      `k1:${randomBytes(48).toString('base64')}`,
      `bad id:${strong()}`,
    ])
      expect(parseSealingKeys(bad), bad).toBeInstanceOf(Error);
    expect(() => loadConfig({ STORYKEEP_SEALING_KEYS: 'k1:change-me' })).toThrow(/STORYKEEP_SEALING_KEYS: key k1/);
    expect(loadConfig({ STORYKEEP_SEALING_KEYS: `k1:${strong()}` }).sealingKeys?.[0]?.id).toBe('k1');
  });

  it('seals under the current key, opens under any listed one, and refuses what was moved, changed or unknown', () => {
    const [k1, k2] = [key('k1'), key('k2')];
    const old = new Sealer([k1]);
    const sealed = old.seal('box-token', 'row:a');
    expect(sealed.startsWith('s1.k1.')).toBe(true);
    expect(sealed).not.toContain('box-token');
    const rotated = new Sealer([k2, k1]);
    expect(rotated.open(sealed, 'row:a')).toBe('box-token');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x', 'row:a'))).toBe(true);
    expect(() => rotated.open(sealed, 'row:b')).toThrow();
    expect(() => new Sealer([k2]).open(sealed, 'row:a')).toThrow();
    expect(() => rotated.open(`${sealed.slice(0, -3)}AAA`, 'row:a')).toThrow();
  });

  it('wants configured keys when several processes share a PostgreSQL database, and keeps one per folder otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-sealing-'));
    try {
      await expect(loadSealer({ dataDir: dir, sharedDatabase: true })).rejects.toThrow(/STORYKEEP_SEALING_KEYS/);
      const first = await loadSealer({ dataDir: dir });
      const again = await loadSealer({ dataDir: dir });
      expect(again.open(first.seal('kept', 'b'), 'b')).toBe('kept');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('secrets sealed in the database on $name', { timeout: 180_000 }, ({ open }) => {
  const apps: MediaTestApp[] = [];
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'sk-sealed-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const start = async (options: Parameters<typeof buildMediaTestApp>[1]) => {
    const app = await buildMediaTestApp(await open(), options);
    apps.push(app);
    return app;
  };

  it('keeps two-factor secrets sealed, seals plain ones at start, and moves them to a new key when keys rotate', async () => {
    const [k1, k2] = [key('k1'), key('k2')];
    const t = await start({ sealingKeys: [k1] });
    const token = t.world.tokens.user;
    const user = t.world.users.user.id;
    const setup = await t.call('POST', '/auth/2fa/setup', { token });
    const secret: string = setup.body.secret;
    const now = () => Math.floor(t.clock.now.getTime() / 1000);
    expect((await t.call('POST', '/auth/2fa/enable', { token, body: { code: totpCode(secret, now()) } })).status).toBe(200);
    const stored = await t.db.selectFrom('users').select('totp_secret').where('id', '=', user).executeTakeFirstOrThrow();
    expect(stored.totp_secret?.startsWith('s1.k1.')).toBe(true);
    expect(stored.totp_secret).not.toContain(secret);

    // A secret kept plain (before secrets were sealed) is sealed when a server starts.
    const manager = t.world.users.manager.id;
    await t.db.updateTable('users').set({ totp_secret: secret, totp_enabled: true }).where('id', '=', manager).execute();
    const rotated = await start({ alongside: t, sealingKeys: [k2, k1] });
    const rows = await t.db.selectFrom('users').select(['id', 'totp_secret']).where('id', 'in', [user, manager]).execute();
    for (const row of rows) {
      expect(Sealer.keyIdOf(row.totp_secret ?? ''), row.id).toBe('k2');
      expect(rotated.media.sealer.open(row.totp_secret ?? '', `users:${row.id}:totp_secret`)).toBe(secret);
    }
    // The rotated server checks codes against the re-sealed secret. A code is used once, so the check takes the next
    // step's code (still inside the accepted window).
    const verify = await rotated.call('POST', '/auth/2fa/disable', { token, body: { code: totpCode(secret, now() + 30) } });
    expect(verify.status).toBe(200);
  });

  it('keeps Box tokens through a change of MEDIA_URL_SECRET, and re-seals those sealed under it before', async () => {
    const sealing = [key('k1')];
    const first = folder();
    const t = await start({ sealingKeys: sealing, dataDir: first });
    const user = t.world.users.org_manager.id;
    await t.db
      .insertInto('box_connections')
      .values({
        user_id: user,
        access_token: t.media.sealer.seal('box-access', tokenBinding(user, 'access')),
        refresh_token: t.media.sealer.seal('box-refresh', tokenBinding(user, 'refresh')),
        sealed: true,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    // A connection and a queued import sealed the old way, under keys derived from the media URL secret.
    const legacyUser = t.world.users.manager.id;
    const legacy = t.media.keys.derive(BOX_TOKEN_KEY_LABEL);
    await t.db
      .insertInto('box_connections')
      .values({
        user_id: legacyUser,
        access_token: sealToken(legacy, 'old-access', tokenBinding(legacyUser, 'access')),
        refresh_token: sealToken(legacy, 'old-refresh', tokenBinding(legacyUser, 'refresh')),
        sealed: true,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const storyId = t.world.own.stories[0] ?? '';
    const headers = sealToken(
      t.media.keys.derive(IMPORT_HEADERS_KEY_LABEL),
      '{"authorization":"Bearer queued"}',
      `${IMPORT_JOB_TYPES.url}:${storyId}`,
    );
    await t.media.jobs.enqueue(
      IMPORT_JOB_TYPES.url,
      { storyId, url: 'https://files.example.org/a.mp3', sealedHeaders: headers },
      { storyId },
    );

    // Same data folder (same media secret): the old seals are opened and sealed again under the sealing key.
    const again = await start({ alongside: t, sealingKeys: sealing, dataDir: first });
    const old = await t.db.selectFrom('box_connections').selectAll().where('user_id', '=', legacyUser).executeTakeFirstOrThrow();
    expect(Sealer.keyIdOf(old.access_token)).toBe('k1');
    expect(again.media.sealer.open(old.refresh_token, tokenBinding(legacyUser, 'refresh'))).toBe('old-refresh');
    const job = await t.db.selectFrom('jobs').select('payload').where('type', '=', IMPORT_JOB_TYPES.url).executeTakeFirstOrThrow();
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as { sealedHeaders: string };
    expect(again.media.sealer.open(payload.sealedHeaders, `${IMPORT_JOB_TYPES.url}:${storyId}`)).toContain('Bearer queued');

    // Another data folder is another media URL secret: the Box tokens still open, and the connections stay.
    const box = { BOX_CLIENT_ID: 'box-client', BOX_CLIENT_SECRET: 'box-secret' };
    const moved = await start({ alongside: t, sealingKeys: sealing, dataDir: folder(), env: box });
    expect(moved.media.keys.derive(BOX_TOKEN_KEY_LABEL).equals(legacy)).toBe(false);
    for (const [id, access] of [
      [user, 'box-access'],
      [legacyUser, 'old-access'],
    ] as const) {
      const row = await t.db.selectFrom('box_connections').select('access_token').where('user_id', '=', id).executeTakeFirstOrThrow();
      expect(moved.media.sealer.open(row.access_token, tokenBinding(id, 'access'))).toBe(access);
    }
    expect((await moved.call('GET', '/cloud/box/connection', { token: t.world.tokens.org_manager })).body.connected).toBe(true);
  });
});
