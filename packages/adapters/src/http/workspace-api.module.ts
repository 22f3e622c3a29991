import {
  AccountApi,
  AccountSettingsApi,
  AdminApi,
  CloudImportApi,
  ConcludeApi,
  ContactApi,
  FeatureFlagsApi,
  FolderApi,
  HomeApi,
  MemberApi,
  OrganizationApi,
  PlanningApi,
  ProjectApi,
  StorageUsageApi,
  StoryApi,
} from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpAccountApi } from './http-account.api.js';
import { HttpAccountSettingsApi } from './http-account-settings.api.js';
import { HttpAdminApi } from './http-admin.api.js';
import { HttpCloudImportApi } from './http-cloud-import.api.js';
import { HttpConcludeApi } from './http-conclude.api.js';
import { HttpContactApi } from './http-contact.api.js';
import { HttpFeatureFlagsApi } from './http-feature-flags.api.js';
import { HttpFolderApi } from './http-folder.api.js';
import { HttpHomeApi } from './http-home.api.js';
import { HttpMemberApi } from './http-member.api.js';
import { HttpOrganizationApi } from './http-organization.api.js';
import { HttpPlanningApi } from './http-planning.api.js';
import { HttpProjectApi } from './http-project.api.js';
import { HttpStorageUsageApi } from './http-storage-usage.api.js';
import { HttpStoryApi } from './http-story.api.js';

/** The web app's resource APIs over HTTP: account, administration, imports, organizations, projects, planning (campaigns, call plans), members, folders, stories, concluding stories, feature flags, the home pages' lists and tickets, the contact form. */
export function workspaceApiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<AccountApi>(AccountApi).to(HttpAccountApi).inSingletonScope();
    bind<AccountSettingsApi>(AccountSettingsApi).to(HttpAccountSettingsApi).inSingletonScope();
    bind<AdminApi>(AdminApi).to(HttpAdminApi).inSingletonScope();
    bind<CloudImportApi>(CloudImportApi).to(HttpCloudImportApi).inSingletonScope();
    bind<OrganizationApi>(OrganizationApi).to(HttpOrganizationApi).inSingletonScope();
    bind<ProjectApi>(ProjectApi).to(HttpProjectApi).inSingletonScope();
    bind<PlanningApi>(PlanningApi).to(HttpPlanningApi).inSingletonScope();
    bind<MemberApi>(MemberApi).to(HttpMemberApi).inSingletonScope();
    bind<FolderApi>(FolderApi).to(HttpFolderApi).inSingletonScope();
    bind<StoryApi>(StoryApi).to(HttpStoryApi).inSingletonScope();
    bind<StorageUsageApi>(StorageUsageApi).to(HttpStorageUsageApi).inSingletonScope();
    bind<ConcludeApi>(ConcludeApi).to(HttpConcludeApi).inSingletonScope();
    bind<FeatureFlagsApi>(FeatureFlagsApi).to(HttpFeatureFlagsApi).inSingletonScope();
    bind<ContactApi>(ContactApi).to(HttpContactApi).inSingletonScope();
    bind<HomeApi>(HomeApi).to(HttpHomeApi).inSingletonScope();
  });
}
