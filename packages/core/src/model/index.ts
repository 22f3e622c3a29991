// Public API of core's model area; each file of the area is re-exported here.

export * from './api/index.js';
export * from './health.schema.js';
export * from './timecoded-notes.schema.js';
