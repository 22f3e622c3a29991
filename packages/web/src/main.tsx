import { ROUTES } from '@storykeep/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app.js';
import { createAppServices, startSignedInPage } from './app/composition-root.js';
import { preloadPage } from './app/route-pages.js';
import { loadDarkTheme } from './app/theme.js';
import { startInspector } from './shared/inspector.js';

function start() {
  const services = createAppServices();

  // Everything the first page waits for is asked for now, side by side (docs/architecture.md, "Start-up"): its chunk,
  // and with a stored session the container, the session check and a story page's data.
  const first = matchRoutes([...ROUTES], window.location.pathname)?.at(-1);
  if (first) preloadPage(first.route);
  startSignedInPage(services, first?.route, first?.params ?? {});
  if (services.storage.getDarkMode()) void loadDarkTheme().catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

// In development `?inspect` opens the XState inspector first, so the auth actor is inspected from its first event.
const inspecting = startInspector();
if (inspecting) void inspecting.then(start);
else start();
