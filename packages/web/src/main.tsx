import { createContainer } from '@storykeep/adapters';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';

const container = createContainer({ http: { baseUrl: '/api' } });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
