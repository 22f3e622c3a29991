import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UploadProvider } from '../features/upload/upload-context.js';
import { browserRouterFor } from './app-router.js';
import { AuthActorProvider } from './auth-context.js';
import type { AuthActorRef } from './auth-wiring.js';
import { ContainerProvider } from './container-context.js';
import { FeatureSlots } from './feature-slots.js';
import type { AppNavigator } from './navigator.js';
import { NoticeProvider } from './notices.js';
import { ThemeProvider } from './theme.js';
import { WorkspaceProvider } from './workspace-context.js';

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
              <UploadProvider>
                <FeatureSlots>{children}</FeatureSlots>
              </UploadProvider>
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
