import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ServerKeys } from '../../storage/server-keys.js';
import { BOX_TOKEN_KEY_LABEL, openToken, sealToken, tokenBinding, UnreadableTokenError } from './box-token-seal.js';

const secret = randomBytes(32);
const key = new ServerKeys(secret).derive(BOX_TOKEN_KEY_LABEL);
const TOKEN = 'T9xv2Lq0box-access-token-AbCdEf0123456789';
const access = tokenBinding('u1', 'access');

describe('sealed Box tokens', () => {
  it('stores something that is not the token and does not contain it, different at every sealing', () => {
    const sealed = sealToken(key, TOKEN, access);
    expect(sealed).not.toBe(TOKEN);
    expect(sealed).not.toContain(TOKEN);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(TOKEN);
    expect(sealToken(key, TOKEN, access)).not.toBe(sealed);
  });

  it('opens what it sealed', () => {
    expect(openToken(key, sealToken(key, TOKEN, access), access)).toBe(TOKEN);
    expect(openToken(key, sealToken(key, '', access), access)).toBe('');
  });

  it('refuses a value changed in any byte, cut short, or without its version', () => {
    const sealed = sealToken(key, TOKEN, access);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (let at = 0; at < raw.length; at++) {
      const changed = Buffer.from(raw);
      changed[at] = (changed[at] ?? 0) ^ 0x01;
      expect(() => openToken(key, `v1.${changed.toString('base64url')}`, access)).toThrow(UnreadableTokenError);
    }
    expect(() => openToken(key, `v1.${raw.subarray(0, 20).toString('base64url')}`, access)).toThrow(UnreadableTokenError);
    expect(() => openToken(key, sealed.slice(3), access)).toThrow(UnreadableTokenError);
    expect(() => openToken(key, TOKEN, access)).toThrow(UnreadableTokenError);
  });

  it('refuses a value sealed under another key, or moved to another person or to the other token', () => {
    const sealed = sealToken(key, TOKEN, access);
    const otherServer = new ServerKeys(randomBytes(32)).derive(BOX_TOKEN_KEY_LABEL);
    expect(() => openToken(otherServer, sealed, access)).toThrow(UnreadableTokenError);
    expect(() => openToken(key, sealed, tokenBinding('u2', 'access'))).toThrow(UnreadableTokenError);
    expect(() => openToken(key, sealed, tokenBinding('u1', 'refresh'))).toThrow(UnreadableTokenError);
  });

  it('seals under a key of its own: not the server secret, nor the key of another label', () => {
    const keys = new ServerKeys(secret);
    expect(key).toHaveLength(32);
    expect(key.equals(secret)).toBe(false);
    expect(key.equals(keys.derive('another use'))).toBe(false);
    expect(key.equals(keys.derive(BOX_TOKEN_KEY_LABEL))).toBe(true);
    expect(() => openToken(keys.derive('another use'), sealToken(key, TOKEN, access), access)).toThrow(UnreadableTokenError);
  });
});
