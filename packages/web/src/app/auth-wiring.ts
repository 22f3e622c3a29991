import {
  type AccountApi,
  type AuthUser,
  authMachine,
  type CurrentUserResponse,
  type DeviceStorage,
  type SessionResponse,
} from '@storykeep/core';
import { createActor, fromPromise } from 'xstate';
import type { AuthActorRef } from '../shared/auth-context.js';
import { inspectOption } from '../shared/inspector.js';
import type { AppNavigator } from './navigator.js';

export type { AuthActorRef };

/**
 * The user as the auth machine keeps it. A session that still owes its two-factor code counts as forced two-factor,
 * so the machine waits in `awaitingTwoFactor` exactly while the server refuses everything but the code.
 */
export function authUserOf(user: CurrentUserResponse | SessionResponse): AuthUser {
  const owesCode = user.is2FA && !user.is2FACompleted;
  return {
    user_id: user.user_id,
    email: user.email,
    full_name: user.full_name,
    role: user.role,
    organization_info: user.organization_info ?? null,
    ...(user.visitorId ? { visitorId: user.visitorId } : {}),
    is2FA: user.is2FA,
    ...('api_version' in user ? { api_version: user.api_version } : {}),
    orgLevel2faEnabled: user.orgLevel2faEnabled,
    twofactorAuthenticationEnabled: user.twofactorAuthenticationEnabled,
    forceTwofactorAuthentication: user.forceTwofactorAuthentication || owesCode,
    mustChangePassword: user.mustChangePassword ?? false,
  };
}

const tokensOf = (session: SessionResponse) => ({ token: session.token, refreshToken: session.refresh_token });

export interface AuthWiring {
  account: AccountApi;
  storage: DeviceStorage;
  navigator: AppNavigator;
}

/** The auth machine with its real actors: the account API for requests, device storage for the tokens. */
export function createAuthActor({ account, storage, navigator }: AuthWiring): AuthActorRef {
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise(async ({ input }) => authUserOf(await account.currentUser(input.visitorId))),
      signIn: fromPromise(async ({ input }) => {
        const session = await account.signIn({
          email: input.email,
          password: input.password,
          ...(input.visitorId ? { visitorId: input.visitorId } : {}),
        });
        return { token: session.token, refreshToken: session.refresh_token, user: authUserOf(session) };
      }),
      switchUser: fromPromise(async ({ input }) => tokensOf(await account.switchUser(input.email))),
      refreshToken: fromPromise(async ({ input }) => {
        if (!input.refreshToken) throw new Error('This session has no refresh token');
        return tokensOf(await account.refresh(input.refreshToken));
      }),
    },
    actions: {
      persistSession: (_, params) => {
        storage.setAuthTokens(params.tokens);
        storage.setUserEmail(params.email);
      },
      navigate: (_, params) => navigator.navigate(params.to),
    },
  });
  return createActor(machine, { ...inspectOption(), input: { tokens: storage.getAuthTokens(), visitorId: storage.getVisitorId() } });
}
