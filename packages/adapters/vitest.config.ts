import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'adapters',
      include: ['src/**/*.test.ts'],
      // Inlined so graphql-ws and the test's schema share one copy of graphql; two copies break subscriptions.
      server: { deps: { inline: ['graphql-ws'] } },
    },
  }),
);
