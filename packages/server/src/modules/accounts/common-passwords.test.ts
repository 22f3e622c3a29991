import { describe, expect, it } from 'vitest';
import { bundledCommonPasswords } from './common-passwords.js';

describe('the bundled list of common passwords', () => {
  it('finds passwords people choose most, whatever their case, and not a chosen phrase', async () => {
    const list = bundledCommonPasswords();
    expect(await list.isCommon('qwerty123456')).toBe(true);
    expect(await list.isCommon('1qaz2wsx3edc')).toBe(true);
    expect(await list.isCommon('LeaveMeAlone')).toBe(true);
    expect(await list.isCommon('the archive keeper chose this')).toBe(false);
  });
});
