import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** One key values are sealed with, named so a sealed value says which key opens it. */
export interface SealingKey {
  id: string;
  key: Buffer;
}

/** A sealed value that cannot be opened: changed, bound to something else, or sealed under a key this server lacks. */
export class UnreadableSealError extends Error {
  constructor() {
    super('A sealed value could not be opened');
    this.name = 'UnreadableSealError';
  }
}

/** Sealed values start so: the layout's version, then the key id. */
const PREFIX = 's1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals and opens secrets kept in the database (Box tokens, queued download headers, two-factor secrets) with
 * AES-256-GCM under the sealing keys (STORYKEEP_SEALING_KEYS), not under the key that signs media URLs. Each sealed
 * value carries its key id (`s1.<kid>.<iv|ciphertext|tag>`), so keys rotate: the first key seals, every listed key
 * opens, and values under an older key are sealed again at start (`resealStoredSecrets`).
 */
export class Sealer {
  private readonly byId: Map<string, Buffer>;
  readonly current: SealingKey;

  constructor(keys: readonly SealingKey[]) {
    const [current] = keys;
    if (!current) throw new Error('A sealer needs at least one key');
    this.current = current;
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** Whether a stored value is sealed (by any key) rather than plain. */
  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  /** The id of the key a sealed value was sealed with. */
  static keyIdOf(sealed: string): string | undefined {
    return Sealer.isSealed(sealed) ? sealed.slice(PREFIX.length).split('.')[0] : undefined;
  }

  /** Whether the value is sealed under the current key (nothing to re-seal). */
  isCurrent(value: string): boolean {
    return Sealer.keyIdOf(value) === this.current.id;
  }

  /**
   * A key of its own for another use, derived from each sealing key (HKDF-SHA256 with `purpose` as its info) and named
   * by that key's id, the current one first: the password pepper lives here, so it is as secret as the sealing keys and
   * never in the database, without a setting of its own.
   */
  derivedKeys(purpose: string): SealingKey[] {
    const derive = (id: string, key: Buffer) => ({ id, key: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32)) });
    return [
      derive(this.current.id, this.current.key),
      ...[...this.byId].filter(([id]) => id !== this.current.id).map(([id, key]) => derive(id, key)),
    ];
  }

  /** Seals `plain` under the current key; `binding` (whose value, which column) is authenticated with it. */
  seal(plain: string, binding: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(binding, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${this.current.id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** Opens a sealed value; anything changed, bound elsewhere or under an unknown key is refused. */
  open(sealed: string, binding: string): string {
    const id = Sealer.keyIdOf(sealed);
    const key = id === undefined ? undefined : this.byId.get(id);
    if (id === undefined || !key) throw new UnreadableSealError();
    const raw = Buffer.from(sealed.slice(PREFIX.length + id.length + 1), 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new UnreadableSealError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(binding, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new UnreadableSealError();
    }
  }
}
