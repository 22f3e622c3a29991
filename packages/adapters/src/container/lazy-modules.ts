import { AuthoringDraftStore, DeviceStorage, LocalRecordingStore, TaskService, TokenRefresher } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import type { GraphqlOptions } from '../graphql/graphql.module.js';
import { lazyService, once } from './lazy-service.js';

const WATCHES = ['watchStory', 'watchAsyncTask', 'watchActiveTasksOnStories'] as const;

/** The task service over graphql-ws, imported when a page first asks it something (never on the sign-in page). */
export function lazyGraphqlModule(options: GraphqlOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<TaskService>(TaskService)
      .toDynamicValue((context) => {
        const storage = context.get<DeviceStorage>(DeviceStorage);
        const tokenRefresher = context.get<TokenRefresher>(TokenRefresher);
        return lazyService<TaskService>(async () => {
          const [{ GraphqlTaskService }, { defaultTaskServiceUrl }] = await Promise.all([
            import('../graphql/graphql-task-service.js'),
            import('../graphql/graphql.module.js'),
          ]);
          return new GraphqlTaskService({
            url: options.url ?? defaultTaskServiceUrl(),
            getToken: () => storage.getAuthTokens()?.access_token,
            tokenRefresher,
          });
        }, WATCHES);
      })
      .inSingletonScope();
  });
}

/** Authoring drafts and local recordings in IndexedDB, with idb imported on first use. */
export function lazyIndexedDbModule(): ContainerModule {
  const stores = once(async () => {
    const [drafts, recordings] = await Promise.all([
      import('../indexeddb/idb-authoring-draft-store.js'),
      import('../indexeddb/idb-local-recording-store.js'),
    ]);
    return { drafts: new drafts.IdbAuthoringDraftStore(), recordings: new recordings.IdbLocalRecordingStore() };
  });
  return new ContainerModule(({ bind }) => {
    bind<AuthoringDraftStore>(AuthoringDraftStore).toConstantValue(lazyService(async () => (await stores()).drafts));
    bind<LocalRecordingStore>(LocalRecordingStore).toConstantValue(lazyService(async () => (await stores()).recordings));
  });
}
