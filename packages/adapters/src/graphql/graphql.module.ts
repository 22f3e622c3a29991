import { DeviceStorage, TaskService, TokenRefresher } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { GraphqlTaskService } from './graphql-task-service.js';

export interface GraphqlOptions {
  /** Defaults to `/api/graphql` on the page's own origin, over ws: or wss:. */
  url?: string;
}

/** The task-service address on the page's own origin. */
export function defaultTaskServiceUrl(location: Pick<Location, 'protocol' | 'host'> | undefined = globalThis.location): string {
  const secure = location?.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${location?.host ?? 'localhost'}/api/graphql`;
}

/** The real-time task service; the token comes from device storage and is renewed by the bound TokenRefresher. */
export function graphqlModule(options: GraphqlOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<TaskService>(TaskService)
      .toDynamicValue((context) => {
        const storage = context.get<DeviceStorage>(DeviceStorage);
        return new GraphqlTaskService({
          url: options.url ?? defaultTaskServiceUrl(),
          getToken: () => storage.getAuthTokens()?.access_token,
          tokenRefresher: context.get<TokenRefresher>(TokenRefresher),
        });
      })
      .inSingletonScope();
  });
}
