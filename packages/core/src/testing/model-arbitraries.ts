// fast-check generators of valid model entities (every schema of core's model area), shared by core's schema
// tests, other areas and the server's fuzz tests. Import from '@storykeep/core/testing'.
export * from './model-arbitraries-account.js';
export * from './model-arbitraries-base.js';
export * from './model-arbitraries-call.js';
export * from './model-arbitraries-story.js';
export * from './model-arbitraries-views.js';
