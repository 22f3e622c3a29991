import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Tests read every workspace package from its TypeScript source, never from a stale build. */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@storykeep/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@storykeep/source', ...defaultServerConditions] } },
};
