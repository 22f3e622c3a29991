import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { StoredAuthTokens } from '../../ports/device-storage.port.js';
import type {
  AuthContext,
  AuthEvent,
  AuthMachineInput,
  AuthSession,
  AuthTokens,
  AuthUser,
  LoadCurrentUserInput,
  RefreshTokenInput,
  SignInInput,
  SwitchUserInput,
} from './auth.types.js';
import { initialAuthContext, signedOutContext, storedTokensOf, withUser } from './auth-context.js';
import { isUnauthorized } from './auth-errors.js';
import { redirectAfterLogin } from './auth-redirect.js';

const persist = {
  type: 'persistSession',
  params: ({ context }: { context: AuthContext }) => ({ tokens: storedTokensOf(context), email: context.email }),
} as const;

const renewedTokens = (context: AuthContext, tokens: AuthTokens) => ({
  token: tokens.token,
  refreshToken: tokens.refreshToken ?? context.refreshToken,
});

/**
 * Authentication (see docs/product/entities.md, "Authentication"): pending until the stored token is tried, authenticated after sign-in or a
 * successful current-user load (with forced two-factor, only once two-factor is completed), impersonation with the
 * admin's token kept as superToken, and sign-out when loading the user or refreshing the token fails. A 401 while
 * loading the user renews the session once with the stored refresh token first. Actors and the
 * `persistSession`/`navigate` actions are provided at wiring.
 */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent, input: {} as AuthMachineInput },
  actors: {
    loadCurrentUser: fromPromise<AuthUser, LoadCurrentUserInput>(async () => {
      throw new Error('loadCurrentUser is provided at wiring');
    }),
    signIn: fromPromise<AuthSession, SignInInput>(async () => {
      throw new Error('signIn is provided at wiring');
    }),
    switchUser: fromPromise<AuthTokens, SwitchUserInput>(async () => {
      throw new Error('switchUser is provided at wiring');
    }),
    refreshToken: fromPromise<AuthTokens, RefreshTokenInput>(async () => {
      throw new Error('refreshToken is provided at wiring');
    }),
  },
  actions: {
    /** Keeps the tokens (null: forgets them) and the user's e-mail on the device. */
    persistSession: (_, _params: { tokens: StoredAuthTokens | null; email: string | null }) => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    needsTwoFactor: ({ context }) => context.forceTwofactorAuthentication && !context.is2FACompleted,
    needsNewPassword: ({ context }) => context.mustChangePassword,
    isImpersonating: ({ context }) => context.superToken !== null,
    /** A 401 while loading the user, with a refresh token to renew the session with. */
    mayRenew: ({ context, event }) => context.refreshToken !== null && 'error' in event && isUnauthorized(event.error),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => initialAuthContext(input),
  initial: 'starting',
  on: {
    'auth.signOut': { target: '.signedOut' },
    'auth.requireLogin': { actions: assign({ requestedLocation: ({ event }) => event.from }) },
  },
  states: {
    starting: { always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }] },
    // A stored access token may have expired while the app was closed: the first 401 renews the session once with
    // the stored refresh token and loads the user again; any other failure, or a failed renewal, signs out.
    loadingUser: {
      entry: assign({ authenticationPending: true }),
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCurrentUser',
            input: ({ context }) => ({ token: context.token ?? '', visitorId: context.visitorId }),
            onDone: { target: '#auth.checkingTwoFactor', actions: assign(({ context, event }) => withUser(context, event.output)) },
            onError: [{ guard: 'mayRenew', target: 'renewing' }, { target: '#auth.signedOut' }],
          },
        },
        renewing: {
          invoke: {
            src: 'refreshToken',
            input: ({ context }) => ({ token: context.token ?? '', refreshToken: context.refreshToken }),
            onDone: { target: 'reloading', actions: [assign(({ context, event }) => renewedTokens(context, event.output)), persist] },
            onError: { target: '#auth.signedOut' },
          },
        },
        reloading: {
          invoke: {
            src: 'loadCurrentUser',
            input: ({ context }) => ({ token: context.token ?? '', visitorId: context.visitorId }),
            onDone: { target: '#auth.checkingTwoFactor', actions: assign(({ context, event }) => withUser(context, event.output)) },
            onError: { target: '#auth.signedOut' },
          },
        },
      },
    },
    checkingTwoFactor: { always: [{ guard: 'needsTwoFactor', target: 'awaitingTwoFactor' }, { target: 'checkingPassword' }] },
    awaitingTwoFactor: {
      entry: [assign({ authenticated: false, authenticationPending: false, is2FA: true }), persist],
      on: {
        'auth.twoFactorCompleted': { target: 'checkingPassword', actions: assign({ is2FACompleted: true, is2FASuccess: true }) },
      },
    },
    // A password made for the account (a new administrator's) is replaced before anything else: the server refuses
    // every other call until then, so the app waits here and shows only the new-password step.
    checkingPassword: { always: [{ guard: 'needsNewPassword', target: 'awaitingPasswordChange' }, { target: 'authenticated' }] },
    awaitingPasswordChange: {
      entry: [assign({ authenticated: false, authenticationPending: false }), persist],
      on: {
        'auth.passwordChanged': {
          target: 'authenticated',
          // After a reload the sign-in form was never sent: go where the person asked to go all the same.
          actions: assign(({ context }) => ({
            mustChangePassword: false,
            pendingNavigation: context.pendingNavigation ?? redirectAfterLogin(context.requestedLocation),
          })),
        },
      },
    },
    authenticated: {
      entry: [
        assign({ authenticated: true, authenticationPending: false, failure: null }),
        persist,
        enqueueActions(({ context, enqueue }) => {
          if (context.pendingNavigation === null) return;
          enqueue({ type: 'navigate', params: { to: context.pendingNavigation } });
          enqueue.assign({ pendingNavigation: null, requestedLocation: null });
        }),
      ],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.impersonate': { target: 'impersonating' },
            'auth.returnToSelf': {
              guard: 'isImpersonating',
              target: '#auth.loadingUser',
              actions: assign(({ context }) => ({
                token: context.superToken,
                refreshToken: context.superRefreshToken,
                superToken: null,
                superRefreshToken: null,
                pendingNavigation: '/admin',
              })),
            },
            'auth.refreshToken': { target: 'refreshing' },
            'auth.accountChanged': {
              actions: assign(({ context, event }) => ({
                full_name: event.full_name ?? context.full_name,
                twofactorAuthenticationEnabled: event.twofactorAuthenticationEnabled ?? context.twofactorAuthenticationEnabled,
              })),
            },
          },
        },
        impersonating: {
          invoke: {
            src: 'switchUser',
            input: ({ context, event }) => ({ email: event.type === 'auth.impersonate' ? event.email : '', token: context.token ?? '' }),
            onDone: {
              target: '#auth.loadingUser',
              actions: assign(({ context, event }) => ({
                superToken: context.token,
                superRefreshToken: context.refreshToken,
                token: event.output.token,
                refreshToken: event.output.refreshToken ?? null,
                pendingNavigation: '/',
              })),
            },
            onError: {
              target: 'idle',
              actions: assign({ failure: ({ event }) => ({ during: 'impersonate' as const, cause: event.error }) }),
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshToken',
            input: ({ context }) => ({ token: context.token ?? '', refreshToken: context.refreshToken }),
            onDone: {
              target: 'idle',
              actions: [assign(({ context, event }) => renewedTokens(context, event.output)), persist],
            },
            onError: { target: '#auth.signedOut', actions: { type: 'navigate', params: { to: '/login' } } },
          },
        },
      },
    },
    signedOut: {
      entry: [assign(({ context }) => signedOutContext(context)), persist],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.signIn': { target: 'signingIn' },
            'auth.tokenReceived': {
              target: '#auth.loadingUser',
              actions: assign(({ context, event }) => ({
                token: event.token,
                refreshToken: event.refreshToken ?? null,
                failure: null,
                pendingNavigation: redirectAfterLogin(context.requestedLocation),
              })),
            },
          },
        },
        signingIn: {
          entry: assign({ failure: null }),
          invoke: {
            src: 'signIn',
            input: ({ context, event }) =>
              event.type === 'auth.signIn'
                ? { email: event.email, password: event.password, visitorId: context.visitorId }
                : { email: '', password: '', visitorId: context.visitorId },
            onDone: {
              target: '#auth.checkingTwoFactor',
              actions: assign(({ context, event }) => ({
                ...withUser(context, event.output.user),
                token: event.output.token,
                refreshToken: event.output.refreshToken ?? null,
                pendingNavigation: redirectAfterLogin(context.requestedLocation),
              })),
            },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => ({ during: 'signIn' as const, cause: event.error }) }) },
          },
        },
      },
    },
  },
});
