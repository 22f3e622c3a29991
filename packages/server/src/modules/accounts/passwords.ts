import { hash, verify } from '@node-rs/argon2';

// A real hash of a random password: checking against it when the account does not exist keeps
// the answer time the same, so timing does not tell which e-mails are registered.
let decoy: Promise<string> | undefined;

/** argon2id (the library's default algorithm) with its default costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored hash; a missing hash still costs one verification. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
