import type { authMachine, TokenRefresher } from '@storykeep/core';
import { type ActorRefFrom, waitFor } from 'xstate';

/**
 * A TokenRefresher that renews through the running auth actor, so the actor stays the one owner of the tokens (the
 * task service and the HTTP client then read the renewed token from it or from device storage).
 */
export function tokenRefresherFromAuthActor(actor: ActorRefFrom<typeof authMachine>): TokenRefresher {
  return {
    async refresh() {
      actor.send({ type: 'auth.refreshToken' });
      const settled = await waitFor(actor, (s) => !s.matches({ authenticated: 'refreshing' }));
      if (!settled.matches('authenticated') || !settled.context.token) throw new Error('The session could not be renewed');
      return settled.context.token;
    },
  };
}
