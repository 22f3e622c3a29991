import { createContainer, telemetryFromPage, tokenRefresherFromAuthActor } from '@storykeep/adapters';
import type { Container } from 'inversify';
import type { AuthActorRef } from './auth-wiring.js';

/**
 * The container of every port's browser adapter, in a chunk of its own (inversify, the HTTP adapters and core's
 * schemas): the composition root loads it beside the first page when someone is signed in, else when a page first
 * needs a port. HTTP requests and the task service renew their token through the auth actor, which owns the tokens
 * (and signs the user out when the renewal fails).
 */
export function createServiceContainer(auth: AuthActorRef): Container {
  const refresh = () => tokenRefresherFromAuthActor(auth).refresh();
  return createContainer({
    http: { baseUrl: '/api', getToken: () => auth.getSnapshot().context.token ?? null, refreshToken: refresh },
    tokenRefresher: { refresh },
    // SENTRY_DSN and its environment and release, written into index.html by the server at run time.
    telemetry: telemetryFromPage(),
  });
}
