import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      include: ['src/**/*.test.ts'],
      // One private PostgreSQL cluster for the suite; every database suite also runs on PGlite.
      globalSetup: ['src/testing/postgres-global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
