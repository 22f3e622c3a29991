import './reflect.js';
import { AccountApi, DeviceStorage, FeatureFlagsApi, FolderApi, HealthApi, OrganizationApi, ProjectApi, StoryApi } from '@storykeep/core';
import { Container, ContainerModule } from 'inversify';
import { LocalDeviceStorage } from '../device/local-device-storage.js';
import { HttpAccountApi } from '../http/http-account.api.js';
import { HttpClient, type HttpClientOptions } from '../http/http-client.js';
import { HttpFeatureFlagsApi } from '../http/http-feature-flags.api.js';
import { HttpFolderApi } from '../http/http-folder.api.js';
import { HttpHealthApi } from '../http/http-health.api.js';
import { HttpOrganizationApi } from '../http/http-organization.api.js';
import { HttpProjectApi } from '../http/http-project.api.js';
import { HttpStoryApi } from '../http/http-story.api.js';

export interface ContainerOptions {
  http: HttpClientOptions;
}

/** Binds every core port to its browser adapter. */
function httpModule(options: ContainerOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HttpClient).toConstantValue(new HttpClient(options.http));
    bind<HealthApi>(HealthApi).to(HttpHealthApi).inSingletonScope();
    bind<AccountApi>(AccountApi).to(HttpAccountApi).inSingletonScope();
    bind<OrganizationApi>(OrganizationApi).to(HttpOrganizationApi).inSingletonScope();
    bind<ProjectApi>(ProjectApi).to(HttpProjectApi).inSingletonScope();
    bind<FolderApi>(FolderApi).to(HttpFolderApi).inSingletonScope();
    bind<StoryApi>(StoryApi).to(HttpStoryApi).inSingletonScope();
    bind<FeatureFlagsApi>(FeatureFlagsApi).to(HttpFeatureFlagsApi).inSingletonScope();
    bind<DeviceStorage>(DeviceStorage).toConstantValue(new LocalDeviceStorage());
  });
}

/** The composition root's container: one per running app. */
export function createContainer(options: ContainerOptions): Container {
  const container = new Container();
  container.load(httpModule(options));
  return container;
}
