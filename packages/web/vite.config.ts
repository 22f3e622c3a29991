import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.STORYKEEP_API_URL ?? `http://127.0.0.1:${process.env.STORYKEEP_SERVER_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@storykeep/source'] },
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true },
});
