import {
  AccountApi,
  AccountSettingsApi,
  AdminApi,
  ClipApi,
  ClipLibraryApi,
  Clock,
  CloudImportApi,
  ConcludeApi,
  ContentDigest,
  CrossSearchApi,
  DeviceStorage,
  EntityApi,
  FeatureFlagsApi,
  FolderApi,
  HealthApi,
  HomeApi,
  LocalMediaRecorder,
  LocalRecordingStore,
  LocalRecordingUploadApi,
  MemberApi,
  OrganizationApi,
  type OrganizationInfo,
  PlanningApi,
  ProjectApi,
  RecordingApi,
  RemixApi,
  RoomApi,
  SpeechServicesApi,
  StorageQuota,
  StorageUsageApi,
  StoryApi,
  StorySearchApi,
  TaskService,
  TranscriptApi,
  TranscriptionApi,
  TranscriptVersionApi,
  UploadApi,
} from '@storykeep/core';
import {
  type FakeAccount,
  FakeAccountApi,
  FakeAccountSettingsApi,
  FakeAdminApi,
  FakeClipApi,
  FakeClipLibraryApi,
  FakeCloudImportApi,
  FakeConcludeApi,
  FakeContentDigest,
  FakeCrossSearchApi,
  FakeDeviceStorage,
  FakeEntityApi,
  FakeFeatureFlagsApi,
  FakeFolderApi,
  FakeHealthApi,
  FakeHomeApi,
  FakeLocalMediaRecorder,
  FakeLocalRecordingStore,
  FakeLocalRecordingUploadApi,
  FakeMemberApi,
  FakeOrganizationApi,
  FakePlanningApi,
  FakeProjectApi,
  FakeRecordingApi,
  FakeRemixApi,
  FakeRoomApi,
  FakeSpeechServicesApi,
  FakeStorageQuota,
  FakeStorageUsageApi,
  FakeStoryApi,
  FakeStorySearchApi,
  FakeTaskService,
  FakeTranscriptApi,
  FakeTranscriptionApi,
  FakeTranscriptVersionApi,
  FakeUploadApi,
} from '@storykeep/core/testing';
import { type RenderResult, render, screen, type waitForOptions } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router-dom';
import { waitFor } from 'xstate';
import { AppProviders, type AppServices } from '../app/app.js';
import { appRouteObjects } from '../app/app-router.js';
import { type AuthActorRef, createAuthActor } from '../app/auth-wiring.js';
import { createNavigator } from '../app/navigator.js';
// The app loads these chunks on first need (docs/architecture.md, "Start-up"); the harness has them in from the start,
// so a test does not wait on a module load where a person would wait on nothing noticeable.
import '../app/layout/impersonation-bar.js';
import '../components/form-message-bar.js';
import '../features/auth/register-form.js';
import '../features/auth/two-factor-step.js';
import '../features/upload/upload-batch.js';
import '../shared/local-sync-engine.js';
import '../shared/notice-toaster.js';

// jsdom has no ResizeObserver; Fluent's positioned surfaces (menus, tooltips) only need it to exist.
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

export const people: Record<'admin' | 'manager' | 'user' | 'guest', FakeAccount> = {
  admin: { user_id: 'u-admin', email: 'admin@example.org', full_name: 'Ada Admin', role: 'admin', password: 'admin-pass' },
  manager: { user_id: 'u-manager', email: 'manager@example.org', full_name: 'Max Manager', role: 'manager', password: 'manager-pass' },
  user: { user_id: 'u-user', email: 'user@example.org', full_name: 'Uma User', role: 'user', password: 'user-pass' },
  guest: { user_id: 'u-guest', email: 'guest@example.org', full_name: 'Gus Guest', role: 'guest', password: 'guest-pass' },
};

/** What a test changes about the signed-in person. */
export interface TestServicesOptions {
  /** The organization the signed-in account belongs to (`current_user`'s organization_info); none by default. */
  organization?: OrganizationInfo;
}

/** Fakes behind every port the app uses, and the services the composition root would build from them. */
export interface TestServices extends AppServices {
  container: Container;
  account: FakeAccountApi;
  accountSettings: FakeAccountSettingsApi;
  admin: FakeAdminApi;
  cloudImport: FakeCloudImportApi;
  planning: FakePlanningApi;
  storage: FakeDeviceStorage;
  organizations: FakeOrganizationApi;
  storageUsage: FakeStorageUsageApi;
  projects: FakeProjectApi;
  members: FakeMemberApi;
  folders: FakeFolderApi;
  stories: FakeStoryApi;
  flags: FakeFeatureFlagsApi;
  uploads: FakeUploadApi;
  transcripts: FakeTranscriptApi;
  versions: FakeTranscriptVersionApi;
  clips: FakeClipApi;
  remixes: FakeRemixApi;
  entities: FakeEntityApi;
  transcription: FakeTranscriptionApi;
  speechServices: FakeSpeechServicesApi;
  search: FakeStorySearchApi;
  clipLibrary: FakeClipLibraryApi;
  crossSearch: FakeCrossSearchApi;
  conclude: FakeConcludeApi;
  localRecordings: FakeLocalRecordingStore;
  recordingUploads: FakeLocalRecordingUploadApi;
  recorder: FakeLocalMediaRecorder;
  quota: FakeStorageQuota;
  rooms: FakeRoomApi;
  recordings: FakeRecordingApi;
  home: FakeHomeApi;
  tasks: FakeTaskService;
  clock: Clock;
}

/** Services over fakes; with `signedInAs`, the device already holds that person's session. */
export function createTestServices(signedInAs?: keyof typeof people, options: TestServicesOptions = {}): TestServices {
  // A copy carries the organization, so it stays in the one test that gave it.
  const signedIn = signedInAs ? people[signedInAs] : undefined;
  const account = new FakeAccountApi(
    Object.values(people).map((p) => (p === signedIn && options.organization ? { ...p, organization_info: options.organization } : p)),
  );
  const storage = new FakeDeviceStorage();
  if (signedInAs) storage.setAuthTokens({ access_token: account.sessionFor(people[signedInAs].email) });
  const stories = new FakeStoryApi();
  const transcripts = new FakeTranscriptApi();
  const fakes = {
    accountSettings: new FakeAccountSettingsApi(signedIn?.password ?? 'unknown', signedIn?.full_name),
    admin: new FakeAdminApi(),
    cloudImport: new FakeCloudImportApi(),
    planning: new FakePlanningApi(),
    organizations: new FakeOrganizationApi(),
    storageUsage: new FakeStorageUsageApi(),
    projects: new FakeProjectApi(),
    members: new FakeMemberApi(),
    folders: new FakeFolderApi(),
    stories,
    flags: new FakeFeatureFlagsApi(),
    uploads: new FakeUploadApi(stories),
    transcripts,
    versions: new FakeTranscriptVersionApi(transcripts),
    transcription: new FakeTranscriptionApi(),
    speechServices: new FakeSpeechServicesApi(),
    clips: new FakeClipApi(),
    remixes: new FakeRemixApi(),
    entities: new FakeEntityApi(),
    search: new FakeStorySearchApi(),
    clipLibrary: new FakeClipLibraryApi(),
    crossSearch: new FakeCrossSearchApi(),
    conclude: new FakeConcludeApi(),
    localRecordings: new FakeLocalRecordingStore(),
    recordingUploads: new FakeLocalRecordingUploadApi(),
    recorder: new FakeLocalMediaRecorder(),
    quota: new FakeStorageQuota(),
    rooms: new FakeRoomApi(),
    recordings: new FakeRecordingApi(),
    home: new FakeHomeApi(),
    tasks: new FakeTaskService(),
    /** The wall clock; a test that moves time itself replaces `now`. */
    clock: { now: () => Date.now() } as Clock,
  };
  const container = new Container();
  container.bind(AccountApi).toConstantValue(account);
  container.bind(AccountSettingsApi).toConstantValue(fakes.accountSettings);
  container.bind(DeviceStorage).toConstantValue(storage);
  container.bind(AdminApi).toConstantValue(fakes.admin);
  container.bind(CloudImportApi).toConstantValue(fakes.cloudImport);
  container.bind(PlanningApi).toConstantValue(fakes.planning);
  container.bind(OrganizationApi).toConstantValue(fakes.organizations);
  container.bind(StorageUsageApi).toConstantValue(fakes.storageUsage);
  container.bind(ProjectApi).toConstantValue(fakes.projects);
  container.bind(MemberApi).toConstantValue(fakes.members);
  container.bind(FolderApi).toConstantValue(fakes.folders);
  container.bind(StoryApi).toConstantValue(fakes.stories);
  container.bind(FeatureFlagsApi).toConstantValue(fakes.flags);
  container.bind(ConcludeApi).toConstantValue(fakes.conclude);
  container.bind(HealthApi).toConstantValue(new FakeHealthApi());
  container.bind(UploadApi).toConstantValue(fakes.uploads);
  container.bind(TranscriptApi).toConstantValue(fakes.transcripts);
  container.bind(TranscriptVersionApi).toConstantValue(fakes.versions);
  container.bind(TranscriptionApi).toConstantValue(fakes.transcription);
  container.bind(SpeechServicesApi).toConstantValue(fakes.speechServices);
  container.bind(ClipApi).toConstantValue(fakes.clips);
  container.bind(RemixApi).toConstantValue(fakes.remixes);
  container.bind(EntityApi).toConstantValue(fakes.entities);
  container.bind(StorySearchApi).toConstantValue(fakes.search);
  container.bind(CrossSearchApi).toConstantValue(fakes.crossSearch);
  container.bind(ClipLibraryApi).toConstantValue(fakes.clipLibrary);
  container.bind(LocalRecordingStore).toConstantValue(fakes.localRecordings);
  container.bind(LocalRecordingUploadApi).toConstantValue(fakes.recordingUploads);
  container.bind(ContentDigest).toConstantValue(new FakeContentDigest());
  container.bind(LocalMediaRecorder).toConstantValue(fakes.recorder);
  container.bind(StorageQuota).toConstantValue(fakes.quota);
  container.bind(Clock).toConstantValue(fakes.clock);
  container.bind(RoomApi).toConstantValue(fakes.rooms);
  container.bind(RecordingApi).toConstantValue(fakes.recordings);
  container.bind(HomeApi).toConstantValue(fakes.home);
  container.bind(TaskService).toConstantValue(fakes.tasks);
  const navigator = createNavigator();
  let auth: AuthActorRef | null = null;
  account.readTokenFrom(() => auth?.getSnapshot().context.token ?? null);
  auth = createAuthActor({ account, storage, navigator });
  auth.start();
  return { container, auth, navigator, account, storage, ...fakes };
}

/** Waits until the stored session has been tried. */
export async function settled(services: AppServices): Promise<void> {
  await waitFor(services.auth, (s) => !s.context.authenticationPending);
}

/** What a render inside the app's data router gives back: the render, and the router to move it as a browser would. */
export interface RouterRenderResult extends RenderResult {
  router: DataRouter;
}

/** Entries of the router's history; the last one is the page shown. */
function memoryRouter(routes: Parameters<typeof createMemoryRouter>[0], path: string | readonly string[]): DataRouter {
  const initialEntries = typeof path === 'string' ? [path] : [...path];
  return createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
}

/** Renders the whole app (every route) at a path, in a data router as the app has. */
export function renderApp(services: AppServices, path: string | readonly string[]): RouterRenderResult {
  const router = memoryRouter(appRouteObjects(services.navigator), path);
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * Renders one component inside the app's providers and a data router whose one route matches every path; with a list
 * of paths, the router's history holds them all and shows the last.
 */
export function renderWithServices(services: AppServices, ui: ReactNode, path: string | readonly string[] = '/'): RouterRenderResult {
  const router = memoryRouter([{ path: '*', element: ui }], path);
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * A notice as a person sees it. Fluent's Toaster also repeats the text for a moment in its screen-reader live
 * region, so the same words can be in the page twice: the first is the toast.
 */
export async function findNotice(text: string, waitOptions?: waitForOptions): Promise<HTMLElement> {
  const [first] = await screen.findAllByText(text, {}, waitOptions);
  if (!first) throw new Error(`No notice says: ${text}`);
  return first;
}
