// Public API of core's policy area; each file of the area is re-exported here.

export * from './access.js';
export * from './folder-search.js';
export * from './navigation.js';
export * from './page-title.js';
export * from './path-to.js';
export * from './permissions.js';
export * from './route-level.js';
export * from './route-match.js';
export * from './routes.js';
export * from './story-rules.js';
