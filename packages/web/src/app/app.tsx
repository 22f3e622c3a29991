import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UploadProvider } from '../features/upload/upload-context.js';
import { AuthActorProvider } from '../shared/auth-context.js';
import { ContainerProvider } from '../shared/container-context.js';
import { LocalRecordingSyncProvider } from '../shared/local-recording-sync.js';
import { NoticeProvider } from '../shared/notices.js';
import { WorkspaceProvider } from '../shared/workspace-context.js';
import { browserRouterFor } from './app-router.js';
import type { AuthActorRef } from './auth-wiring.js';
import { FeatureSlots } from './feature-slots.js';
import type { AppNavigator } from './navigator.js';
import { ThemeProvider } from './theme.js';

/** What the composition root hands the app: the container of ports, the running auth actor, the navigator. */
export interface AppServices {
  container: Container;
  auth: AuthActorRef;
  navigator: AppNavigator;
}

/** The providers every page relies on, around any router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ContainerProvider value={services.container}>
      <AuthActorProvider value={services.auth}>
        <ThemeProvider>
          <WorkspaceProvider>
            <NoticeProvider>
              <LocalRecordingSyncProvider>
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
