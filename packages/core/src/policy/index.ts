// Public API of core's policy area; each file of the area is re-exported here.
export * from './page-title.js';
export * from './access.js';
