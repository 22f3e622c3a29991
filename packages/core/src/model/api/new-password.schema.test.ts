import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../messages/account.messages.js';
import { PASSWORD_MIN_LENGTH } from '../../util/constants.js';
import { SignInRequestSchema } from './account.api.js';
import { ChangePasswordRequestSchema } from './account-settings.api.js';
import { NewPasswordSchema } from './new-password.schema.js';

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues[0];

describe('NewPasswordSchema', () => {
  it('needs at least 12 characters, and says so', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    const short = NewPasswordSchema.safeParse('a'.repeat(11));
    expect(short.success).toBe(false);
    expect(issueOf(short)?.message).toBe(accountMessages.passwordTooShort);
    expect(NewPasswordSchema.safeParse('a'.repeat(12)).success).toBe(true);
  });

  it('takes up to 512 characters whole, of any script, spaces included', () => {
    const long = `${'ä b'.repeat(170)}xy`;
    expect(long).toHaveLength(512);
    expect(NewPasswordSchema.parse(long)).toBe(long);
    expect(NewPasswordSchema.safeParse(`${long}z`).success).toBe(false);
    expect(NewPasswordSchema.parse('  пароль 密码 ✓  ')).toBe('  пароль 密码 ✓  ');
  });

  it('applies to every request that sets a password, and not to sign-in', () => {
    const changed = ChangePasswordRequestSchema.safeParse({ currentPassword: 'short', newPassword: 'elevenchars' });
    expect(issueOf(changed)?.path).toEqual(['newPassword']);
    // An account made under the old 8-character rule still signs in.
    expect(SignInRequestSchema.safeParse({ email: 'a@example.org', password: 'eightchr' }).success).toBe(true);
  });
});
