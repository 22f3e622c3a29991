import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { verifyPassword } from '../modules/accounts/passwords.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { ensureFirstAdministrator, firstAdministratorFrom } from './administrator.seed.js';

describe.each(testDatabases)('the first administrator on $name', ({ open }) => {
  let database: Database<DB>;
  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database);
  });

  it('is made once by servers starting together on a new database, and never on one with accounts', async () => {
    const who = firstAdministratorFrom({});
    expect(who).toEqual({ email: 'admin@storykeep.local', name: 'Administrator' });
    const made = await Promise.all(
      ['first-server-password-0', 'second-server-password'].map((password) => ensureFirstAdministrator(database.db, who, password)),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    const rows = await database.db.selectFrom('users').select(['email', 'role', 'must_change_password', 'password_hash']).execute();
    expect(rows.map(({ password_hash: _hash, ...row }) => row)).toEqual([
      { email: 'admin@storykeep.local', role: 'admin', must_change_password: true },
    ]);
    // The password that was printed is the one that was kept.
    const winner = made[0] ? 'first-server-password-0' : 'second-server-password';
    expect(await verifyPassword(rows[0]?.password_hash, winner, undefined)).toBe(true);
    expect(await ensureFirstAdministrator(database.db, { email: 'other@example.org', name: 'Other' }, 'another-password-01')).toBe(false);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('names the first administrator from STORYKEEP_ADMIN_EMAIL and STORYKEEP_ADMIN_NAME, refusing what is not an address', () => {
    expect(firstAdministratorFrom({ STORYKEEP_ADMIN_EMAIL: ' Keeper@Archive.example ', STORYKEEP_ADMIN_NAME: 'Keeper' })).toEqual({
      email: 'keeper@archive.example',
      name: 'Keeper',
    });
    expect(() => firstAdministratorFrom({ STORYKEEP_ADMIN_EMAIL: 'keeper' })).toThrow(/STORYKEEP_ADMIN_EMAIL/);
  });
});
