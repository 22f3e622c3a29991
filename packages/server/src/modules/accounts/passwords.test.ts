import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { Sealer } from '../../storage/sealer.js';
import { checkPassword, hashPassword, passwordPeppers } from './passwords.js';

const sealerWith = (...ids: string[]) => new Sealer(ids.map((id) => ({ id, key: randomBytes(32) })));
const PASSWORD = 'a password of some length';

describe('password hashes with a pepper', () => {
  it('marks a peppered hash with its key id, and it verifies with that pepper', async () => {
    const peppers = passwordPeppers(sealerWith('k1'));
    const stored = await hashPassword(PASSWORD, peppers);
    expect(stored).toMatch(/^pk1\.k1\.\$argon2id\$/);
    expect(await checkPassword(stored, PASSWORD, peppers)).toEqual({ valid: true, outdated: false });
    expect((await checkPassword(stored, 'another password here', peppers)).valid).toBe(false);
  });

  it('does not verify a peppered hash with another pepper, even under the same key id', async () => {
    const stored = await hashPassword(PASSWORD, passwordPeppers(sealerWith('k1')));
    expect((await checkPassword(stored, PASSWORD, passwordPeppers(sealerWith('k1')))).valid).toBe(false);
  });

  it('cannot verify the database row alone: without the pepper the right password fails', async () => {
    const stored = await hashPassword(PASSWORD, passwordPeppers(sealerWith('k1')));
    const phc = stored.slice('pk1.k1.'.length);
    expect(await verify(phc, PASSWORD)).toBe(false);
    expect((await checkPassword(stored, PASSWORD, undefined)).valid).toBe(false);
  });

  it('still verifies a hash made before the pepper, and calls it outdated so sign-in makes it again', async () => {
    const legacy = await hashPassword(PASSWORD, undefined);
    expect(legacy).toMatch(/^\$argon2id\$/);
    const peppers = passwordPeppers(sealerWith('k1'));
    expect(await checkPassword(legacy, PASSWORD, peppers)).toEqual({ valid: true, outdated: true });
    expect(await checkPassword(legacy, 'not the password', peppers)).toEqual({ valid: false, outdated: true });
  });

  it('verifies a hash under an older sealing key while that key is listed, and calls it outdated', async () => {
    const old = sealerWith('old');
    const stored = await hashPassword(PASSWORD, passwordPeppers(old));
    const rotated = new Sealer([{ id: 'new', key: randomBytes(32) }, ...[old.current]]);
    expect(await checkPassword(stored, PASSWORD, passwordPeppers(rotated))).toEqual({ valid: true, outdated: true });
    expect((await checkPassword(stored, PASSWORD, passwordPeppers(sealerWith('new')))).valid).toBe(false);
  });
});
