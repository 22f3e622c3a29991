import { hash, verify } from '@node-rs/argon2';
import type { Sealer, SealingKey } from '../../storage/sealer.js';

/**
 * The pepper: a secret key mixed into every password hash (argon2's `secret`), kept outside the database (derived from
 * the sealing keys), so a copy of the database alone cannot test a single password guess (OWASP ASVS 2.4.5). Each
 * sealing key gives its own pepper under the same id.
 */
export interface PasswordPeppers {
  current: SealingKey;
  byId(id: string): Buffer | undefined;
}

const PEPPER_PURPOSE = 'storykeep password pepper v1';
const known = new WeakMap<Sealer, PasswordPeppers>();

/** The peppers of a server's sealing keys (computed once per sealer). */
export function passwordPeppers(sealer: Sealer): PasswordPeppers {
  let peppers = known.get(sealer);
  if (!peppers) {
    const keys = sealer.derivedKeys(PEPPER_PURPOSE);
    const byId = new Map(keys.map((k) => [k.id, k.key]));
    peppers = { current: keys[0] as SealingKey, byId: (id) => byId.get(id) };
    known.set(sealer, peppers);
  }
  return peppers;
}

/**
 * A peppered hash is stored as `pk1.<key id>.<argon2id PHC string>`; a bare PHC string (`$argon2id$…`) is one made before
 * the pepper (or by the seeds and the CLI, which run without the server's keys) and is replaced at the next sign-in.
 */
const PEPPERED = 'pk1.';

function parse(stored: string): { keyId?: string; phc: string } {
  if (!stored.startsWith(PEPPERED)) return { phc: stored };
  const dot = stored.indexOf('.', PEPPERED.length);
  return dot < 0 ? { keyId: '', phc: '' } : { keyId: stored.slice(PEPPERED.length, dot), phc: stored.slice(dot + 1) };
}

// A real hash of a random password: checking against it when the account does not exist keeps
// the answer time the same, so timing does not tell which e-mails are registered.
let decoy: Promise<string> | undefined;

/**
 * argon2id (the library's default algorithm and costs); with `peppers`, keyed with the current pepper and marked with
 * its id. Without (the seeds and `storykeep admin create`, which do not hold the server's keys): unpeppered, to be
 * peppered at the account's first sign-in.
 */
export async function hashPassword(password: string, peppers: PasswordPeppers | undefined): Promise<string> {
  if (!peppers) return hash(password);
  return `${PEPPERED}${peppers.current.id}.${await hash(password, { secret: peppers.current.key })}`;
}

/** Whether the password is right, and whether its hash should be made again (unpeppered, or under an older key). */
export interface PasswordCheck {
  valid: boolean;
  outdated: boolean;
}

/** Checks a password against a stored hash; a missing hash still costs one verification. */
export async function checkPassword(
  stored: string | null | undefined,
  password: string,
  peppers: PasswordPeppers | undefined,
): Promise<PasswordCheck> {
  if (!stored) return decoyCheck(password);
  const { keyId, phc } = parse(stored);
  if (keyId === undefined) return { valid: await verify(phc, password).catch(() => false), outdated: true };
  const secret = peppers?.byId(keyId);
  // A pepper this server lacks (a dropped sealing key) cannot be checked: the password must be reset.
  if (!secret) return decoyCheck(password);
  const valid = await verify(phc, password, { secret }).catch(() => false);
  return { valid, outdated: keyId !== peppers?.current.id };
}

/** A refusal that costs one verification, like a real one. */
async function decoyCheck(password: string): Promise<PasswordCheck> {
  decoy ??= hash(`decoy-${Math.random()}`);
  await verify(await decoy, password).catch(() => false);
  return { valid: false, outdated: false };
}

/** `checkPassword`'s verdict alone. */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
  peppers: PasswordPeppers | undefined,
): Promise<boolean> {
  return (await checkPassword(stored, password, peppers)).valid;
}
