import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine } from './auth.machine.js';
import type { AuthSession, AuthUser, LoadCurrentUserInput, SignInInput } from './auth.types.js';

const madeAdmin: AuthUser = {
  user_id: 'a1',
  email: 'admin@storykeep.local',
  full_name: 'Administrator',
  role: 'admin',
  mustChangePassword: true,
};

function start(user: AuthUser, stored: string | null = null) {
  const navigations: string[] = [];
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise(async ({ input }: { input: LoadCurrentUserInput }) => {
        if (input.token !== 't-admin') throw new Error('401');
        return user;
      }),
      signIn: fromPromise(async ({ input }: { input: SignInInput }): Promise<AuthSession> => {
        if (input.password !== 'made-password') throw new Error('401');
        return { token: 't-admin', refreshToken: 'r-admin', user };
      }),
    },
    actions: { navigate: (_, params) => navigations.push(params.to) },
  });
  const actor = createActor(machine, { input: { tokens: stored ? { access_token: stored } : null } }).start();
  return { actor, navigations };
}

describe('authMachine with a password made for the account', () => {
  it('waits for a new password after sign-in, then authenticates and goes where the person asked to go', async () => {
    const { actor, navigations } = start(madeAdmin);
    actor.send({ type: 'auth.requireLogin', from: '/admin' });
    actor.send({ type: 'auth.signIn', email: madeAdmin.email, password: 'made-password' });
    const waiting = await waitFor(actor, (s) => s.matches('awaitingPasswordChange'));
    expect(waiting.context).toMatchObject({
      authenticated: false,
      authenticationPending: false,
      mustChangePassword: true,
      token: 't-admin',
    });
    expect(navigations).toEqual([]);
    actor.send({ type: 'auth.passwordChanged' });
    const done = actor.getSnapshot();
    expect(done.matches('authenticated')).toBe(true);
    expect(done.context).toMatchObject({ authenticated: true, mustChangePassword: false });
    expect(navigations).toEqual(['/admin']);
  });

  it('asks for the new password again after a reload, until it is chosen, then goes to the page asked for', async () => {
    const { actor, navigations } = start(madeAdmin, 't-admin');
    await waitFor(actor, (s) => s.matches('awaitingPasswordChange'));
    actor.send({ type: 'auth.impersonate', email: 'x@example.org' });
    expect(actor.getSnapshot().matches('awaitingPasswordChange')).toBe(true);
    actor.send({ type: 'auth.requireLogin', from: '/admin' });
    actor.send({ type: 'auth.passwordChanged' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(navigations).toEqual(['/admin']);
  });

  it('asks for the two-factor code first, and the new password after it', async () => {
    const { actor } = start({ ...madeAdmin, forceTwofactorAuthentication: true });
    actor.send({ type: 'auth.signIn', email: madeAdmin.email, password: 'made-password' });
    await waitFor(actor, (s) => s.matches('awaitingTwoFactor'));
    actor.send({ type: 'auth.passwordChanged' });
    expect(actor.getSnapshot().matches('awaitingTwoFactor')).toBe(true);
    actor.send({ type: 'auth.twoFactorCompleted' });
    expect(actor.getSnapshot().matches('awaitingPasswordChange')).toBe(true);
    actor.send({ type: 'auth.passwordChanged' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('goes straight to authenticated for an account with its own password, and forgets the flag on sign-out', async () => {
    const { actor } = start({ ...madeAdmin, mustChangePassword: false });
    actor.send({ type: 'auth.signIn', email: madeAdmin.email, password: 'made-password' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.accountChanged', full_name: 'Ada Keeper', twofactorAuthenticationEnabled: true });
    expect(actor.getSnapshot().context).toMatchObject({ full_name: 'Ada Keeper', twofactorAuthenticationEnabled: true });
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().context.mustChangePassword).toBe(false);
  });
});
