import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/adapters', 'packages/web', 'packages/server', 'tests'],
  },
});
