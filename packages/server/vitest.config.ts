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
      // One copy of graphql: graphql-ws loaded by Node would bring its own and subscriptions would fail.
      server: { deps: { inline: ['graphql-ws'] } },
      hookTimeout: 60_000,
    },
  }),
);
