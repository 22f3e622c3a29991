import { createContainer, marketingSiteFromPage, telemetryFromPage, tokenRefresherFromAuthActor } from '@storykeep/adapters';
import { AccountApi, DeviceStorage } from '@storykeep/core';
import type { AppServices } from './app.js';
import { type AuthActorRef, createAuthActor } from './auth-wiring.js';
import { configureMarketingSite } from './marketing-url.js';
import { createNavigator } from './navigator.js';

/** Wires the browser adapters to the app: one container, one running auth actor whose token every request carries. */
export function createAppServices(): AppServices {
  configureMarketingSite(marketingSiteFromPage());
  let auth: AuthActorRef | null = null;
  // HTTP requests and the task service renew their token through the auth actor, which owns the tokens (and signs
  // the user out when the renewal fails).
  const refresh = () => (auth ? tokenRefresherFromAuthActor(auth).refresh() : Promise.reject(new Error('The app is still starting')));
  const container = createContainer({
    http: { baseUrl: '/api', getToken: () => auth?.getSnapshot().context.token ?? null, refreshToken: refresh },
    tokenRefresher: { refresh },
    // SENTRY_DSN and its environment and release, written into index.html by the server at run time.
    telemetry: telemetryFromPage(),
  });
  const navigator = createNavigator();
  auth = createAuthActor({
    account: container.get<AccountApi>(AccountApi),
    storage: container.get<DeviceStorage>(DeviceStorage),
    navigator,
  });
  auth.start();
  return { container, auth, navigator };
}
