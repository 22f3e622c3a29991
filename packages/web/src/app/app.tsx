import type { DeviceStorage } from '@storykeep/core';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UploadProvider } from '../features/upload/upload-context.js';
import { AuthActorProvider } from '../shared/auth-context.js';
import { ContainerProvider, type ContainerSource } from '../shared/container-context.js';
import { LocalRecordingSyncProvider } from '../shared/local-recording-sync.js';
import { NoticeProvider } from '../shared/notices.js';
import { WorkspaceProvider } from '../shared/workspace-context.js';
import { browserRouterFor } from './app-router.js';
import type { AuthActorRef } from './auth-wiring.js';
import { FeatureSlots } from './feature-slots.js';
import type { AppNavigator } from './navigator.js';
import { ThemeProvider } from './theme.js';

/**
 * What the composition root hands the app: the container of ports (loaded on demand in the running app), the running
 * auth actor, the navigator, and device storage, which the shell reads before the container has loaded.
 */
export interface AppServices {
  container: ContainerSource;
  auth: AuthActorRef;
  navigator: AppNavigator;
  storage: DeviceStorage;
  /** False when the device surely holds no local recording (the running app asks the browser; tests leave it out). */
  mayHoldLocalRecordings?: () => Promise<boolean>;
}

/** The providers every page relies on, around any router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ContainerProvider value={services.container}>
      <AuthActorProvider value={services.auth}>
        <ThemeProvider storage={services.storage}>
          <WorkspaceProvider>
            <NoticeProvider>
              <LocalRecordingSyncProvider mayHoldRecordings={services.mayHoldLocalRecordings}>
                <UploadProvider>
                  <FeatureSlots>{children}</FeatureSlots>
                </UploadProvider>
              </LocalRecordingSyncProvider>
            </NoticeProvider>
          </WorkspaceProvider>
        </ThemeProvider>
      </AuthActorProvider>
    </ContainerProvider>
  );
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={browserRouterFor(services.navigator)} />
    </AppProviders>
  );
}
