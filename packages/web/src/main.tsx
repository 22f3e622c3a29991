import { ROUTES } from '@storykeep/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app.js';
import { createAppServices } from './app/composition-root.js';
import { preloadPage } from './app/route-pages.js';
// Static, not lazy: a chunk of its own would queue behind the page's chunks and start the requests late.
import { prefetchStoryHub } from './features/story-hub/hub-prefetch.js';
import { startInspector } from './shared/inspector.js';

function start() {
  const services = createAppServices();

  // The first page's chunk is asked for before the first render, while the session is checked, instead of after; on a
  // story hub its story and transcript are asked for then too.
  const first = matchRoutes([...ROUTES], window.location.pathname)?.at(-1);
  if (first) preloadPage(first.route);
  const storyId = first?.params.storyId;
  if (first?.route.path.endsWith('/hub') && storyId) {
    prefetchStoryHub(services.container, storyId);
  }

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
