import { describe, expect, it } from 'vitest';
import { AuthStateSchema, CurrentUserSchema } from './auth.schema.js';
import { INITIAL_AUTH_STATE } from './auth-state.js';

const user = {
  user_id: 'u1',
  email: 'ann@example.org',
  full_name: 'Ann Smith',
  role: 'manager',
  visitorId: 'v1',
  organization_info: { organizational_code: 'RIVER', organization_name: 'River Archive' },
};

describe('CurrentUserSchema', () => {
  it('accepts the current_user answer', () => {
    expect(CurrentUserSchema.parse(user)).toEqual(user);
  });

  it.each([
    ['an unknown role', { ...user, role: 'owner' }, ['role']],
    ['an empty role', { ...user, role: '' }, ['role']],
    ['a bad e-mail', { ...user, email: 'ann' }, ['email']],
    [
      'organization info without a code',
      { ...user, organization_info: { organization_name: 'X' } },
      ['organization_info', 'organizational_code'],
    ],
  ])('rejects %s', (_, value, path) => {
    expect(CurrentUserSchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });
});

describe('AuthStateSchema', () => {
  it('starts pending, signed out, with an empty role', () => {
    expect(AuthStateSchema.parse(INITIAL_AUTH_STATE)).toEqual(INITIAL_AUTH_STATE);
    expect(INITIAL_AUTH_STATE).toMatchObject({ authenticationPending: true, authenticated: false, role: '', token: null });
  });

  it('holds an impersonating admin with both tokens', () => {
    const state = {
      ...INITIAL_AUTH_STATE,
      token: 'other',
      superToken: 'mine',
      role: 'user',
      authenticated: true,
      authenticationPending: false,
    };
    expect(AuthStateSchema.parse(state)).toEqual(state);
  });

  it('rejects a missing flag and an unknown role', () => {
    const { is2FACompleted: _, ...withoutFlag } = INITIAL_AUTH_STATE;
    expect(AuthStateSchema.safeParse(withoutFlag).error?.issues[0]?.path).toEqual(['is2FACompleted']);
    expect(AuthStateSchema.safeParse({ ...INITIAL_AUTH_STATE, role: 'root' }).error?.issues[0]?.path).toEqual(['role']);
  });
});
