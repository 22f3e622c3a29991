import { LocalDeviceStorage, marketingSiteFromPage, mayHoldLocalRecordings, ssoFromPage, telemetryFromPage } from '@storykeep/adapters';
import { AccountApi } from '@storykeep/core';
import type { DeferredContainer } from '../shared/container-context.js';
import { configurePageSso } from '../shared/page-sso.js';
import type { AppServices } from './app.js';
import { type AuthActorRef, createAuthActor } from './auth-wiring.js';
import { deferredContainer, deferredPort } from './deferred-container.js';
import { configureMarketingSite } from './marketing-url.js';
import { createNavigator } from './navigator.js';

/** The running app's services: its container loads on demand. */
export type StartingServices = AppServices & { container: DeferredContainer };

/**
 * Wires the app from what the first page needs: device storage, the navigator, and a running auth actor whose account
 * calls load the container on demand. The container (every other port) is a chunk of its own.
 */
export function createAppServices(): StartingServices {
  configureMarketingSite(marketingSiteFromPage());
  configurePageSso(ssoFromPage());
  const storage = new LocalDeviceStorage();
  const navigator = createNavigator();
  let auth: AuthActorRef | null = null;
  const container = deferredContainer(async () => {
    const { createServiceContainer } = await import('./service-container.js');
    if (!auth) throw new Error('The app is still starting');
    return createServiceContainer(auth);
  });
  const account = deferredPort<AccountApi>(async () => (await container.load()).get<AccountApi>(AccountApi));
  auth = createAuthActor({ account, storage, navigator });
  auth.start();
  // With Sentry configured, error reporting and the page-load trace start with the app on every page, signed in or not:
  // the container holds the reporter, which loads the SDK.
  if (telemetryFromPage().sentryDsn) void container.load().catch(() => undefined);
  return { container, auth, navigator, storage, mayHoldLocalRecordings: () => mayHoldLocalRecordings() };
}
