// First, before React, the router and Fluent are evaluated: it asks for what the first page waits for.
import './app/early-start.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { createAppServices } from './app/composition-root.js';
import { loadDarkTheme } from './app/theme.js';
import { startInspector } from './shared/inspector.js';

function start() {
  const services = createAppServices();

  // The first page's chunk, the container and the first reads were asked for by app/early-start.ts already.
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
