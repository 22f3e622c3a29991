import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Container } from 'inversify';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page.js';
import { NotFoundPage } from '../features/home/not-found-page.js';
import { ContainerProvider } from './container-context.js';

export interface AppProps {
  container: Container;
}

export function App({ container }: AppProps) {
  return (
    <ContainerProvider value={container}>
      <FluentProvider theme={webLightTheme}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BrowserRouter>
      </FluentProvider>
    </ContainerProvider>
  );
}
