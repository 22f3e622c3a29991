import './reflect.js';
import { HealthApi, SharingApi, TokenRefresher } from '@storykeep/core';
import { Container, ContainerModule } from 'inversify';
import { callsModule } from '../calls/calls.module.js';
import { deviceModule } from '../device/device.module.js';
import type { GraphqlOptions } from '../graphql/graphql.module.js';
import { HttpClient, type HttpClientOptions } from '../http/http-client.js';
import { HttpHealthApi } from '../http/http-health.api.js';
import { HttpSharingApi } from '../http/http-sharing.api.js';
import { HttpTokenRefresher } from '../http/http-token-refresher.js';
import { publishingApiModule } from '../http/publishing-api.module.js';
import { storyMediaApiModule } from '../http/story-media-api.module.js';
import { workspaceApiModule } from '../http/workspace-api.module.js';
import { localRecordingModule } from '../media/media.module.js';
import { type TelemetryOptions, telemetryModule } from '../telemetry/telemetry.module.js';
import { lazyGraphqlModule, lazyIndexedDbModule } from './lazy-modules.js';

export interface ContainerOptions {
  http: HttpClientOptions;
  telemetry?: TelemetryOptions;
  graphql?: GraphqlOptions;
  /**
   * Renews the access token for the task service. The composition root passes `tokenRefresherFromAuthActor(actor)`
   * so the auth actor stays the one owner of the tokens; without it, `POST /auth/refresh` is called directly.
   */
  tokenRefresher?: TokenRefresher;
}

/** Binds every core port to its browser adapter. */
function httpModule(options: ContainerOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HttpClient).toConstantValue(new HttpClient(options.http));
    bind<HealthApi>(HealthApi).to(HttpHealthApi).inSingletonScope();
    bind<SharingApi>(SharingApi).to(HttpSharingApi).inSingletonScope();
    if (options.tokenRefresher) bind<TokenRefresher>(TokenRefresher).toConstantValue(options.tokenRefresher);
    else bind<TokenRefresher>(TokenRefresher).to(HttpTokenRefresher).inSingletonScope();
  });
}

/** The composition root's container: one per running app. IndexedDB and the task service load on first use. */
export function createContainer(options: ContainerOptions): Container {
  // jitless: inversify would otherwise compile resolvers with `new Function`, which the app's CSP forbids.
  const container = new Container({ jitless: true });
  container.load(
    httpModule(options),
    telemetryModule(options.telemetry),
    deviceModule(),
    lazyIndexedDbModule(),
    lazyGraphqlModule(options.graphql),
    workspaceApiModule(),
    storyMediaApiModule(),
    publishingApiModule(),
    localRecordingModule(),
    callsModule(),
  );
  return container;
}
