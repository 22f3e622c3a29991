import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.STORYKEEP_API_URL ?? `http://127.0.0.1:${process.env.STORYKEEP_SERVER_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@storykeep/source'] },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  // The manifest lets the bundle budget (tests/tools) follow exactly what a route loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fluent's shared contexts in a chunk of their own: left to the automatic split they land in whichever
          // component's chunk shares them first (the message bar's), and every first page then loads that too.
          groups: [
            { name: 'fluent-contexts', test: /@fluentui[\\/]react-shared-contexts/ },
            // Core's ports are a symbol each; apart, every page would fetch dozens of files of a few bytes.
            { name: 'ports', test: /core[\\/]src[\\/]ports[\\/]/ },
          ],
        },
      },
    },
  },
});
