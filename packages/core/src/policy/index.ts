// Public API of core's policy area; each file of the area is re-exported here. Who may do what lives in
// access.ts (roles, organizations, projects), story-access.ts (stories, their reach, deleting and replacing),
// publishing.ts (who publishes what) and access-subject.ts (the subject a browser acts as).

export * from './access.js';
export * from './access-subject.js';
export * from './folder-search.js';
export * from './interview-selection.js';
export * from './navigation.js';
export * from './page-title.js';
export * from './path-to.js';
export * from './publishing.js';
export * from './route-level.js';
export * from './route-match.js';
export * from './routes.js';
export * from './story-access.js';
export * from './story-rules.js';
