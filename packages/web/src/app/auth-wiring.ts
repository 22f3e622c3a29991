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

/**
 * Runs `renew` while no other tab of this browser renews the session (Web Locks; browsers without them run it at
 * once). The server ends a whole session when one refresh token is used twice, so two tabs renewing together with the
 * same token would sign each other out.
 */
function oneTabAtATime<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('storykeep-session-renewal', renew) : renew();
}

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
        const presented = input.refreshToken;
        if (!presented) throw new Error('This session has no refresh token');
        return oneTabAtATime(async () => {
          const stored = storage.getAuthTokens();
          // Another tab renewed the session while this one waited: its pair is the current one.
          if (stored?.refresh_token && stored.refresh_token !== presented)
            return { token: stored.access_token, refreshToken: stored.refresh_token };
          const renewed = tokensOf(await account.refresh(presented));
          // Kept before the lock is let go, so the next tab in line reads the new pair.
          if (stored) storage.setAuthTokens({ ...stored, access_token: renewed.token, refresh_token: renewed.refreshToken });
          return renewed;
        });
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
