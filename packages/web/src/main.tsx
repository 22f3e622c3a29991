import { ROUTES } from '@storykeep/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app.js';
import { createAppServices } from './app/composition-root.js';
import { preloadPage } from './app/route-pages.js';

// The first page's chunk is asked for before the first render and while the session is checked, instead of after.
const first = matchRoutes([...ROUTES], window.location.pathname)?.at(-1)?.route;
if (first) preloadPage(first);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={createAppServices()} />
  </StrictMode>,
);
