import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

const config = mergeConfig(
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

// Tests run Node with these conditions; "module" is vite's, not Node's, and makes Node load the AWS
// SDK's ES build, whose extensionless imports only bundlers resolve. Production Node never sets it.
config.ssr.resolve.conditions = config.ssr.resolve.conditions.filter((condition: string) => condition !== 'module');

export default config;
